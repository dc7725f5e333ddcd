#if canImport(Glibc)
import Glibc
#endif

/// Watches folders, recursively, for files that are written, created, deleted or renamed, and
/// hands them over in batches: a burst of saves (an editor's temporary file, rename and chmod)
/// becomes one batch once the folders have been quiet for a moment.
///
/// Linux's inotify through Glibc. Folders created inside a watched folder are watched from then
/// on, and the files already in them are reported, so a folder moved in is seen whole.
public final class FileWatcher: @unchecked Sendable {
    // One thread calls `nextBatch`; `stop` may come from any thread (it only closes a pipe end).
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private let wake: (read: Int32, write: Int32)

    /// What to watch: the union of file changes that can affect a build.
    private static let mask = UInt32(IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
        | IN_DELETE_SELF | IN_MOVE_SELF)
    /// The events after which a new folder is to be watched.
    private static let folderArrived = UInt32(IN_CREATE | IN_MOVED_TO)

    /// Starts watching `roots` (folders) and everything below them. Roots that do not exist are skipped.
    public init(roots: [String]) throws {
        descriptor = inotify_init1(Int32(O_CLOEXEC))
        guard descriptor >= 0 else { throw FileWatcherError(reason: "inotify_init1 failed (errno \(errno))") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            throw FileWatcherError(reason: "pipe failed (errno \(errno))")
        }
        wake = (ends[0], ends[1])
        for root in roots { _ = watchTree(root.hasSuffix("/") && root.count > 1 ? String(root.dropLast()) : root) }
    }

    deinit {
        close(descriptor)
        close(wake.read)
        close(wake.write)
    }

    /// Every folder being watched.
    public var watchedFolders: [String] { folders.values.sorted() }

    /// Makes a waiting `nextBatch` return `nil`; later calls return `nil` at once.
    public func stop() {
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// Waits for changes and returns the changed paths once no event has arrived for `quiet`
    /// milliseconds (or `limit` milliseconds after the first, whichever comes first); `nil` after `stop`.
    public func nextBatch(quiet: Int = 15, limit: Int = 250) -> Set<String>? {
        var changed = Set<String>()
        guard waitForEvents(timeout: -1) else { return nil }
        let start = Self.milliseconds()
        repeat {
            readEvents(into: &changed)
            let left = limit - (Self.milliseconds() - start)
            if left <= 0 { break }
            if !waitForEvents(timeout: Int32(min(quiet, left))) { break }
        } while true
        return changed
    }

    /// Polls the inotify descriptor and the stop pipe; `false` on timeout or stop.
    private func waitForEvents(timeout: Int32) -> Bool {
        var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        while true {
            let ready = poll(&fds, 2, timeout)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0, fds[1].revents == 0 else { return false }
            return fds[0].revents & Int16(POLLIN) != 0
        }
    }

    /// Reads what is waiting and adds the paths it names; new folders are watched and their files reported.
    private func readEvents(into changed: inout Set<String>) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        var offset = 0
        while offset + 16 <= count {
            let (watch, mask, length) = buffer.withUnsafeBytes { raw in
                (raw.load(fromByteOffset: offset, as: Int32.self), raw.load(fromByteOffset: offset + 4, as: UInt32.self),
                 Int(raw.load(fromByteOffset: offset + 12, as: UInt32.self)))
            }
            let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
            offset += 16 + length
            if mask & UInt32(IN_Q_OVERFLOW) != 0, let any = folders.values.min() {
                changed.insert(any)  // events were lost: report a folder, which the caller treats as "everything below"
                continue
            }
            guard let folder = folders[watch] else { continue }
            guard !nameBytes.isEmpty else {
                changed.insert(folder)
                continue
            }
            let path = folder + "/" + String(decoding: nameBytes, as: UTF8.self)
            changed.insert(path)
            if mask & UInt32(IN_ISDIR) != 0 && mask & Self.folderArrived != 0 {
                changed.formUnion(watchTree(path))
            }
        }
    }

    /// Watches `folder` and its subfolders; returns the files found in them.
    @discardableResult
    private func watchTree(_ folder: String) -> [String] {
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        guard watch >= 0 else { return [] }
        folders[watch] = folder
        var files: [String] = []
        guard let directory = opendir(folder) else { return files }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            // Read in place up to its NUL, not copied whole: the record may end before the field does.
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR { files += watchTree(path) } else { files.append(path) }
        }
        return files
    }

    private static func milliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}

/// The watcher could not start.
public struct FileWatcherError: Error, CustomStringConvertible, Sendable {
    /// What the system said.
    public var reason: String
    /// The reason.
    public var description: String { reason }
}
