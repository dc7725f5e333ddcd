extension MediaRole {
    /// The file name extensions (lower case) of the files that can serve in this role: what the
    /// app and the browsers play or show, and text for a transcript, which the site reads into
    /// the page.
    public var fileExtensions: Set<String> {
        switch self {
        case .image, .poster: ["jpg", "jpeg", "png", "gif", "webp", "avif", "svg"]
        case .audio: ["mp3", "m4a", "aac", "wav", "ogg", "oga"]
        case .video: ["mp4", "m4v", "mov", "webm"]
        case .transcript: ["txt", "md"]
        case .captions: ["vtt"]
        }
    }

    /// Whether the file at `path` can serve in this role, by its extension.
    public func fits(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return fileExtensions.contains(path[path.index(after: dot)...].lowercased())
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
