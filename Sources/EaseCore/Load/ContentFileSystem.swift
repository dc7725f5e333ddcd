/// What kind of thing a path names, without following a final symbolic link.
public enum ContentFileKind: Sendable, Equatable {
    /// A regular file.
    case file
    /// A directory.
    case directory
    /// A symbolic link.
    case symbolicLink
    /// A device, socket or FIFO.
    case special
    /// Nothing.
    case missing
}

/// The file operations the pipeline needs, so tests can substitute failures a real disk
/// cannot produce on demand (a file that cannot be read while running as root).
public protocol ContentFileSystem: Sendable {
    /// The kind of the item at `path`, not following a final symlink.
    func kind(at path: String) -> ContentFileKind
    /// The names in a directory, sorted.
    func contents(ofDirectory path: String) throws -> [String]
    /// The names in a directory, sorted, each with its kind (not following a final symlink).
    func entries(ofDirectory path: String) throws -> [DirectoryEntry]
    /// The bytes of a file.
    func read(_ path: String) throws -> [UInt8]
    /// The path with every symbolic link resolved, or `nil` if it cannot be resolved.
    func resolvedPath(_ path: String) -> String?
    /// The size in bytes of the file at `path` (following symbolic links), if known without reading it.
    func size(of path: String) -> Int?
    /// The text of a file's bytes, with the decoding diagnostics.
    func decode(_ bytes: [UInt8], path: String) -> SourceDecoder.Result
    /// The bytes of a file, or only its size when that is over `limit` (the file is then not read).
    func read(_ path: String, limit: Int) throws -> LimitedRead
}

/// One name in a directory and the kind of what it names (``ContentFileSystem/entries(ofDirectory:)``).
public struct DirectoryEntry: Sendable, Equatable {
    /// The name.
    public var name: String
    /// What it names, not following a final symbolic link.
    public var kind: ContentFileKind

    /// Creates an entry.
    public init(name: String, kind: ContentFileKind) {
        self.name = name
        self.kind = kind
    }

    /// Whether the loader passes the entry over as hidden: its name starts with the character
    /// `.`. Told from the first byte first (nearly every name fails there, without its first
    /// character being made); a dot that a combining mark joins is not that character.
    var isHidden: Bool {
        name.utf8.first == UInt8(ascii: ".") && name.hasPrefix(".")
    }

    /// The path of `name` in the directory at `directory` (with or without a trailing `/`).
    static func path(of name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}

/// What ``ContentFileSystem/read(_:limit:)`` found.
public enum LimitedRead: Sendable, Equatable {
    /// The file's bytes.
    case bytes([UInt8])
    /// The file's size, which is over the limit.
    case tooLarge(size: Int)
}

extension ContentFileSystem {
    /// Unknown by default: the loader then checks the size after reading.
    public func size(of path: String) -> Int? { nil }

    /// By default the names, then the kind of each.
    public func entries(ofDirectory path: String) throws -> [DirectoryEntry] {
        try contents(ofDirectory: path).map { DirectoryEntry(name: $0, kind: kind(at: DirectoryEntry.path(of: $0, in: path))) }
    }

    /// By default the size first (when ``size(of:)`` knows it), then the bytes.
    public func read(_ path: String, limit: Int) throws -> LimitedRead {
        if let size = size(of: path), size > limit { return .tooLarge(size: size) }
        return .bytes(try read(path))
    }

    /// The text of a file's bytes, with the decoding diagnostics (a file system that keeps
    /// files between builds keeps this too).
    public func decode(_ bytes: [UInt8], path: String) -> SourceDecoder.Result {
        SourceDecoder.decode(bytes, path: path)
    }
}

/// A file could not be read.
public struct ContentReadError: Error, Sendable {
    /// The path that failed.
    public var path: String
    /// What the system said.
    public var reason: String

    /// Creates the error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
