import EaseDiagnostics

/// A page's memo of style keys to positions in its style table (``StyleResolver``): open
/// addressing on a hash each key makes cheaply (a plain element's two numbers multiplied),
/// instead of a dictionary that runs each key through `Hasher` (about 400 instructions a lookup,
/// once per element of every audited page). Keys that hash alike are told apart by `==`.
struct StyleKeyTable<Key: StyleTableKey> {
    /// Indices into `keys` (`-1`: empty); the count is a power of two, at most half full.
    private var slots: [Int32]
    private var keys: [Key] = []
    private var values: [Int] = []

    init(capacity: Int = 64) {
        slots = [Int32](repeating: -1, count: 2 * capacity)
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// The value stored for `key`, if any.
    func value(for key: Key) -> Int? {
        var slot = key.tableHash & (slots.count - 1)
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if keys[entry] == key { return values[entry] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Stores `value` for `key`, which must not be stored yet.
    mutating func insert(_ key: Key, _ value: Int) {
        if (keys.count + 1) * 2 > slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for entry in keys.indices { place(entry) }
        }
        keys.append(key)
        values.append(value)
        place(keys.count - 1)
    }

    private mutating func place(_ entry: Int) {
        var slot = keys[entry].tableHash & (slots.count - 1)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(entry)
    }
}

/// A key of a ``StyleKeyTable``: its hash, whose low bits pick the slot.
protocol StyleTableKey: Equatable {
    var tableHash: Int { get }
}

extension StyleResolver.Key {
    /// Parent, tag and the class attribute's bytes, mixed (FNV-1a over its words and then its
    /// last bytes, then a multiplicative finish so that the low bits, which pick the slot, depend
    /// on every input).
    static func mix(parent: Int, name: Int, classes: String) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bitPattern: Int64(parent)) &* 0x9E37_79B9_7F4A_7C15
        hash ^= UInt64(bitPattern: Int64(name))
        // The class attribute's bytes eight at a time from its contiguous storage, then the rest.
        classes.withContiguousUTF8 { bytes in
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = (hash ^ ByteWord.load(bytes, at: offset)) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 31
                offset += 8
            }
            while offset < bytes.count {
                hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01B3
                offset += 1
            }
        }
        hash = (hash ^ (hash >> 29)) &* 0xBF58_476D_1CE5_E9B9
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}

/// A plain element's key (its parent's position and its tag's code in one integer): multiplied,
/// the high bits brought down to the slot bits.
struct PlainStyleKey: StyleTableKey {
    let value: Int

    var tableHash: Int {
        let product = UInt64(bitPattern: Int64(value)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product ^ (product >> 32))
    }
}
