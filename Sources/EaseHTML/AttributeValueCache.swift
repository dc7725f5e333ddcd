import EaseBytes
#if canImport(Glibc)
import Glibc
#endif

/// The strings of the attribute values a thread's pages repeat, made once and handed out again.
///
/// The pages of a site share their layout: at 1,000 readings the audit reads 80,357 attribute
/// values of only 2,769 distinct ones, a quarter of them too long for a string held in place
/// (each such string's storage was allocated, then freed with its page). A value is looked up
/// by a few of its words in a direct-mapped table and handed out only if it is the same value;
/// a value the table does not hold is made and takes its slot. Values a single page uses (its
/// anchors, its links) pass through and leave again; the layout's stay. The table's memory is
/// bounded: ``slotCount`` strings of at most ``longest`` bytes.
///
/// A string made from the bytes is the same string as `String(decoding:as: UTF8.self)` makes,
/// repaired where the bytes are not UTF-8 (such a string never matches its bytes, so it is made
/// each time).
struct AttributeValueCache {
    /// The number of slots: a power of two, indexed by the key's top bits.
    static let slotCount = 1_024
    /// The longest value kept, in bytes; longer ones are made each time.
    static let longest = 256

    /// What a slot knows of its value's bytes: their count, their first and last eight (which
    /// are all of them up to sixteen) and a key mixed from those and eight from the middle.
    private struct Words: Equatable {
        var key: UInt64
        var count: Int
        var head: UInt64
        var tail: UInt64
    }

    /// Each slot's words; a key of 0 marks an empty slot (a value's key is never 0).
    private var words: UnsafeMutablePointer<Words>?
    /// Each slot's string, initialised only where the slot is not empty.
    private var values: UnsafeMutablePointer<String>?

    /// An empty cache. Its table is made at its first value: a tree builder that libxml2's events
    /// fill (one for each question ``LibXML2Nesting`` asks) never makes it.
    init() {}

    /// Hands the memory back (with the strings); the cache must not be used after.
    func free() {
        guard let words, let values else { return }
        for slot in 0..<Self.slotCount where words[slot].key != 0 { (values + slot).deinitialize(count: 1) }
        words.deallocate()
        values.deallocate()
    }

    /// The string of `bytes`, taken from the table when it holds it.
    mutating func string(of bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard !bytes.isEmpty else { return "" }
        guard bytes.count <= Self.longest else { return String(decoding: bytes, as: UTF8.self) }
        let (words, values) = table()
        let read = Self.words(of: bytes)
        let slot = Int(truncatingIfNeeded: read.key >> UInt64(64 - Self.slotCount.trailingZeroBitCount))
        // Up to sixteen bytes, the words are the bytes; past that, the bytes are compared too.
        if words[slot] == read, bytes.count <= 16 || Self.spells(values[slot], bytes) { return values[slot] }
        let value = String(decoding: bytes, as: UTF8.self)
        if words[slot].key == 0 { (values + slot).initialize(to: value) } else { values[slot] = value }
        words[slot] = read
        return value
    }

    /// The slots, made empty the first time.
    @inline(__always)
    private mutating func table() -> (UnsafeMutablePointer<Words>, UnsafeMutablePointer<String>) {
        if let words, let values { return (words, values) }
        let made = UnsafeMutablePointer<Words>.allocate(capacity: Self.slotCount)
        made.initialize(repeating: Words(key: 0, count: 0, head: 0, tail: 0), count: Self.slotCount)
        let strings = UnsafeMutablePointer<String>.allocate(capacity: Self.slotCount)
        (words, values) = (made, strings)
        return (made, strings)
    }

    /// The words of `bytes` (1 to ``longest`` of them). Loads that overlap cover up to sixteen
    /// bytes exactly: the first and last eight, or below eight the first and last four, or below
    /// four the first, middle and last byte. A longer value's key mixes in eight bytes from its
    /// middle as well, which tells most values of a layout apart.
    @inline(__always)
    private static func words(of bytes: UnsafeBufferPointer<UInt8>) -> Words {
        let count = bytes.count
        let base = UnsafeRawPointer(bytes.baseAddress!)
        var head: UInt64, tail: UInt64 = 0, middle: UInt64 = 0
        if count >= 8 {
            head = base.loadUnaligned(as: UInt64.self)
            tail = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            if count > 16 { middle = base.loadUnaligned(fromByteOffset: (count - 8) / 2, as: UInt64.self) }
        } else if count >= 4 {
            head = UInt64(base.loadUnaligned(as: UInt32.self)) | UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
        } else {
            head = UInt64(bytes[0]) | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1]) << 16
        }
        let key = mix(mix(mix(UInt64(count) ^ head) ^ middle) ^ tail) | 1
        return Words(key: key, count: count, head: head, tail: tail)
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        let multiplied = value &* 0x9E37_79B9_7F4A_7C15
        return multiplied ^ (multiplied >> 29)
    }

    /// Whether `value`'s UTF-8 is exactly `bytes`.
    private static func spells(_ value: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        value.utf8.withContiguousStorageIfAvailable { stored in
            stored.count == bytes.count && memcmp(stored.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        } ?? false
    }
}
