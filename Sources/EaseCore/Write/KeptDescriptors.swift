import EaseLocks
import Foundation
import Synchronization

/// Files an output keeps open after writing them, for the reader that comes right after: a
/// one-off build's audit reads every page back, and reading it through the descriptor its writer
/// opened saves the second `openat` (the kernel's walk of `learn/<id>/index.html` again) and a
/// `close`, about 2% of a 10k build's samples.
///
/// At most ``room`` descriptors are kept at once, so that a large site cannot take every
/// descriptor the process may have: a file written when the room is full is closed as before, and
/// its reader opens it by its path. Whatever is not taken is closed by ``closeAll()`` or when the
/// last reference goes.
final class KeptDescriptors: @unchecked Sendable {
    /// The descriptors by path, spread over shards of their own locks by the path's hash: the
    /// render's workers keep and the audit's take one a page on both cores, and behind one lock
    /// the two met often enough to sleep on it (about 80 `futex` waits a 10k build).
    private let shards: [Shard]
    /// How many more descriptors may be kept: 0 until ``makeRoom(for:reserve:)``.
    private let room = Atomic<Int>(0)

    private typealias Shard = Locked<[String: Int32]>

    /// Keeps none until ``makeRoom(for:reserve:)``.
    init() {
        shards = (0..<64).map { _ in Shard([:]) }
    }

    private func shard(of path: String) -> Shard {
        shards[Int(UInt(bitPattern: path.hashValue) % UInt(shards.count))]
    }

    /// Makes room for `count` descriptors, as many as the process's limit of open files leaves
    /// less `reserve` for everything else (the content, the spill, the bundle's writes, the
    /// runtime's own), and grows the process's table of descriptors to hold them now. Call it
    /// once, before any is kept.
    ///
    /// Call it while the process has one thread (a build, after listing its content and before
    /// the parse's workers start): the kernel grows the table by doubling it when a descriptor
    /// beyond it is opened, and in a process with more than one thread each growth waits for an
    /// RCU grace period while every thread that opens a file waits too (6–27 ms each in a 10k
    /// build, `strace -T`, 55 ms of wall time in all). The soft limit is raised to the hard one
    /// first where it is lower: nothing in the process uses `select`, the one interface a
    /// descriptor number above 1,024 breaks.
    func makeRoom(for count: Int, reserve: Int = 1_024) {
        var limit = rlimit()
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        guard count > 0, getrlimit(resource, &limit) == 0 else { return }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        // RLIM_INFINITY reads as the largest value.
        let soft = limit.rlim_cur > 1 << 30 ? 1 << 30 : Int(limit.rlim_cur)
        let room = min(count, soft - reserve)
        guard room > 0 else { return }
        // Each shard sized for its share and a quarter more: no table grows behind its lock.
        for shard in shards { shard.withLock { $0.reserveCapacity(room / shards.count * 5 / 4 + 8) } }
        self.room.store(room, ordering: .relaxed)
        // A descriptor numbered past the room and the process's own few makes the table hold
        // them all; it is closed at once, and the table keeps its size.
        let probe = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard probe >= 0 else { return }
        let past = fcntl(probe, F_DUPFD_CLOEXEC, Int32(min(soft - 1, room + 256)))
        if past >= 0 { close(past) }
        close(probe)
    }

    /// Keeps `descriptor`, open on the file at `path`; `false` when there is no room, and then
    /// the caller closes it.
    func keep(_ descriptor: Int32, for path: String) -> Bool {
        guard room.subtract(1, ordering: .relaxed).newValue >= 0 else {
            room.add(1, ordering: .relaxed)
            return false
        }
        let shard = shard(of: path)
        // The same path written again: the earlier file is gone from it.
        if let earlier = shard.withLock({ $0.updateValue(descriptor, forKey: path) }) {
            close(earlier)
            room.add(1, ordering: .relaxed)
        }
        return true
    }

    /// The descriptor kept for `path`, handed over: the caller closes it. `nil` when none is kept.
    func take(_ path: String) -> Int32? {
        let shard = shard(of: path)
        guard let descriptor = shard.withLock({ $0.removeValue(forKey: path) }) else { return nil }
        room.add(1, ordering: .relaxed)
        return descriptor
    }

    /// The bytes of the page at `path` of `size` bytes, read through its kept descriptor, which
    /// is then closed (``LocalFileSystem/read(descriptor:size:shownAs:)``); `nil` when none is
    /// kept for it.
    func read(_ path: String, size: Int, shownAs shown: @autoclosure () -> String) -> Result<[UInt8], any Error>? {
        guard let descriptor = take(path) else { return nil }
        defer { close(descriptor) }
        return Result { try LocalFileSystem.read(descriptor: descriptor, size: size, shownAs: shown()) }
    }

    /// How many descriptors are kept now.
    var count: Int { shards.reduce(0) { count, shard in count + shard.withLock { $0.count } } }

    /// Closes every descriptor still kept.
    func closeAll() {
        for shard in shards {
            let left = shard.withLock { descriptors in
                defer { descriptors = [:] }
                return descriptors
            }
            for descriptor in left.values { close(descriptor) }
            room.add(left.count, ordering: .relaxed)
        }
    }

    deinit {
        closeAll()
    }
}
