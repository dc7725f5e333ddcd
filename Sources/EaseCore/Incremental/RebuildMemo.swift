import Foundation

/// Values kept from one build to the next, keyed by everything they were made from. A build
/// takes what it can and makes the rest; ``finishBuild()`` then drops what the build did not use,
/// so the memo holds one build's worth and no more. Safe for parallel workers; a value is made
/// outside the lock.
final class RebuildMemo<Key: Hashable & Sendable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Key: (value: Value, build: Int)] = [:]
    private var build = 0
    private var hitsSoFar = 0
    private var missesSoFar = 0
    /// Values the last finished build took from the memo, and values it made.
    private(set) var hits = 0
    private(set) var misses = 0

    /// The value for `key`, made (and kept) if no earlier build or worker made it.
    func value(for key: Key, make: () throws -> Value) rethrows -> Value {
        lock.lock()
        if let known = entries[key] {
            if known.build != build { entries[key] = (known.value, build) }
            hitsSoFar += 1
            lock.unlock()
            return known.value
        }
        missesSoFar += 1
        lock.unlock()
        let made = try make()
        lock.lock()
        entries[key] = (made, build)
        lock.unlock()
        return made
    }

    /// Ends a build: forgets every value it did not use, and counts what it reused and made.
    func finishBuild() {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { $0.value.build == build }
        build += 1
        (hits, misses) = (hitsSoFar, missesSoFar)
        (hitsSoFar, missesSoFar) = (0, 0)
    }

    /// How many values are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }
}
