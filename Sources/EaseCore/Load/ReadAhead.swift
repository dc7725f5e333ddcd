import Foundation
import Synchronization

/// Asks the kernel to start reading files before the loader's workers get to them, so that a
/// build whose content is not in the page cache (a fresh clone in CI, a first build after a
/// while) waits for the disk once, with every read in flight, instead of one file at a time on
/// each core.
///
/// A thread of its own walks the paths in the order the workers take them and gives each to
/// `posix_fadvise(POSIX_FADV_WILLNEED)`, which queues the file's pages for reading and returns.
/// It reads nothing itself and holds no memory of the files: the pages go to the kernel's cache,
/// where the workers' `read` finds them. The loader starts it only when a sample of the files is
/// not all cached (``findsUncachedPages(count:path:)``), and ``stop()`` ends it as soon as the workers are done.
final class ReadAhead: Sendable {
    /// Below this many files the walk costs more than it can save.
    static let minimumFiles = 64

    private let stopped = Atomic<Bool>(false)
    private let done = DispatchSemaphore(value: 0)

    /// Starts the walk over `count` files (to be read soon, in the order they will be read),
    /// `path` giving each one's path as the walk reaches it, on the walk's thread: the loader's
    /// caller made all 10,000 paths first, 2–3 ms of the one core that works before the parse
    /// begins, in every build whose content was not all cached. `nil` when there are too few
    /// files to be worth a thread.
    static func start(count: Int, path: @escaping @Sendable (Int) -> String) -> ReadAhead? {
        guard count >= minimumFiles else { return nil }
        let readAhead = ReadAhead()
        let thread = Thread { [readAhead] in
            readAhead.walk(count: count, path: path)
            readAhead.done.signal()
        }
        thread.start()
        return readAhead
    }

    private init() {}

    /// How many files ``findsUncachedPages(count:path:)`` looks at.
    static let probes = 32

    /// Whether some of `count` files (`path` gives each one's path) have pages the kernel must
    /// read from the disk: up to ``probes`` files spread over the list are looked at (``isCached(_:)``), about 5 µs each. When every one
    /// is cached the content most likely is (a build run again soon after the last), and a walk
    /// would only take time from the workers (about 2 µs a file on a busy core, 2% of `ease check`).
    /// Each file's path is made only if it is looked at (the loader's 10,000 paths were joined on
    /// one core before the parse began, for 32 probes).
    static func findsUncachedPages(count: Int, path: (Int) -> String) -> Bool {
        guard count > 0 else { return false }
        let step = max(1, count / probes)
        return stride(from: 0, to: count, by: step).contains { !isCached(path($0)) }
    }

    /// Whether every page of the file at `path` is in the page cache (`mincore` of a mapping of
    /// it, which reads nothing). True when it cannot be told: a file that is empty, not a regular
    /// file or cannot be opened or mapped is left to its worker to read or report.
    static func isCached(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return true }
        let size = Int(info.st_size)
        guard let mapping = mmap(nil, size, PROT_READ, MAP_SHARED, descriptor, 0), mapping != MAP_FAILED else { return true }
        defer { munmap(mapping, size) }
        let pageSize = max(1, sysconf(Int32(_SC_PAGESIZE)))
        var residency = [UInt8](repeating: 0, count: (size + pageSize - 1) / pageSize)
        guard mincore(mapping, size, &residency) == 0 else { return true }
        return residency.allSatisfy { $0 & 1 != 0 }
    }

    private func walk(count: Int, path: (Int) -> String) {
        for index in 0..<count {
            if stopped.load(ordering: .relaxed) { return }
            let descriptor = open(path(index), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { continue }
            // Only the advice: a file that cannot be opened or advised is read (and reported) by its worker.
            _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
            close(descriptor)
        }
    }

    /// Ends the walk (the files it had not reached are read by the workers as they are) and
    /// waits for its thread to finish.
    func stop() {
        stopped.store(true, ordering: .relaxed)
        done.wait()
        done.signal()
    }
}
