import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Values worked out once per key on each thread that asks for them, for lookups that every
/// parallel worker makes on every page (where a link leads, what a page's policy says).
///
/// Unlike ``SharedMemo``, whose one lock and one table every worker takes in turn, each thread
/// looks up a table of its own (one of several, chosen by the thread's identity): no worker waits
/// for another's lock, and no worker's lookup writes to memory another worker is reading (the
/// reference counts of shared strings and tables included). A value is made once per thread
/// instead of once per process, so this suits values that are cheap to make and asked for often.
final class PerThreadMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let tables: [Table]

    /// A memo with `count` tables (threads whose identities fall on the same table share it,
    /// under its lock).
    init(tables count: Int = 64) {
        tables = (0..<count).map { _ in Table() }
    }

    /// The value for `key`, made the first time this thread's table needs it.
    func value(for key: Key, make: () -> Value) -> Value {
        let table = tables[Self.slot(of: Self.currentThread, count: tables.count)]
        if let known = table.entries.withLock({ $0[key] }) { return known }
        let made = make()
        table.entries.withLock { $0[key] = made }
        return made
    }

    /// The table of a thread: its identity (the address of its descriptor, whose low bits are
    /// alike from thread to thread) mixed, then reduced to `count`.
    static func slot(of thread: UInt, count: Int) -> Int {
        let mixed = UInt64(thread) &* 0x9E37_79B9_7F4A_7C15
        return Int(mixed >> 32) % count
    }

    /// The calling thread's identity.
    private static var currentThread: UInt {
        #if canImport(Glibc)
        UInt(pthread_self())
        #else
        UInt(bitPattern: pthread_self())
        #endif
    }

    private final class Table: Sendable {
        let entries = Mutex<[Key: Value]>([:])
    }
}
