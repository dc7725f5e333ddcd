#if canImport(Glibc)
import Glibc
#endif

/// A value that threads reach one at a time, under a POSIX mutex (`pthread_mutex_t`).
///
/// Ease's shared tables (the audit's style memo and contrast verdicts, the render-tree spill,
/// libxml2's nesting answers) are guarded by this lock rather than the standard library's
/// `Mutex`: on Linux `Mutex` waits on a futex in code that
/// ThreadSanitizer does not instrument, so a TSan run cannot see that the accesses it guards are
/// ordered and reports every one of them as a race. TSan intercepts `pthread_mutex_lock` and
/// `pthread_mutex_unlock`, so with this lock a TSan run reports real races only
/// (docs/SECURITY.md, "Sanitizers").
///
/// A `Locked` is a handle: its copies share one value and one mutex, made in a single
/// allocation. Imports no Foundation, so that `EaseHTML` can use it.
public struct Locked<Value>: @unchecked Sendable {
    @usableFromInline let storage: Storage

    /// A lock guarding `value`.
    public init(_ value: Value) {
        storage = Storage.make(value)
    }

    /// Runs `body` on the value while holding the lock, and returns what it returns.
    @inlinable @inline(__always)
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withLock(body)
    }

    /// The value (its header) and the mutex (its one element) in one allocation.
    @usableFromInline
    final class Storage: ManagedBuffer<Value, pthread_mutex_t> {
        static func make(_ value: Value) -> Storage {
            let buffer = unsafeDowncast(create(minimumCapacity: 1) { _ in value }, to: Storage.self)
            buffer.withUnsafeMutablePointerToElements { mutex in
                mutex.initialize(to: pthread_mutex_t())
                var attributes = pthread_mutexattr_t()
                pthread_mutexattr_init(&attributes)
                #if canImport(Glibc)
                // An adaptive mutex spins a little before it sleeps: the sections it guards are
                // short, and with glibc's plain mutex a thread that found it taken slept in
                // `futex` at once, its core idle until a wake-up that costs more than the wait
                // (52–92 such sleeps in three 10k builds, 19–47 with this, on the spill's buffer
                // and the site's files; `perf record -e sched:sched_switch`).
                pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
                #endif
                pthread_mutex_init(mutex, &attributes)
                pthread_mutexattr_destroy(&attributes)
            }
            return buffer
        }

        @inlinable @inline(__always)
        func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
            try withUnsafeMutablePointers { value, mutex in
                pthread_mutex_lock(mutex)
                defer { pthread_mutex_unlock(mutex) }
                return try body(&value.pointee)
            }
        }

        deinit {
            withUnsafeMutablePointerToElements { mutex in
                pthread_mutex_destroy(mutex)
                mutex.deinitialize(count: 1)
            }
        }
    }
}
