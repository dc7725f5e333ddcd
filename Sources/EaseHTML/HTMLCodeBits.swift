/// A set of HTML's own name codes (``HTMLNames``) as bits, held in place (no array to allocate):
/// code `c` is bit `c % 64` of word `c / 64`. A page's index keeps the codes it uses
/// (``HTMLCodeIndex/present``), a query the codes it names (``HTMLElementQuery``); the two are
/// intersected a word at a time instead of each of the query's codes being looked up (a query
/// of every `aria-` attribute names forty-seven).
struct HTMLCodeBits: Sendable {
    /// How many words the set has: room for ``capacity`` codes, more than ``HTMLNames/count``
    /// (a test checks it).
    static let wordCount = 6
    static let capacity = wordCount * 64

    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)

    /// The empty set.
    init() {}

    /// The set of `codes` (shared codes: below ``capacity``).
    init(_ codes: some Sequence<Int32>) {
        for code in codes { insert(Int(code)) }
    }

    /// The codes among `codes` below ``capacity`` (a page's own codes from ``HTMLNames/count``
    /// on may be among them; no query asks for them), while each code's count is added to
    /// `counts[code + 1]` (the counting pass of ``HTMLCodeIndex``, which makes the set on its
    /// way: a pass over the index's runs after it cost more than the queries saved).
    init(countingInto counts: UnsafeMutableBufferPointer<Int32>, _ codes: UnsafeBufferPointer<Int32>) {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.wordCount) { bits in
            bits.initialize(repeating: 0)
            for code in codes {
                counts[Int(code) + 1] += 1
                if code < Self.capacity { bits[Int(code) >> 6] |= 1 << UInt64(code & 63) }
            }
            words = (bits[0], bits[1], bits[2], bits[3], bits[4], bits[5])
        }
    }

    /// Adds `code` (below ``capacity``).
    mutating func insert(_ code: Int) {
        let bit: UInt64 = 1 << UInt64(code & 63)
        switch code >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        case 3: words.3 |= bit
        case 4: words.4 |= bit
        case 5: words.5 |= bit
        default: assertionFailure("code \(code) is not one of HTML's own names")
        }
    }

    /// The codes in both this set and `other`, in ascending order.
    func intersection(_ other: HTMLCodeBits) -> HTMLCodeBits {
        var both = self
        both.words.0 &= other.words.0
        both.words.1 &= other.words.1
        both.words.2 &= other.words.2
        both.words.3 &= other.words.3
        both.words.4 &= other.words.4
        both.words.5 &= other.words.5
        return both
    }
}

extension HTMLCodeBits: Sequence {
    /// The codes of the set in ascending order, a word's bits at a time (no closure: a loop over
    /// a set with a closure made its captured variables checked for exclusive access on every use).
    struct Iterator: IteratorProtocol {
        var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        var base = 0

        mutating func next() -> Int? {
            // The set's words are shifted down one by one: the current one is always `words.0`.
            while words.0 == 0 {
                guard base < HTMLCodeBits.capacity - 64 else { return nil }
                words = (words.1, words.2, words.3, words.4, words.5, 0)
                base += 64
            }
            let code = base + words.0.trailingZeroBitCount
            words.0 &= words.0 - 1
            return code
        }
    }

    func makeIterator() -> Iterator {
        Iterator(words: words)
    }
}
