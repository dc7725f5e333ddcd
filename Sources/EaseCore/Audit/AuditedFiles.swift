/// The files an audit looks at: every path of the site, and any file's bytes, read when asked.
///
/// A site rendered in memory (a watch loop) is looked up; a folder on disk — `ease audit`, or the
/// staging folder of a one-off `ease build` — is read one file at a time by the worker that needs
/// it, so an audit holds only the pages in flight, never the whole site.
public struct AuditedFiles: Sendable {
    /// Every file below the site folder, relative, with `/` separators.
    public let paths: Set<String>
    private let storage: Storage
    /// The sizes of the files of a folder, where known.
    private let sizes: [String: Int]
    /// The descriptors the folder's writer kept open on its pages, each read once through its
    /// own and closed (``KeptDescriptors``).
    private let keptPages: KeptDescriptors?

    private enum Storage {
        case memory([String: [UInt8]])
        case folder(String, OpenFolder)
    }

    /// Files held in memory, by path.
    public init(_ files: [String: [UInt8]]) {
        paths = Set(files.keys)
        storage = .memory(files)
        sizes = [:]
        keptPages = nil
    }

    /// The files `paths` of the folder `root`, read when asked.
    public init(folder root: String, paths: some Sequence<String>) {
        self.init(folder: root, paths: Set(paths), sizes: [:])
    }

    /// The files of the folder `root` by path with their sizes (a build's staging folder, whose
    /// writer knows them), read when asked.
    public init(folder root: String, sizes: [String: Int]) {
        self.init(folder: root, paths: Set(sizes.keys), sizes: sizes)
    }

    /// ``init(folder:sizes:)`` with the descriptors the writer kept open on the pages: a page
    /// whose descriptor is there is read through it (from its start) and it is closed.
    init(folder root: String, sizes: [String: Int], keptPages: KeptDescriptors?) {
        self.init(folder: root, paths: Set(sizes.keys), sizes: sizes, keptPages: keptPages)
    }

    private init(folder root: String, paths: Set<String>, sizes: [String: Int], keptPages: KeptDescriptors? = nil) {
        self.paths = paths
        self.sizes = sizes
        self.keptPages = keptPages
        let root = root.hasSuffix("/") ? String(root.dropLast()) : root
        storage = .folder(root, OpenFolder(root))
    }

    /// Whether the file at `path` is a page the audit reads (`.html` or `.htm`), told from the
    /// path's bytes (``Swift/String/hasASCIISuffix(_:)``).
    static func isPage(_ path: String) -> Bool {
        path.hasASCIISuffix(".html") || path.hasASCIISuffix(".htm")
    }

    /// The size in bytes of the file at `path`, if known without reading it.
    func size(of path: String) -> Int? {
        switch storage {
        case .memory(let files): files[path]?.count
        case .folder: sizes[path]
        }
    }

    /// The files by path when they are held in memory (a watch loop's audit memo compares them
    /// with the last build's); `nil` for a folder.
    var inMemory: [String: [UInt8]]? {
        if case .memory(let files) = storage { return files }
        return nil
    }

    /// The bytes of the file at `path`; `nil` when the site has no such file (or it cannot be read).
    public func bytes(of path: String) -> [UInt8]? {
        if case .folder = storage, !paths.contains(path) { return nil }
        return bytes(ofListed: path)
    }

    /// ``bytes(of:)`` of a path taken from ``paths``, without looking it up there again: the
    /// audit reads every page and stylesheet of the list this way. A file whose size the writer
    /// noted is opened in the open folder and read without asking its size.
    func bytes(ofListed path: String) -> [UInt8]? {
        switch storage {
        case .memory(let files):
            return files[path]
        case .folder(let root, let folder):
            if let size = sizes[path] {
                // A page whose writer kept it open is read through that descriptor, once.
                if let read = keptPages?.read(path, size: size, shownAs: root + "/" + path) { return try? read.get() }
                if folder.descriptor >= 0 {
                    return try? LocalFileSystem().read(path, in: folder.descriptor, size: size, shownAs: root + "/" + path)
                }
            }
            return try? LocalFileSystem().read(root + "/" + path)
        }
    }
}
