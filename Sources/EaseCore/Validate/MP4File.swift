/// A video in the ISO base media file format (`.mp4`, `.m4v`, and QuickTime's `.mov`, which it
/// grew from) read as far as its tracks: what each carries (picture, sound, captions), how it is
/// coded and how long it plays, and whether the track list comes before the media data. Only
/// box headers and the movie box's few fields are read; the media data is skipped. Bytes that do
/// not read as the format give a ``Problem`` instead.
public struct MP4File: Sendable {
    /// One track of the movie.
    public struct Track: Sendable, Equatable {
        /// What it carries, as its handler names it: `vide` (picture), `soun` (sound), and for
        /// captions or subtitles `sbtl`, `subt`, `clcp` or `text`.
        public var handler: String
        /// The coding of its first sample description (`avc1`, `hvc1`, `vp09`, `mp4a`…), `nil`
        /// when it has none.
        public var format: String?
        /// How long it plays, `nil` when the file does not say.
        public var seconds: Double?
        /// Whether players play it (a disabled track is only there to be chosen).
        public var isEnabled: Bool

        /// Whether it is sound.
        public var isSound: Bool { handler == "soun" }
        /// Whether it is captions or subtitles carried in the file itself.
        public var isText: Bool { ["sbtl", "subt", "clcp", "text"].contains(handler) }
    }

    /// Why bytes do not read as a movie.
    public enum Problem: Error, Sendable, Equatable {
        /// The first box is not one the format starts with: another kind of file.
        case notISOMedia
        /// The box named runs past the end of the file (or of the box it is in): a file cut short.
        case cutShort(box: String)
        /// No movie box (`moov`): the file lists no tracks.
        case noMovie
    }

    /// The movie's tracks in the file's order.
    public private(set) var tracks: [Track] = []
    /// How long the movie plays (its header's duration, else its longest track's), `nil` when
    /// the file does not say.
    public private(set) var seconds: Double?
    /// Whether the movie box comes before the media data, so that a player can start before the
    /// whole file has arrived ("fast start").
    public private(set) var listsTracksFirst = true

    /// The types a file of the format starts with (QuickTime's may start with padding or data).
    static let leadingBoxes: Set<String> = ["ftyp", "moov", "mdat", "free", "skip", "wide", "pnot", "uuid", "styp", "pdin", "sidx", "moof"]

    /// Reads `bytes`.
    public static func read(_ bytes: [UInt8]) -> Result<MP4File, Problem> {
        let top: [Box]
        switch boxes(in: bytes, 0..<bytes.count) {
        case .success(let boxes): top = boxes
        case .failure(let problem):
            // A cut-off first box of an unknown type is another kind of file, not a cut movie.
            if case .cutShort(let box) = problem, !leadingBoxes.contains(box) { return .failure(.notISOMedia) }
            return .failure(problem)
        }
        guard let first = top.first, leadingBoxes.contains(first.type) else { return .failure(.notISOMedia) }
        guard let movie = top.firstIndex(where: { $0.type == "moov" }) else { return .failure(.noMovie) }
        var file = MP4File()
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
    static func boxes(in bytes: [UInt8], _ range: Range<Int>) -> Result<[Box], Problem> {
        var found: [Box] = []
        var position = range.lowerBound
        while position < range.upperBound {
            guard range.upperBound - position >= 8 else { return .failure(.cutShort(box: found.last?.type ?? "?")) }
            let type = fourCharacters(bytes, position + 4)
            var size = Int(bigEndian(bytes, position, count: 4))
            var header = 8
            if size == 1 {
                // A 64-bit size follows the type.
                guard range.upperBound - position >= 16 else { return .failure(.cutShort(box: type)) }
                let large = bigEndian(bytes, position + 8, count: 8)
                guard large <= UInt64(Int.max) else { return .failure(.cutShort(box: type)) }
                size = Int(large)
                header = 16
            } else if size == 0 {
                // The box runs to the end of what holds it.
                size = range.upperBound - position
            }
            guard size >= header, size <= range.upperBound - position else { return .failure(.cutShort(box: type)) }
            found.append(Box(type: type, payload: position + header..<position + size))
            position += size
        }
        return .success(found)
    }

    /// The track a `trak` box's payload describes.
    private static func track(_ bytes: [UInt8], _ payload: Range<Int>) -> Result<Track, Problem> {
        var track = Track(handler: "", format: nil, seconds: nil, isEnabled: true)
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
                    case "hdlr" where parent == "mdia" && fields.count >= 12: track.handler = fourCharacters(bytes, fields.lowerBound + 8)
                    // Version and flags, the entry count, then the first entry's size and format.
                    case "stsd" where fields.count >= 16 && bigEndian(bytes, fields.lowerBound + 4, count: 4) > 0:
                        track.format = fourCharacters(bytes, fields.lowerBound + 12)
                    default: break
                    }
                }
            }
        }
        return .success(track)
    }

    /// The seconds a movie or media header (`mvhd`, `mdhd`) gives: its duration over its time
    /// scale, which version 1 writes in 64 bits. `nil` for a duration of zero or of all ones
    /// (not known), or a header too short to hold them.
    private static func duration(_ bytes: [UInt8], _ fields: Range<Int>) -> Double? {
        guard let version = fields.isEmpty ? nil : bytes[fields.lowerBound] else { return nil }
        let long = version == 1
        let scaleAt = fields.lowerBound + (long ? 20 : 12), width = long ? 8 : 4
        guard fields.upperBound - scaleAt >= 4 + width else { return nil }
        let scale = bigEndian(bytes, scaleAt, count: 4), units = bigEndian(bytes, scaleAt + 4, count: width)
        guard scale > 0, units > 0, units != (long ? UInt64.max : UInt64(UInt32.max)) else { return nil }
        return Double(units) / Double(scale)
    }

    private static func bigEndian(_ bytes: [UInt8], _ start: Int, count: Int) -> UInt64 {
        bytes[start..<start + count].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// Four bytes as a box type or format; bytes outside printable ASCII as `?`.
    private static func fourCharacters(_ bytes: [UInt8], _ start: Int) -> String {
        String(decoding: bytes[start..<start + 4].map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
