extension MediaRole {
    /// The file name extensions (lower case) of the files that can serve in this role: what the
    /// app and the browsers play or show, and text for a transcript, which the site reads into
    /// the page.
    public var fileExtensions: Set<String> {
        switch self {
        case .image, .poster: Self.imageExtensions
        case .audio: Self.audioExtensions
        case .video: Self.videoExtensions
        case .transcript: Self.transcriptExtensions
        case .captions: Self.captionsExtensions
        }
    }

    // Made once: a set made at each call was most of a 1k check's media rule.
    private static let imageExtensions: Set<String> = ["jpg", "jpeg", "png", "gif", "webp", "avif", "svg"]
    private static let audioExtensions: Set<String> = ["mp3", "m4a", "aac", "wav", "ogg", "oga"]
    private static let videoExtensions: Set<String> = ["mp4", "m4v", "mov", "webm"]
    private static let transcriptExtensions: Set<String> = ["txt", "md"]
    private static let captionsExtensions: Set<String> = ["vtt"]

    /// Whether the file at `path` can serve in this role, by its extension.
    public func fits(_ path: String) -> Bool {
        guard let written = Self.splitExtension(path)?.extension else { return false }
        let lowered = written.utf8.allSatisfy({ !(0x41...0x5A).contains($0) }) ? String(written) : written.lowercased()
        return fileExtensions.contains(lowered)
    }

    /// A path's name without its extension, and the extension (after the last `.` of the file
    /// name); `nil` when the name has none.
    static func splitExtension(_ path: String) -> (base: Substring, extension: Substring)? {
        // By bytes: a "." and a "/" always stand for themselves in UTF-8.
        let bytes = path.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), !bytes[dot...].contains(UInt8(ascii: "/")) else { return nil }
        return (Substring(bytes[..<dot]), Substring(bytes[bytes.index(after: dot)...]))
    }

    /// The kinds of file this role takes, for a message: "an image (.jpg, .png, …)".
    var fileKind: String {
        let shown = fileExtensions.sorted().map { "." + $0 }.joined(separator: ", ")
        switch self {
        case .image, .poster: return "an image (\(shown))"
        case .audio: return "a recording (\(shown))"
        case .video: return "a video (\(shown))"
        case .transcript: return "a text file (\(shown))"
        case .captions: return "a captions file (\(shown))"
        }
    }
}
