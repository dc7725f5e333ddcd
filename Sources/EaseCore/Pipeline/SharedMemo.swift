import Foundation

/// Values worked out once per key and shared by parallel workers (``parallelMap``). A value is
/// made outside the lock, so workers never wait on each other's work; if two make the same key at
/// once, the first stored wins and both get it. Each key also gets the number of keys stored
/// before it, an id that stays the same for as long as the memo lives.
final class SharedMemo<Key: Hashable, Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Key: (value: Value, number: Int)] = [:]

    /// The value for `key` and its number, making the value the first time any worker needs it.
    func entry(for key: Key, make: () -> Value) -> (value: Value, number: Int) {
        lock.lock()
        let known = entries[key]
        lock.unlock()
        if let known { return known }
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let raced = entries[key] { return raced }
        let entry = (value: made, number: entries.count)
        entries[key] = entry
        return entry
    }

    /// The value for `key`, making it the first time any worker needs it.
    func value(for key: Key, make: () -> Value) -> Value {
        entry(for: key, make: make).value
    }
}
