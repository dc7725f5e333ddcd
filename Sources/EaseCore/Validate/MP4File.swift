/// A video in the ISO base media file format (`.mp4`, `.m4v`, and QuickTime's `.mov`, which it
/// grew from) read as far as its tracks (``VideoTracks``). Only box headers and the movie box's
/// few fields are read; the media data is skipped.
public enum MP4File {
    /// The types a file of the format starts with (QuickTime's may start with padding or data).
    static let leadingBoxes: Set<String> = ["ftyp", "moov", "mdat", "free", "skip", "wide", "pnot", "uuid", "styp", "pdin", "sidx", "moof"]

    /// Reads `bytes`.
    public static func read(_ bytes: [UInt8]) -> Result<VideoTracks, VideoTracks.Problem> {
        guard bytes.count >= 8, leadingBoxes.contains(fourCharacters(bytes, 4)) else { return .failure(.otherKind) }
        let top: [Box]
        switch boxes(in: bytes, 0..<bytes.count) {
        case .success(let boxes): top = boxes
        case .failure(let problem): return .failure(problem)
        }
        guard let movie = top.firstIndex(where: { $0.type == "moov" }) else { return .failure(.noTrackList) }
        var file = VideoTracks(container: .isoMedia)
        file.listsTracksFirst = !top[..<movie].contains { $0.type == "mdat" }
        let children: [Box]
        switch boxes(in: bytes, top[movie].payload) {
        case .success(let boxes): children = boxes
        case .failure(let problem): return .failure(problem)
        }
        for child in children {
            switch child.type {
            case "mvhd": file.seconds = duration(bytes, child.payload)
            case "trak":
                switch track(bytes, child.payload) {
                case .success(let track): file.tracks.append(track)
                case .failure(let problem): return .failure(problem)
                }
            default: break
            }
        }
        if file.seconds == nil { file.seconds = file.tracks.compactMap(\.seconds).max() }
        return .success(file)
    }

    /// A box: its type and the bytes inside it.
    struct Box {
        var type: String
        var payload: Range<Int>
    }

    /// The boxes that fill `range` one after another.
    static func boxes(in bytes: [UInt8], _ range: Range<Int>) -> Result<[Box], VideoTracks.Problem> {
        var found: [Box] = []
        var position = range.lowerBound
        while position < range.upperBound {
            guard range.upperBound - position >= 8 else { return .failure(.cutShort(part: found.last?.type ?? "?")) }
            let type = fourCharacters(bytes, position + 4)
            var size = Int(bytes.bigEndianNumber(position..<position + 4))
            var header = 8
            if size == 1 {
                // A 64-bit size follows the type.
                guard range.upperBound - position >= 16 else { return .failure(.cutShort(part: type)) }
                let large = bytes.bigEndianNumber(position + 8..<position + 16)
                guard large <= UInt64(Int.max) else { return .failure(.cutShort(part: type)) }
                size = Int(large)
                header = 16
            } else if size == 0 {
                // The box runs to the end of what holds it.
                size = range.upperBound - position
            }
            guard size >= header, size <= range.upperBound - position else { return .failure(.cutShort(part: type)) }
            found.append(Box(type: type, payload: position + header..<position + size))
            position += size
        }
        return .success(found)
    }

    /// The track a `trak` box's payload describes.
    private static func track(_ bytes: [UInt8], _ payload: Range<Int>) -> Result<VideoTracks.Track, VideoTracks.Problem> {
        var track = VideoTracks.Track(kind: .other, format: nil, seconds: nil, isEnabled: true)
        var pending = [(range: payload, parent: "trak")]
        // The boxes down to the sample descriptions: trak > mdia > minf > stbl > stsd.
        while let (range, parent) = pending.popLast() {
            switch boxes(in: bytes, range) {
            case .failure(let problem): return .failure(problem)
            case .success(let boxes):
                for box in boxes {
                    let fields = box.payload
                    switch box.type {
                    case "mdia", "minf", "stbl": pending.append((fields, box.type))
                    case "tkhd" where fields.count >= 4: track.isEnabled = bytes[fields.lowerBound + 3] & 1 != 0
                    case "mdhd": track.seconds = duration(bytes, fields)
                    // Version and flags, a predefined word, then the handler's type. (QuickTime
                    // puts a data handler's `hdlr` in `minf` too, which names no media.)
                    case "hdlr" where parent == "mdia" && fields.count >= 12: track.kind = kind(handler: fourCharacters(bytes, fields.lowerBound + 8))
                    // Version and flags, the entry count, then the first entry's size and format.
                    case "stsd" where fields.count >= 16 && bytes.bigEndianNumber(fields.lowerBound + 4..<fields.lowerBound + 8) > 0:
                        track.format = fourCharacters(bytes, fields.lowerBound + 12)
                    default: break
                    }
                }
            }
        }
        return .success(track)
    }

    /// What a track of the handler type `handler` carries: `vide` a picture, `soun` sound,
    /// `sbtl`, `subt`, `clcp` and `text` captions or subtitles.
    private static func kind(handler: String) -> VideoTracks.Kind {
        switch handler {
        case "vide": .picture
        case "soun": .sound
        case "sbtl", "subt", "clcp", "text": .text
        default: .other
        }
    }

    /// The seconds a movie or media header (`mvhd`, `mdhd`) gives: its duration over its time
    /// scale, which version 1 writes in 64 bits. `nil` for a duration of zero or of all ones
    /// (not known), or a header too short to hold them.
    private static func duration(_ bytes: [UInt8], _ fields: Range<Int>) -> Double? {
        guard let version = fields.isEmpty ? nil : bytes[fields.lowerBound] else { return nil }
        let long = version == 1
        let scaleAt = fields.lowerBound + (long ? 20 : 12), width = long ? 8 : 4
        guard fields.upperBound - scaleAt >= 4 + width else { return nil }
        let scale = bytes.bigEndianNumber(scaleAt..<scaleAt + 4), units = bytes.bigEndianNumber(scaleAt + 4..<scaleAt + 4 + width)
        guard scale > 0, units > 0, units != (long ? UInt64.max : UInt64(UInt32.max)) else { return nil }
        return Double(units) / Double(scale)
    }

    /// Four bytes as a box type or format.
    private static func fourCharacters(_ bytes: [UInt8], _ start: Int) -> String {
        bytes.printableASCII(start..<start + 4)
    }
}
