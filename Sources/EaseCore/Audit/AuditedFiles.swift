/// The files an audit looks at: every path of the site, and any file's bytes, read when asked.
///
/// A site rendered in memory (a watch loop) is looked up; a folder on disk — `ease audit`, or the
/// staging folder of a one-off `ease build` — is read one file at a time by the worker that needs
/// it, so an audit holds only the pages in flight, never the whole site.
public struct AuditedFiles: Sendable {
    /// Every file below the site folder, relative, with `/` separators: the keys of the files in
    /// memory or of the sizes the folder's writer noted, or else a set of their own.
    private let listed: Listed
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

    /// Where the paths are. A build's staging folder is listed by the sizes its writer noted: a
    /// set made of them (20,000 paths at 10,000 readings) was 2 ms of one core between the site
    /// and the audit, the other waiting.
    private enum Listed {
        /// The keys of the files in memory (the same dictionary as the storage's).
        case memory([String: [UInt8]])
        /// The keys of ``sizes``.
        case sizes
        case set(Set<String>)
    }

    /// Files held in memory, by path.
    public init(_ files: [String: [UInt8]]) {
        listed = .memory(files)
        storage = .memory(files)
        sizes = [:]
        keptPages = nil
    }

    /// The files `paths` of the folder `root`, read when asked.
    public init(folder root: String, paths: some Sequence<String>) {
        self.init(folder: root, listed: .set(Set(paths)), sizes: [:])
    }

    /// The files of the folder `root` by path with their sizes (a build's staging folder, whose
    /// writer knows them), read when asked.
    public init(folder root: String, sizes: [String: Int]) {
        self.init(folder: root, listed: .sizes, sizes: sizes)
    }

    /// ``init(folder:sizes:)`` with the descriptors the writer kept open on the pages: a page
    /// whose descriptor is there is read through it (from its start) and it is closed.
    init(folder root: String, sizes: [String: Int], keptPages: KeptDescriptors?) {
        self.init(folder: root, listed: .sizes, sizes: sizes, keptPages: keptPages)
    }

    private init(folder root: String, listed: Listed, sizes: [String: Int], keptPages: KeptDescriptors? = nil) {
        self.listed = listed
        self.sizes = sizes
        self.keptPages = keptPages
        let root = root.hasSuffix("/") ? String(root.dropLast()) : root
        storage = .folder(root, OpenFolder(root))
    }

    /// Whether the site has a file at `path`.
    public func contains(_ path: String) -> Bool {
        switch listed {
        case .memory(let files): files[path] != nil
        case .sizes: sizes[path] != nil
        case .set(let paths): paths.contains(path)
        }
    }

    /// Calls `body` with every file's path once, in no particular order.
    public func forEachPath(_ body: (String) throws -> Void) rethrows {
        switch listed {
        case .memory(let files): for path in files.keys { try body(path) }
        case .sizes: for path in sizes.keys { try body(path) }
        case .set(let paths): for path in paths { try body(path) }
        }
    }

    /// Every file's path, as a set made for the call unless the files were listed by one
    /// (``forEachPath(_:)`` and ``contains(_:)`` make none).
    public var paths: Set<String> {
        switch listed {
        case .memory(let files): Set(files.keys)
        case .sizes: Set(sizes.keys)
        case .set(let paths): paths
        }
    }

    /// The number of files.
    public var count: Int {
        switch listed {
        case .memory(let files): files.count
        case .sizes: sizes.count
        case .set(let paths): paths.count
        }
    }

    /// The paths in a ``BytePathTable``, made from the keys they are held by (no set made of them).
    func pathTable() -> BytePathTable {
        switch listed {
        case .memory(let files): BytePathTable(files.keys)
        case .sizes: BytePathTable(sizes.keys)
        case .set(let paths): BytePathTable(paths)
        }
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
        if case .folder = storage, !contains(path) { return nil }
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
