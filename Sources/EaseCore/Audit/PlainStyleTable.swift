/// A page's table of its plain elements' styles (``StyleResolver``): an element with no class,
/// tested id or tested attribute is keyed by one integer — its parent's shared style number and
/// its tag's code — and found by open addressing on that integer multiplied, instead of a
/// dictionary that runs each key through `Hasher` (about 400 instructions a lookup, once per
/// element of every audited page).
struct PlainStyleTable {
    /// Indices into `keys` (`-1`: empty); the count is a power of two, at most half full.
    private var slots: [Int32]
    private var keys: [Int] = []
    /// Each key's position in the page's style table.
    private var positions: [Int] = []

    init(capacity: Int = 64) {
        slots = [Int32](repeating: -1, count: 2 * capacity)
        keys.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
    }

    /// The position stored for `key`, if any.
    func position(for key: Int) -> Int? {
        var slot = Self.slot(of: key, in: slots.count)
        while slots[slot] >= 0 {
            let entry = Int(slots[slot])
            if keys[entry] == key { return positions[entry] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Stores `position` for `key`, which must not be stored yet.
    mutating func insert(_ key: Int, _ position: Int) {
        if (keys.count + 1) * 2 > slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for entry in keys.indices { place(entry) }
        }
        keys.append(key)
        positions.append(position)
        place(keys.count - 1)
    }

    private mutating func place(_ entry: Int) {
        var slot = Self.slot(of: keys[entry], in: slots.count)
        while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = Int32(entry)
    }

    /// The key multiplied, its high bits brought down to the slot bits.
    private static func slot(of key: Int, in count: Int) -> Int {
        let product = UInt64(bitPattern: Int64(key)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product ^ (product >> 32)) & (count - 1)
    }
}
