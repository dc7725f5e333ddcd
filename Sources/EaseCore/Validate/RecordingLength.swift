/// How long a recording plays, read from its bytes: an MP3 by its first frame (the frame count a
/// Xing, Info or VBRI header gives, else its bitrate over the audio's bytes), a WAV by its data
/// and its bytes a second, an M4A by its movie header (``MP4File``), an Ogg Vorbis or Opus file
/// by its last page's sample count, a raw AAC stream (`.aac`, ADTS) by its frames. Files that do
/// not read as their kind are `nil`.
public enum RecordingLength {
    /// The length in seconds of the recording in `bytes`, a file named `path`.
    public static func seconds(of bytes: [UInt8], path: String) -> Double? {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".mp3") { return mp3Seconds(bytes) }
        if lowered.hasSuffix(".wav") { return wavSeconds(bytes) }
        if lowered.hasSuffix(".m4a") { return try? MP4File.read(bytes).get().seconds }
        if lowered.hasSuffix(".ogg") || lowered.hasSuffix(".oga") { return oggSeconds(bytes) }
        if lowered.hasSuffix(".aac") { return adtsSeconds(bytes) }
        return nil
    }

    // MARK: MP3

    /// Kilobits a second by MPEG version (1, or 2 and 2.5) and layer (I, II, III), by bitrate index 1…14.
    private static let bitrates: [[Int]] = [
        [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],  // MPEG-1 layer I
        [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],     // MPEG-1 layer II
        [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],      // MPEG-1 layer III
        [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],     // MPEG-2 and 2.5 layer I
        [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],          // MPEG-2 and 2.5 layers II and III
    ]

    static func mp3Seconds(_ bytes: [UInt8]) -> Double? {
        let start = afterID3Tag(bytes)
        var end = bytes.count
        // An ID3v1 tag last: "TAG" and 125 bytes.
        if end - start >= 128, bytes[end - 128] == 0x54, bytes[end - 127] == 0x41, bytes[end - 126] == 0x47 { end -= 128 }
        guard start + 4 <= end, bytes[start] == 0xFF, bytes[start + 1] & 0xE0 == 0xE0 else { return nil }
        let version = (bytes[start + 1] >> 3) & 0x03  // 0: MPEG-2.5, 2: MPEG-2, 3: MPEG-1
        let layer = (bytes[start + 1] >> 1) & 0x03    // 1: III, 2: II, 3: I
        let bitrateIndex = Int(bytes[start + 2] >> 4), rateIndex = Int((bytes[start + 2] >> 2) & 0x03)
        guard version != 1, layer != 0, (1...14).contains(bitrateIndex), rateIndex < 3 else { return nil }
        let mpeg1 = version == 3
        let sampleRate = [44_100, 48_000, 32_000][rateIndex] / (mpeg1 ? 1 : version == 2 ? 2 : 4)
        let table = mpeg1 ? 3 - Int(layer) : (layer == 3 ? 3 : 4)
        let bitrate = bitrates[table][bitrateIndex - 1] * 1000
        let samplesPerFrame = layer == 3 ? 384 : (layer == 1 && !mpeg1 ? 576 : 1152)
        if let frames = vbrFrames(bytes, frame: start, mpeg1: mpeg1, mono: bytes[start + 3] >> 6 == 3, crc: bytes[start + 1] & 1 == 0) {
            return Double(frames * samplesPerFrame) / Double(sampleRate)
        }
        return Double(end - start) * 8 / Double(bitrate)
    }

    /// The frame count of a Xing or Info header (after the first frame's side information) or of
    /// a VBRI header (32 bytes after the frame header).
    private static func vbrFrames(_ bytes: [UInt8], frame: Int, mpeg1: Bool, mono: Bool, crc: Bool) -> Int? {
        let sideInformation = mpeg1 ? (mono ? 17 : 32) : (mono ? 9 : 17)
        let xing = frame + 4 + (crc ? 2 : 0) + sideInformation
        if xing + 12 <= bytes.count, tag(bytes, at: xing, is: "Xing") || tag(bytes, at: xing, is: "Info"),
           bigEndian(bytes, at: xing + 4) & 1 != 0 {
            return bigEndian(bytes, at: xing + 8)
        }
        let vbri = frame + 36
        if vbri + 18 <= bytes.count, tag(bytes, at: vbri, is: "VBRI") { return bigEndian(bytes, at: vbri + 14) }
        return nil
    }

    /// Where the audio starts: after an ID3v2 tag ("ID3", version, flags, and its size in four
    /// bytes of seven bits, a footer of ten bytes when a flag says so), which MP3 and raw AAC
    /// files may open with.
    public static func afterID3Tag(_ bytes: [UInt8]) -> Int {
        guard bytes.count >= 10, bytes[0] == 0x49, bytes[1] == 0x44, bytes[2] == 0x33 else { return 0 }
        let size = bytes[6..<10].reduce(0) { $0 << 7 | Int($1 & 0x7F) }
        return 10 + size + (bytes[5] & 0x10 != 0 ? 10 : 0)
    }

    // MARK: AAC

    /// Samples a second by an ADTS header's rate index 0…12.
    private static let adtsRates = [96_000, 88_200, 64_000, 48_000, 44_100, 32_000, 24_000, 22_050, 16_000, 12_000, 11_025, 8_000, 7_350]

    /// Whether an ADTS frame's header starts at `index`: twelve bits set, then the MPEG version,
    /// layer 0 and the no-checksum flag (in the second byte's low nibble, the version aside).
    public static func isADTSHeader(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 2 <= bytes.count && bytes[index] == 0xFF && bytes[index + 1] & 0xF6 == 0xF0
    }

    /// A raw AAC stream (ADTS): its frames' samples (1,024 for each of a frame's one to four
    /// blocks) over the first frame's rate. The frames are walked by the lengths their headers
    /// give; a frame cut short, or bytes that are no frame, end the count.
    static func adtsSeconds(_ bytes: [UInt8]) -> Double? {
        var frame = afterID3Tag(bytes)
        var samples = 0, rate = 0
        // A header of seven bytes: the sync bits (``isADTSHeader``); profile, rate index,
        // channels; the frame's length in thirteen bits; the count of blocks less one.
        while frame + 7 <= bytes.count, isADTSHeader(bytes, at: frame) {
            let rateIndex = Int(bytes[frame + 2] >> 2 & 0x0F)
            let length = Int(bytes[frame + 3] & 0x03) << 11 | Int(bytes[frame + 4]) << 3 | Int(bytes[frame + 5] >> 5)
            guard rateIndex < adtsRates.count, length >= 7, frame + length <= bytes.count else { break }
            if rate == 0 { rate = adtsRates[rateIndex] }
            samples += (Int(bytes[frame + 6] & 0x03) + 1) * 1024
            frame += length
        }
        return rate > 0 ? Double(samples) / Double(rate) : nil
    }

    // MARK: WAV

    /// A RIFF WAVE file: the `data` chunk's size over the `fmt ` chunk's bytes a second.
    static func wavSeconds(_ bytes: [UInt8]) -> Double? {
        guard bytes.count >= 12, tag(bytes, at: 0, is: "RIFF"), tag(bytes, at: 8, is: "WAVE") else { return nil }
        var index = 12
        var byteRate: Int?
        while index + 8 <= bytes.count {
            let size = littleEndian(bytes, at: index + 4)
            if tag(bytes, at: index, is: "fmt "), index + 20 <= bytes.count { byteRate = littleEndian(bytes, at: index + 16) }
            if tag(bytes, at: index, is: "data") {
                guard let byteRate, byteRate > 0 else { return nil }
                return Double(min(size, bytes.count - index - 8)) / Double(byteRate)
            }
            index += 8 + size + size % 2
        }
        return nil
    }

    // MARK: Ogg

    /// An Ogg Vorbis or Opus file: the sample count (granule position) of the stream's last whole
    /// page that ends a packet, over the sample rate its first packet gives (Opus counts at 48 kHz, less
    /// the samples it skips at the start).
    static func oggSeconds(_ bytes: [UInt8]) -> Double? {
        // A page: "OggS", version 0, a type, its granule position, its stream's serial number, a
        // sequence number, a checksum, and a table of its segments' lengths.
        guard bytes.count >= 27, tag(bytes, at: 0, is: "OggS"), bytes[4] == 0 else { return nil }
        let serial = littleEndian(bytes, at: 14)
        let packet = 27 + Int(bytes[26])
        guard packet + 19 <= bytes.count else { return nil }
        let rate: Int, skipped: Int
        if bytes[packet] == 1, bytes[packet + 1..<packet + 7].elementsEqual("vorbis".utf8) {
            rate = littleEndian(bytes, at: packet + 12)
            skipped = 0
        } else if bytes[packet..<packet + 8].elementsEqual("OpusHead".utf8) {
            rate = 48_000
            skipped = Int(bytes[packet + 10]) | Int(bytes[packet + 11]) << 8
        } else {
            return nil
        }
        guard rate > 0 else { return nil }
        var page = bytes.count - 27
        while page > 0 {
            if bytes[page] == UInt8(ascii: "O"), tag(bytes, at: page, is: "OggS"), bytes[page + 4] == 0, littleEndian(bytes, at: page + 14) == serial,
               isWhole(page: page, in: bytes) {
                let granule = Int64(bitPattern: bytes.littleEndianNumber(page + 6..<page + 14))
                // -1: no packet ends on this page.
                if granule >= 0 { return Double(max(0, granule - Int64(skipped))) / Double(rate) }
            }
            page -= 1
        }
        return nil
    }

    /// Whether the Ogg page at `page` ends within `bytes`: a file cut short inside its last page
    /// has not the samples that page counts.
    private static func isWhole(page: Int, in bytes: [UInt8]) -> Bool {
        let table = page + 27, segments = Int(bytes[page + 26])
        guard table + segments <= bytes.count else { return false }
        return table + segments + bytes[table..<table + segments].reduce(0) { $0 + Int($1) } <= bytes.count
    }

    // MARK: Bytes

    private static func tag(_ bytes: [UInt8], at index: Int, is name: StaticString) -> Bool {
        guard index + 4 <= bytes.count else { return false }
        return name.withUTF8Buffer { Array($0) == Array(bytes[index..<(index + 4)]) }
    }

    /// The four-byte number at `index`, most significant byte first.
    private static func bigEndian(_ bytes: [UInt8], at index: Int) -> Int {
        Int(bytes.bigEndianNumber(index..<index + 4))
    }

    /// The four-byte number at `index`, least significant byte first.
    private static func littleEndian(_ bytes: [UInt8], at index: Int) -> Int {
        Int(bytes.littleEndianNumber(index..<index + 4))
    }
}
