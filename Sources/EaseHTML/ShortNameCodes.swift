/// The codes of the shared names (``HTMLNames``) of at most eight bytes — nearly every tag and
/// attribute of a page: `a`, `p`, `li`, `href`, `class`, `id` — looked up by the one word their
/// ``PackedName`` fills.
///
/// The reader looks a name up for every tag and attribute (about 190 a reading page). In the
/// ``PackedKeyMap`` of every shared name a slot is 32 bytes and the table 32 KB, the size of a
/// core's first-level cache, so most look-ups waited for a cache line (`perf annotate`: 38% of
/// the look-up's samples on that load). Here a slot is an 8-byte word, and the words and codes
/// take 10 KB. The table is made once for the process and never freed, so a reader holds plain
/// pointers to it: no reference count, no bounds check.
struct ShortNameCodes: @unchecked Sendable {
    /// Packed names, 0 for an empty slot (a name is never empty, so its word is never 0).
    private let words: UnsafeBufferPointer<UInt64>
    /// The code of the name in the same slot.
    private let codes: UnsafeBufferPointer<Int16>
    /// How far the product of a word and the multiplier is shifted to give a slot.
    private let shift: UInt64

    /// The table of the shared names.
    static let shared = ShortNameCodes(HTMLNames.all)

    /// A table of the names of `names` that pack into one word, each with its position as its
    /// code. Its memory is never handed back: the process makes one (``shared``), tests a few small ones.
    init(_ names: [String]) {
        let packed = names.enumerated().compactMap { code, name -> (UInt64, Int16)? in
            var spelled = name
            return spelled.withUTF8 { PackedName($0)?.shortWord }.map { ($0, Int16(code)) }
        }
        // At most a quarter full: a miss (a page's own name) ends at an empty slot soon.
        var bits: UInt64 = 4
        while (1 << bits) < packed.count * 4 { bits += 1 }
        let capacity = 1 << Int(bits)
        let words = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: capacity)
        let codes = UnsafeMutableBufferPointer<Int16>.allocate(capacity: capacity)
        words.initialize(repeating: 0)
        codes.initialize(repeating: -1)
        shift = 64 - bits
        for (word, code) in packed {
            var slot = Self.slot(of: word, shift: shift)
            // The shared names are distinct (``HTMLNames/codes`` is made from them).
            while words[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            (words[slot], codes[slot]) = (word, code)
        }
        self.words = UnsafeBufferPointer(words)
        self.codes = UnsafeBufferPointer(codes)
    }

    /// The code of the name packed into `word` (``PackedName/shortWord``), if it is one of the table's.
    @inline(__always)
    func code(ofWord word: UInt64) -> Int32? {
        let mask = words.count - 1
        var slot = Self.slot(of: word, shift: shift)
        while true {
            let found = words[slot]
            if found == word { return Int32(codes[slot]) }
            if found == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    @inline(__always)
    private static func slot(of word: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
