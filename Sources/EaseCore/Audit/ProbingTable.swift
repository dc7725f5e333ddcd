import EaseBytes

/// A key a ``ProbingTable`` finds by a hash it carries, made once, instead of running it through
/// `Hasher` for every lookup.
protocol ProbingKey: Equatable {
    /// The key's hash; its low bits pick the first slot to look in.
    var probeHash: Int { get }
}

/// Values by key, found by open addressing (linear probing) on each key's ``ProbingKey/probeHash``,
/// for the style resolver's lookups, made once per element of every audited page: a page's plain
/// elements (``PlainStyleKey``) and a worker's keyed ones (``StyleMemo/Local``). A dictionary
/// ran each key through `Hasher`, about 400 instructions a lookup.
struct ProbingTable<Key: ProbingKey, Value> {
    /// Indices into `keys` (`-1`: empty); the count is a power of two, at most half full.
    private var slots: [Int32]
    private var keys: [Key] = []
    private var values: [Value] = []

    /// An empty table with room for `capacity` keys before it grows.
    init(capacity: Int) {
        slots = [Int32](filledWith: -1, count: 2 * capacity)
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// How many keys the table holds.
    var count: Int { keys.count }

    /// The value stored for `key`, if any.
    func value(for key: borrowing Key) -> Value? {
        let mask = slots.count - 1
        var slot = key.probeHash & mask
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if keys[entry] == key { return values[entry] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `value` for `key`, which must not be stored yet.
    mutating func insert(_ key: Key, _ value: Value) {
        if (keys.count + 1) * 2 > slots.count {
            slots = [Int32](filledWith: -1, count: slots.count * 2)
            for entry in keys.indices { place(entry) }
        }
        keys.append(key)
        values.append(value)
        place(keys.count - 1)
    }

    private mutating func place(_ entry: Int) {
        let mask = slots.count - 1
        var slot = keys[entry].probeHash & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(entry)
    }
}

/// The key of a page's plain element (no class, tested id or tested attribute) in
/// ``StyleResolver``: its parent's shared style number and its tag's code, as one integer.
struct PlainStyleKey: ProbingKey {
    let value: Int

    /// The integer multiplied, its high bits brought down to the low ones.
    var probeHash: Int {
        let product = UInt64(bitPattern: Int64(value)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product ^ (product >> 32))
    }
}

extension ProbingTable: Sendable where Key: Sendable, Value: Sendable {}
