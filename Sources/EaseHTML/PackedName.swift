import EaseBytes

/// A lower-case ASCII name of at most 24 bytes packed into three integers: compared and looked up
/// without making a string or hashing one.
struct PackedName: PackedKey {
    private var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// The length in bytes (0 for ``none``).
    private(set) var count = 0

    /// No name: the empty slot of a ``PackedKeyMap``.
    static let none = PackedName()

    private init() {}

    /// `bytes` lower-cased (ASCII letters); `nil` when empty or longer than 24 bytes.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty, bytes.count <= 24 else { return nil }
        count = bytes.count
        for offset in 0..<bytes.count {
            let byte = bytes[offset]
            let lower = UInt64(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) << (8 * (offset & 7))
            switch offset >> 3 {
            case 0: words.0 |= lower
            case 1: words.1 |= lower
            default: words.2 |= lower
            }
        }
    }

    /// The name at `range` of `page`, read as three masked eight-byte loads when 24 bytes from its
    /// start are inside the page (most names of a page are), byte by byte otherwise; lower-cased
    /// eight bytes at a time. `nil` as ``init(_:)`` gives it. Inlined where the reader reads a
    /// name: a call returned the 32-byte name through memory, 300,000 times a 1k audit.
    @inline(__always)
    init?(in page: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        let length = range.count
        guard length > 0, length <= 24 else { return nil }
        guard range.lowerBound + 24 <= page.count, let base = page.baseAddress else {
            guard let name = PackedName(UnsafeBufferPointer(rebasing: page[range])) else { return nil }
            self = name
            return
        }
        let start = UnsafeRawPointer(base + range.lowerBound)
        words = (Self.word(start, 0, length), Self.word(start, 1, length), Self.word(start, 2, length))
        count = length
    }

    /// Word `index` of a name of `length` bytes at `start`, with at least 24 bytes readable there:
    /// the bytes past the name masked off, lower-cased.
    @inline(__always)
    private static func word(_ start: UnsafeRawPointer, _ index: Int, _ length: Int) -> UInt64 {
        let bytesIn = length - 8 * index
        guard bytesIn > 0 else { return 0 }
        let loaded = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
        return lowercased(bytesIn >= 8 ? loaded : loaded & ((1 << (8 * UInt64(bytesIn))) - 1))
    }

    /// `word` with each byte from `A` to `Z` made lower case, other bytes as they are.
    @inline(__always)
    static func lowercased(_ word: UInt64) -> UInt64 {
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        // The high bit of each byte that is at least `A`, and of each at least one past `Z`;
        // kept where the byte itself is below 0x80.
        let atLeastA = low &+ 0x3F3F_3F3F_3F3F_3F3F
        let pastZ = low &+ 0x2525_2525_2525_2525
        return word | ((atLeastA & ~pastZ & ~word & 0x8080_8080_8080_8080) >> 2)
    }

    /// The name's one word, for a name of at most eight bytes (``SharedNameCodes``); `nil` for a longer one.
    var shortWord: UInt64? { count <= 8 ? words.0 : nil }

    static func == (lhs: PackedName, rhs: PackedName) -> Bool {
        lhs.words == rhs.words && lhs.count == rhs.count
    }

    init(_ name: StaticString) {
        self.init(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))!
    }

    var mixed: UInt64 {
        (words.0 ^ (words.1 &* 0x9E37_79B9_7F4A_7C15) ^ (words.2 &* 0xC2B2_AE3D_27D4_EB4F)) &* 0xBF58_476D_1CE5_E9B9 &+ UInt64(count)
    }

    /// The name as a string.
    var string: String {
        var bytes: [UInt8] = []
        for offset in 0..<count {
            let word = offset < 8 ? words.0 : offset < 16 ? words.1 : words.2
            bytes.append(UInt8(truncatingIfNeeded: word >> (8 * (offset & 7))))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A key of a ``PackedKeyMap``: equality, a well-mixed 64-bit value, and a value no key takes.
protocol PackedKey: Equatable, Sendable {
    var mixed: UInt64 { get }
    static var none: Self { get }
}

/// A small open-addressing map from packed keys, looked up with a multiply and a compare instead
/// of `Hasher` (the HTML reader looks names up several times per tag).
struct PackedKeyMap<Key: PackedKey, Value: Sendable>: Sendable {
    private var keys: [Key]
    private var values: [Value?]
    private var count = 0

    /// An empty map with room for `capacity` slots (a power of two, or 0 for a map that allocates
    /// nothing until its first key), half of which it fills before growing.
    init(capacity: Int = 64) {
        keys = [Key](filledWith: .none, count: capacity)
        values = [Value?](filledWith: nil, count: capacity)
    }

    subscript(key: Key) -> Value? {
        get {
            guard !keys.isEmpty else { return nil }
            var slot = self.slot(for: key)
            while keys[slot] != .none {
                if keys[slot] == key { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            var slot = self.slot(for: key)
            while keys[slot] != .none, keys[slot] != key { slot = (slot + 1) & (keys.count - 1) }
            if keys[slot] == .none { count += 1 }
            keys[slot] = key
            values[slot] = newValue
        }
    }

    /// Calls `body` with every key and value, in no particular order.
    func forEach(_ body: (Key, Value) -> Void) {
        for slot in keys.indices where keys[slot] != .none {
            if let value = values[slot] { body(keys[slot], value) }
        }
    }

    private func slot(for key: Key) -> Int {
        Int(truncatingIfNeeded: key.mixed >> 40) & (keys.count - 1)
    }

    private mutating func grow() {
        let old = zip(keys, values).filter { $0.0 != .none }
        keys = [Key](filledWith: .none, count: max(keys.count * 2, 16))
        values = [Value?](filledWith: nil, count: keys.count)
        count = 0
        for (key, value) in old { self[key] = value }
    }
}
