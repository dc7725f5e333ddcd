import EaseLocks
import Foundation

/// The files of one output folder (the bundle or the site) as the build makes them.
///
/// A one-off `ease build` writes each file into a staging folder the moment it is made, so the
/// build never holds its whole output: a page's bytes are freed once written, and memory stays
/// bounded by the pages in flight (``OutputWriter/commit(_:)`` swaps the folder in after the
/// audit). A watch loop or `--verify` keeps them in memory instead, to compare with the last build
/// or with the folder on disk.
///
/// Parallel workers add files at once. A failed write is kept and reported by ``finish()``;
/// files added after it are dropped, so the stages need no error path of their own.
public final class OutputFiles: @unchecked Sendable {
    /// The staging folder files are written to; `nil` when they are kept in memory.
    public let folder: String?
    /// The folder, opened once: files and folders are made relative to it (a descriptor of -1
    /// when it could not be opened: full paths are used).
    private let openFolder: OpenFolder
    /// The previous output the folder was before this build, when it is one (``RecycledFolder``):
    /// its files are written over, and what this build does not write is removed by ``finish()``.
    private let recycled: RecycledFolder?
    /// What the workers add, behind one lock (an adaptive one: ``Locked``).
    private let state = Locked(State())

    private struct State {
        var kept: [String: [UInt8]] = [:]
        /// The files written, with their sizes in bytes.
        var written: [String: Int] = [:]
        var madeFolders: Set<String> = []
        var failure: OutputWriteError?
        /// Whether ``finish()`` has removed what the recycled folder held and this build did not write.
        var pruned = false
    }

    /// Where the descriptors of the pages written are kept for the audit that reads them back
    /// (`nil`: every file is closed once written).
    let keptPages: KeptDescriptors?

    /// Files kept in memory.
    public init() {
        folder = nil
        openFolder = .none
        recycled = nil
        keptPages = nil
    }

    /// Files written at once below `folder`, which must exist.
    public convenience init(writingInto folder: String) {
        self.init(writingInto: folder, recycling: nil)
    }

    /// Files written at once into a staging folder, over the files of the previous output it may be.
    public convenience init(staging staged: OutputWriter.StagedFolder) {
        self.init(writingInto: staged.path, recycling: staged.recycled)
    }

    /// ``init(staging:)``, each page's descriptor kept open in `keptPages` once it is written, for
    /// the audit that reads the pages back (``AuditedFiles/init(folder:sizes:keptPages:)``).
    convenience init(staging staged: OutputWriter.StagedFolder, keepingPagesIn keptPages: KeptDescriptors) {
        self.init(writingInto: staged.path, recycling: staged.recycled, keptPages: keptPages)
    }

    private init(writingInto folder: String, recycling recycled: RecycledFolder?, keptPages: KeptDescriptors? = nil) {
        self.folder = folder
        self.recycled = recycled
        self.keptPages = keptPages
        openFolder = OpenFolder(folder)
    }

    /// Adds the file at `path` (relative, `/`-separated); a later add of the same path replaces it.
    public func add(_ path: String, _ bytes: [UInt8]) {
        guard let folder else {
            state.withLock { $0.kept[path] = bytes }
            return
        }
        // One turn of the lock a file, which the site's workers and the bundle's take in turn:
        // whether an earlier write failed, whether the file's folder is new, and the file's size,
        // noted before it is written (a failed write fails the whole output, and then no size is
        // read). Three turns before, each moving the lock between the cores.
        let parent = path.prefix(beforeLastByte: UInt8(ascii: "/"))
        let (failed, folderIsNew) = state.withLock { state -> (Bool, Bool) in
            guard state.failure == nil else { return (true, false) }
            state.written[path] = bytes.count
            return (false, parent.map { state.madeFolders.insert($0).inserted } ?? false)
        }
        guard !failed else { return }
        do {
            // The folder counts as made from that moment, before it exists, so another worker's
            // write into it may find it missing: that write makes it and writes again (below).
            // A folder of the previous output is there already.
            if let parent, folderIsNew, recycled?.entries[parent] != true { try makeFolder(parent, in: folder) }
            // What the previous output had at this path, looked up once: a folder is cleared
            // away, a file written over.
            let previous = recycled?.entries[path]
            if previous == true { FolderRemover.remove(folder + "/" + path) }
            do {
                try write(bytes, to: path, in: folder, overAFile: previous == false)
            } catch where error.code == ENOENT {
                // A folder this output counts as made that is not there yet (another worker is
                // making it) or any more: made now, then the file written again.
                try makeMissingFolders(above: path, in: folder)
                try write(bytes, to: path, in: folder, overAFile: previous == false)
            }
        } catch {
            state.withLock { if $0.failure == nil { $0.failure = error } }
        }
    }

    /// Writes the file at `path` below `folder`, through the open folder when there is one. A
    /// file of the previous output (`overAFile`, in a recycled folder) is written over where it
    /// can be, keeping its inode and its pages, and made anew where it cannot.
    private func write(_ bytes: [UInt8], to path: String, in folder: String, overAFile: Bool) throws(OutputWriteError) {
        let (base, relative) = openFolder.descriptor >= 0 ? (openFolder.descriptor, path) : (AT_FDCWD, folder + "/" + path)
        let shown = { folder + "/" + path }
        // A page's descriptor is kept for the audit, where the build keeps them.
        let kept = keptPages.flatMap { AuditedFiles.isPage(path) ? (descriptors: $0, path: path) : nil }
        if overAFile {
            if try Self.writeOver(bytes, at: relative, in: base, keptIn: kept, shownAs: shown) { return }
            unlinkat(base, relative, 0)
        }
        try Self.write(bytes, to: relative, in: base, keptIn: kept, shownAs: shown)
    }

    /// Adds every file of `files`.
    public func add(contentsOf files: [String: [UInt8]]) {
        for (path, bytes) in files { add(path, bytes) }
    }

    /// Throws the first write that failed, if any. In a recycled folder, the files and folders
    /// of the previous output that were not written again are removed (once every file is added).
    public func finish() throws {
        let (failed, written, folders, prunes) = state.withLock { state in
            defer { state.pruned = true }
            return (state.failure, state.written, state.madeFolders, !state.pruned)
        }
        if let failed { throw failed }
        if let recycled, let folder, prunes { recycled.removeEntries(notIn: written, folders: folders, below: folder) }
    }

    /// The files kept in memory by path (empty when they were written to a folder).
    public var files: [String: [UInt8]] { state.withLock { $0.kept } }

    /// Every file's path, in no particular order.
    public var paths: [String] { state.withLock { folder == nil ? Array($0.kept.keys) : Array($0.written.keys) } }

    /// Every file's size in bytes, by path.
    public var sizes: [String: Int] { state.withLock { folder == nil ? $0.kept.mapValues(\.count) : $0.written } }

    /// How many files there are.
    public var count: Int { state.withLock { folder == nil ? $0.kept.count : $0.written.count } }

    /// Makes every missing folder of `path` below `root`.
    private func makeMissingFolders(above path: String, in root: String) throws(OutputWriteError) {
        guard let parent = path.prefix(beforeLastByte: UInt8(ascii: "/")) else { return }
        try makeFolder(parent, in: root)
    }

    /// Makes the folder `relative` below `root`, and its parents only when it cannot be made
    /// without them; a folder that exists already is fine.
    private func makeFolder(_ relative: String, in root: String) throws(OutputWriteError) {
        let descriptor = openFolder.descriptor
        // The previous output had a file where this folder goes.
        if recycled?.entries[relative] == false {
            if descriptor >= 0 { unlinkat(descriptor, relative, 0) } else { unlink(root + "/" + relative) }
        }
        func make() -> Int32 {
            let made = descriptor >= 0 ? mkdirat(descriptor, relative, 0o755) : mkdir(root + "/" + relative, 0o755)
            return made == 0 ? 0 : errno
        }
        var failed = make()
        if failed == ENOENT, let parent = relative.prefix(beforeLastByte: UInt8(ascii: "/")) {
            try makeFolder(parent, in: root)
            failed = make()
        }
        if failed != 0 && failed != EEXIST { throw OutputWriteError(path: root + "/" + relative, errno: failed) }
    }
}

/// A file or folder of the output that could not be written.
public struct OutputWriteError: Error, Sendable, CustomStringConvertible {
    /// The path that failed.
    public var path: String
    /// What the system said.
    public var reason: String

    /// Creates the error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The `errno` the system gave, when the error came from a call that sets it (0 otherwise).
    public private(set) var code: Int32 = 0

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
        self.code = code
    }

    public var description: String { "\(path): \(reason)" }
}
