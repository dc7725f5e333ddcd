import Foundation

/// Write: puts a set of files in place as one folder, atomically.
///
/// The files go into a temporary folder beside the destination; only when every file is written
/// is it swapped with the old folder in one atomic `renameat2(RENAME_EXCHANGE)`, so a failed or
/// killed build leaves the previous output as it was, and readers never see a missing or half
/// folder. Where the file system cannot exchange, two renames are used and a build killed between
/// them is repaired by the next run, which restores the old folder. Leftovers are removed then too.
///
/// The folder a swap replaces is kept beside the destination as `.NAME.spare` and becomes the
/// next build's staging folder (``RecycledFolder``): its files are written over rather than made
/// anew and removed a build later. The output then takes twice its size on disk; removing the
/// spare (or the whole output folder) is always safe.
public struct OutputWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// A folder being filled beside its destination, until ``OutputWriter/commit(_:)`` swaps it in.
    public struct StagedFolder: Sendable {
        /// The folder that will be replaced.
        public let destination: String
        /// The staging folder, `.NAME.tmp-TOKEN` beside the destination; files go in here.
        public let path: String
        /// Where the old folder is moved while the staging one takes its place (without an atomic exchange).
        let retired: String
        /// Where the folder the swap replaces is kept for the next build.
        let spare: String
        /// The previous output the staging folder was, when it is one.
        let recycled: RecycledFolder?
    }

    /// Replaces the folder at `destination` with exactly `files` (relative path → bytes).
    public func replace(_ destination: String, with files: [String: [UInt8]]) throws {
        let staged = try stage(destination)
        let output = OutputFiles(staging: staged)
        for path in files.keys.sorted() { output.add(path, files[path]!) }
        do {
            try output.finish()
        } catch {
            remove(staged)
            throw error
        }
        try commit(staged)
    }

    /// Makes a staging folder beside `destination` (removing what killed builds left): the spare
    /// the last build kept, when there is one, else an empty folder. The caller holds the
    /// output's ``OutputLock``: leftovers of another build are removed too.
    public func stage(_ destination: String) throws -> StagedFolder {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: destination).standardizedFileURL
        let parent = url.deletingLastPathComponent()
        let name = url.lastPathComponent
        try manager.createDirectory(at: parent, withIntermediateDirectories: true)
        removeLeftovers(of: name, in: parent)
        let token = "\(getpid())-\(UUID().uuidString.prefix(8))"
        let staging = parent.appendingPathComponent(".\(name).tmp-\(token)").path
        let spare = parent.appendingPathComponent(".\(name).spare").path
        var recycled: RecycledFolder?
        // Only a real folder is taken (never a link to one), and only if it can be renamed.
        var info = stat()
        if lstat(spare, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, rename(spare, staging) == 0 {
            recycled = RecycledFolder(walking: staging)
        } else {
            if lstat(spare, &info) == 0 { FolderRemover.remove(spare) }
            try manager.createDirectory(atPath: staging, withIntermediateDirectories: true)
        }
        return StagedFolder(destination: url.path, path: staging, retired: parent.appendingPathComponent(".\(name).old-\(token)").path,
                            spare: spare, recycled: recycled)
    }

    /// Swaps a filled staging folder in for its destination, atomically where the system can.
    public func commit(_ staged: StagedFolder) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: staged.destination) {
            if AtomicExchange.exchange(staged.path, staged.destination) {
                keepAsSpare(staged.path, staged)
                return
            }
            try manager.moveItem(atPath: staged.destination, toPath: staged.retired)
        }
        do {
            try manager.moveItem(atPath: staged.path, toPath: staged.destination)
        } catch {
            if manager.fileExists(atPath: staged.retired) { try? manager.moveItem(atPath: staged.retired, toPath: staged.destination) }
            throw error
        }
        keepAsSpare(staged.retired, staged)
    }

    /// Keeps a staging folder whose build will not be written (an audit error, content changed
    /// meanwhile) as the next build's spare.
    public func discard(_ staged: StagedFolder) {
        keepAsSpare(staged.path, staged)
    }

    /// Removes a staging folder that could not be written: kept as the spare, whatever stopped
    /// the write there (a folder without write permission, say) would stop the next build too.
    public func remove(_ staged: StagedFolder) {
        FolderRemover.remove(staged.path)
    }

    /// Moves the folder at `path` (if any) to `staged`'s spare, or removes it when it cannot be moved there.
    private func keepAsSpare(_ path: String, _ staged: StagedFolder) {
        var info = stat()
        guard lstat(path, &info) == 0, rename(path, staged.spare) != 0 else { return }
        FolderRemover.remove(path)
    }

    /// Removes `.NAME.tmp-*` and `.NAME.old-*` folders left by builds that were killed, first
    /// restoring an `.old-` folder if the build was killed after moving it aside.
    private func removeLeftovers(of name: String, in parent: URL) {
        let manager = FileManager.default
        guard let entries = try? manager.contentsOfDirectory(atPath: parent.path) else { return }
        let destination = parent.appendingPathComponent(name)
        if !manager.fileExists(atPath: destination.path), let old = entries.filter({ $0.hasPrefix(".\(name).old-") }).sorted().last {
            try? manager.moveItem(at: parent.appendingPathComponent(old), to: destination)
        }
        for entry in entries where entry.hasPrefix(".\(name).tmp-") || entry.hasPrefix(".\(name).old-") {
            FolderRemover.remove(parent.appendingPathComponent(entry).path)
        }
    }
}

/// Linux's `renameat2(…, RENAME_EXCHANGE)`, looked up at run time (glibc declares it only for
/// `_GNU_SOURCE`, which Swift's Glibc module does not set).
enum AtomicExchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameat2: RenameAt2? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
        return nil
        #endif
    }()
    private static let atCurrentDirectory: Int32 = -100
    private static let exchangeFlag: UInt32 = 1 << 1

    /// Swaps two existing paths atomically; `false` if the system cannot.
    static func exchange(_ first: String, _ second: String) -> Bool {
        guard let renameat2 else { return false }
        return renameat2(atCurrentDirectory, first, atCurrentDirectory, second, exchangeFlag) == 0
    }
}
