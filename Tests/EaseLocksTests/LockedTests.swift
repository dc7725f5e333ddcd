import Dispatch
@testable import EaseLocks
#if canImport(Glibc)
import Glibc
#endif
import Testing

@Suite struct LockedTests {
    /// Increments from every core at once all count: without the lock, read-modify-writes that
    /// overlap lose increments.
    @Test func incrementsFromEveryCoreAllCount() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 { counter.withLock { $0 += 1 } }
        }
        #expect(counter.withLock { $0 } == 160_000)
    }

    /// A collection changed from every core stays whole (an unguarded array append from two
    /// threads corrupts the array or loses elements).
    @Test func anArrayAppendedToFromEveryCoreKeepsEveryElement() {
        let list = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<5_000 { list.withLock { $0.append(worker * 5_000 + index) } }
        }
        #expect(list.withLock { $0.sorted() } == Array(0..<20_000))
    }

    #if canImport(Glibc)
    /// The mutex spins a little before it sleeps (glibc's adaptive kind), so that a thread that
    /// finds it taken for a moment does not leave its core idle.
    @Test func theMutexIsAdaptive() {
        let lock = Locked(0)
        let kind = lock.storage.withUnsafeMutablePointerToElements { $0.pointee.__data.__kind }
        #expect(kind & 0x7F == Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
    }
    #endif

    @Test func withLockReturnsTheBodysResultAndRethrows() {
        struct Refused: Error {}
        let lock = Locked("value")
        #expect(lock.withLock { $0.count } == 5)
        #expect(throws: Refused.self) { try lock.withLock { _ in throw Refused() } }
        // The lock was let go when the body threw: taking it again does not wait forever.
        #expect(lock.withLock { $0 } == "value")
    }

    @Test func copiesShareOneValue() {
        let lock = Locked([String: Int]())
        let copy = lock
        copy.withLock { $0["a"] = 1 }
        #expect(lock.withLock { $0["a"] } == 1)
    }

    /// The value is released with the last handle (a class value's deinit runs).
    @Test func theValueIsFreedWithTheLastHandle() {
        final class Tracked {
            let onDeinit: () -> Void
            init(_ onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
            deinit { onDeinit() }
        }
        let freed = Locked(false)
        do {
            let lock = Locked(Tracked { freed.withLock { $0 = true } })
            _ = lock.withLock { $0 }
        }
        #expect(freed.withLock { $0 })
    }
}
