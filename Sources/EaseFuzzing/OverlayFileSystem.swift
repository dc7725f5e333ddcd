public import EaseCore

/// The real file system with some files replaced or added in memory, so a harness can check a
/// whole content folder with one file taken from the fuzzer's input, without writing to disk.
public struct OverlayFileSystem: ContentFileSystem {
    let base = LocalFileSystem()
    /// Full path → bytes.
    let files: [String: [UInt8]]

    /// Creates the overlay; `files` maps full paths to their contents.
    public init(files: [String: [UInt8]]) {
        self.files = files
    }

    public func kind(at path: String) -> ContentFileKind {
        files[path] != nil ? .file : base.kind(at: path)
    }

    public func contents(ofDirectory path: String) throws -> [String] {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let added = files.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }
            .map { String($0.dropFirst(prefix.count)) }
        return Array(Set(try base.contents(ofDirectory: path) + added)).sorted()
    }

    public func read(_ path: String) throws -> [UInt8] {
        try files[path] ?? base.read(path)
    }

    public func resolvedPath(_ path: String) -> String? {
        files[path] != nil ? path : base.resolvedPath(path)
    }
}
