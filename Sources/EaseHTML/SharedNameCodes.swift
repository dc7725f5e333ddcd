/// The codes of the shared names (``HTMLNames``) by ``PackedName``: the one place a packed name
/// is looked up, by the reader for every tag and attribute and by ``HTMLNames/code(ofLowercaseName:)``.
///
/// A name of at most eight bytes — nearly every tag and attribute of a page: `a`, `p`, `li`,
/// `href`, `class`, `id` — is found by the one word its ``PackedName`` fills, in a table of 8-byte
/// slots (10 KB for the shared names); a longer one in a ``PackedKeyMap`` of 32-byte slots. Every
/// name in that map, at 32 KB the size of a core's first-level cache, made most of the reader's
/// look-ups wait for a cache line (`perf annotate`: 38% of the look-up's samples on that load).
/// The short table is made once for the process and never freed, so a reader holds plain pointers
/// to it: no reference count, no bounds check.
struct SharedNameCodes: @unchecked Sendable {
    /// Packed names, 0 for an empty slot (a name is never empty, so its word is never 0).
    private let words: UnsafeBufferPointer<UInt64>
    /// The code of the name in the same slot.
    private let codes: UnsafeBufferPointer<Int16>
    /// How far the product of a word and the multiplier is shifted to give a slot.
    private let shift: UInt64
    /// The names longer than eight bytes.
    private let longer: PackedKeyMap<PackedName, Int32>

    /// The table of the shared names.
    static let shared = SharedNameCodes(HTMLNames.all)

    /// A table of `names`, each with its position as its code; the names are distinct. Its short
    /// table's memory is never handed back: the process makes one (``shared``), tests a few small ones.
    init(_ names: [String]) {
        var short: [(UInt64, Int16)] = []
        var longer = PackedKeyMap<PackedName, Int32>(capacity: 64)
        for (code, name) in names.enumerated() {
            var spelled = name
            guard let packed = spelled.withUTF8({ PackedName($0) }) else { continue }
            if let word = packed.shortWord { short.append((word, Int16(code))) } else { longer[packed] = Int32(code) }
        }
        // At most a quarter full: a miss (a page's own name) ends at an empty slot soon.
        var bits: UInt64 = 4
        while (1 << bits) < short.count * 4 { bits += 1 }
        let capacity = 1 << Int(bits)
        let words = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: capacity)
        let codes = UnsafeMutableBufferPointer<Int16>.allocate(capacity: capacity)
        words.initialize(repeating: 0)
        codes.initialize(repeating: -1)
        shift = 64 - bits
        for (word, code) in short {
            var slot = Self.slot(of: word, shift: shift)
            while words[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            (words[slot], codes[slot]) = (word, code)
        }
        self.words = UnsafeBufferPointer(words)
        self.codes = UnsafeBufferPointer(codes)
        self.longer = longer
    }

    /// The code of `name`, if it is one of the table's.
    @inline(__always)
    func code(of name: PackedName) -> Int32? {
        if let word = name.shortWord { return code(ofWord: word) }
        return longer[name]
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
