/// The source files read in one run, by display path, so renderers can show source lines.
public struct SourceFileStore: Sendable {
    private var files: [String: SourceFile] = [:]

    /// Creates an empty store.
    public init() {}

    /// Makes room for `count` files, so adding them does not grow the store step by step.
    public mutating func reserveCapacity(_ count: Int) {
        files.reserveCapacity(count)
    }

    /// Adds or replaces a file.
    public mutating func add(_ file: SourceFile) {
        files[file.path] = file
    }

    /// The file at a display path, if it was read.
    public subscript(path: String) -> SourceFile? { files[path] }

    /// The number of files in the store.
    public var count: Int { files.count }

    /// The display paths of the files in the store.
    public var paths: Set<String> { Set(files.keys) }
}
