/// A WebM (Matroska) file read as far as its tracks (``VideoTracks``): the EBML header, then
/// the segment's `Info` (its duration) and `Tracks` (each track's type, codec and whether it is
/// enabled). Clusters of media data are skipped by their sizes; one of unknown size (a file
/// recorded live) ends the reading, as nothing after it can be found without reading its blocks.
public enum WebMFile {
    /// The element ids read (their length markers kept, as the format writes them).
    enum ID {
        static let header: UInt32 = 0x1A45_DFA3, segment: UInt32 = 0x1853_8067, cluster: UInt32 = 0x1F43_B675
        static let info: UInt32 = 0x1549_A966, timestampScale: UInt32 = 0x2A_D7B1, duration: UInt32 = 0x4489
        static let tracks: UInt32 = 0x1654_AE6B, trackEntry: UInt32 = 0xAE, trackType: UInt32 = 0x83
        static let codecID: UInt32 = 0x86, flagEnabled: UInt32 = 0xB9
    }

    /// An element: its id, and its bytes (to the end of what holds it when its size is unknown).
    struct Element {
        var id: UInt32
        var payload: Range<Int>
        var sizeIsUnknown: Bool
    }

    /// Reads `bytes`.
    public static func read(_ bytes: [UInt8]) -> Result<VideoTracks, VideoTracks.Problem> {
        guard bytes.starts(with: [0x1A, 0x45, 0xDF, 0xA3]) else { return .failure(.otherKind) }
        let header: Element
        switch element(in: bytes, at: 0, within: bytes.count) {
        case .success(let found)?: header = found
        case .failure(let problem)?: return .failure(problem)
        case nil: return .failure(.cutShort(part: "EBML header"))
        }
        var video = VideoTracks(container: .webM)
        var position = header.payload.upperBound
        var segment: Element?
        while position < bytes.count, segment == nil {
            switch element(in: bytes, at: position, within: bytes.count) {
            case .success(let found)?:
                if found.id == ID.segment { segment = found } else { position = found.payload.upperBound }
            case .failure(let problem)?: return .failure(problem)
            case nil: return .failure(.cutShort(part: "EBML header"))
            }
        }
        guard let segment else { return .failure(.noTrackList) }
        var scale = 1_000_000.0, duration: Double?, sawTracks = false
        position = segment.payload.lowerBound
        while position < segment.payload.upperBound {
            guard let next = element(in: bytes, at: position, within: segment.payload.upperBound) else {
                return .failure(.cutShort(part: "Segment"))
            }
            let child: Element
            switch next {
            case .success(let found): child = found
            case .failure(let problem): return .failure(problem)
            }
            switch child.id {
            case ID.info:
                for field in children(of: child, in: bytes) {
                    if field.id == ID.timestampScale, let value = unsigned(bytes, field.payload), value > 0 { scale = Double(value) }
                    if field.id == ID.duration { duration = float(bytes, field.payload) }
                }
            case ID.tracks:
                sawTracks = true
                for entry in children(of: child, in: bytes) where entry.id == ID.trackEntry {
                    video.tracks.append(track(entry, in: bytes))
                }
            case ID.cluster:
                if !sawTracks { video.listsTracksFirst = false }
            default: break
            }
            // Past an element of unknown size (a live recording's cluster) lies nothing that can
            // be found by sizes alone.
            if child.sizeIsUnknown { break }
            position = child.payload.upperBound
        }
        guard sawTracks else { return .failure(.noTrackList) }
        if let duration, duration.isFinite, duration > 0 { video.seconds = duration * scale / 1_000_000_000 }
        return .success(video)
    }

    private static func track(_ entry: Element, in bytes: [UInt8]) -> VideoTracks.Track {
        var track = VideoTracks.Track(kind: .other, format: nil, seconds: nil, isEnabled: true)
        for field in children(of: entry, in: bytes) {
            switch field.id {
            case ID.trackType:
                // 1 video, 2 audio, 0x11 subtitles; buttons, logos, metadata and others are other.
                track.kind = switch unsigned(bytes, field.payload) { case 1: .picture; case 2: .sound; case 0x11: .text; default: .other }
            case ID.codecID:
                // A string, which may be padded with NUL bytes.
                track.format = bytes.printableASCII(field.payload.lowerBound..<(bytes[field.payload].firstIndex(of: 0) ?? field.payload.upperBound))
            case ID.flagEnabled: track.isEnabled = unsigned(bytes, field.payload) != 0
            default: break
            }
        }
        return track
    }

    /// The elements inside `parent` that read, up to the first that does not.
    private static func children(of parent: Element, in bytes: [UInt8]) -> [Element] {
        var found: [Element] = []
        var position = parent.payload.lowerBound
        while position < parent.payload.upperBound,
              case .success(let child)? = element(in: bytes, at: position, within: parent.payload.upperBound), !child.sizeIsUnknown {
            found.append(child)
            position = child.payload.upperBound
        }
        return found
    }

    /// The element at `start`, which must end by `end`: `nil` when its id or size does not fit
    /// before `end`, a failure when its bytes run past it.
    static func element(in bytes: [UInt8], at start: Int, within end: Int) -> Result<Element, VideoTracks.Problem>? {
        // An id is 1 to 4 bytes, its length told by its first byte's leading zeros, marker kept.
        guard start < end, bytes[start] != 0 else { return nil }
        let idLength = bytes[start].leadingZeroBitCount + 1
        guard idLength <= 4, end - start >= idLength else { return nil }
        let id = bytes[start..<start + idLength].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        // A size is 1 to 8 bytes, its marker bit dropped; all ones means unknown.
        let sizeAt = start + idLength
        guard sizeAt < end, bytes[sizeAt] != 0 else { return nil }
        let sizeLength = bytes[sizeAt].leadingZeroBitCount + 1
        guard end - sizeAt >= sizeLength else { return nil }
        let first = UInt64(bytes[sizeAt] & (0xFF >> sizeLength))
        let size = bytes[sizeAt + 1..<sizeAt + sizeLength].reduce(first) { $0 << 8 | UInt64($1) }
        let payloadStart = sizeAt + sizeLength
        if size == (UInt64(1) << (7 * sizeLength)) - 1 {
            return .success(Element(id: id, payload: payloadStart..<end, sizeIsUnknown: true))
        }
        guard size <= UInt64(end - payloadStart) else { return .failure(.cutShort(part: name(of: id))) }
        return .success(Element(id: id, payload: payloadStart..<payloadStart + Int(size), sizeIsUnknown: false))
    }

    private static func name(of id: UInt32) -> String {
        switch id {
        case ID.header: "EBML header"
        case ID.segment: "Segment"
        case ID.cluster: "Cluster"
        case ID.info: "Info"
        case ID.tracks: "Tracks"
        default: "element"
        }
    }

    /// An unsigned integer of up to eight bytes.
    private static func unsigned(_ bytes: [UInt8], _ range: Range<Int>) -> UInt64? {
        range.count <= 8 ? bytes.bigEndianNumber(range) : nil
    }

    /// A float of four or eight bytes; `nil` for other widths.
    private static func float(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
        guard let bits = unsigned(bytes, range) else { return nil }
        switch range.count {
        case 4: return Double(Float(bitPattern: UInt32(bits)))
        case 8: return Double(bitPattern: bits)
        default: return nil
        }
    }
}
