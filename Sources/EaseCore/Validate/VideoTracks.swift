/// A video file read as far as its tracks: what each carries (picture, sound, captions), how it
/// is coded and how long it plays, and whether the track list comes before the media data. Read
/// from an MP4 or QuickTime file by ``MP4File``, from a WebM file by ``WebMFile``; the media data
/// itself is skipped.
public struct VideoTracks: Sendable {
    /// What a track carries.
    public enum Kind: Sendable, Equatable {
        case picture, sound
        /// Captions or subtitles carried in the file itself.
        case text
        /// Anything else (time codes, chapters, metadata).
        case other
    }

    /// One track.
    public struct Track: Sendable, Equatable {
        /// What it carries.
        public var kind: Kind
        /// Its coding as the file names it (`avc1`, `vp09`, `mp4a` in an MP4; `V_VP9`,
        /// `A_OPUS` in a WebM file), `nil` when the file names none.
        public var format: String?
        /// How long it plays, `nil` when the file does not say.
        public var seconds: Double?
        /// Whether players play it (a disabled track is only there to be chosen).
        public var isEnabled: Bool
    }

    /// The kinds of file read.
    public enum Container: Sendable, Equatable {
        /// The ISO base media file format: MP4, M4V and QuickTime's MOV.
        case isoMedia
        /// WebM (Matroska).
        case webM
    }

    /// Why bytes do not read as a video of their kind.
    public enum Problem: Error, Sendable, Equatable {
        /// The file does not start as its kind does: another kind of file.
        case otherKind
        /// The part named runs past the end of the file (or of the part it is in): a file cut short.
        case cutShort(part: String)
        /// The file lists no tracks.
        case noTrackList
    }

    /// The kind of file.
    public var container: Container
    /// The tracks in the file's order.
    public internal(set) var tracks: [Track] = []
    /// How long the video plays, `nil` when the file does not say.
    public internal(set) var seconds: Double?
    /// Whether the track list comes before the media data, so that a player can start before
    /// the whole file has arrived ("fast start").
    public internal(set) var listsTracksFirst = true

    /// Whether a track of sound plays.
    public var playsSound: Bool { tracks.contains { $0.kind == .sound && $0.isEnabled } }

    /// The file kinds read, by extension.
    static let readers: [String: @Sendable ([UInt8]) -> Result<VideoTracks, Problem>] = [
        "mp4": MP4File.read, "m4v": MP4File.read, "mov": MP4File.read, "webm": WebMFile.read,
    ]

    /// The kind (its extension, in lower case) of the file at `path` when it is one of the kinds
    /// read, else `nil`.
    static func readKind(of path: String) -> String? {
        guard let kind = MediaRole.splitExtension(path)?.extension.lowercased(), readers[kind] != nil else { return nil }
        return kind
    }

    /// `bytes`, a file whose extension (lower case) is `kind`, read; `nil` for a kind not read.
    public static func read(_ bytes: [UInt8], kind: String) -> Result<VideoTracks, Problem>? {
        readers[kind].map { $0(bytes) }
    }
}
