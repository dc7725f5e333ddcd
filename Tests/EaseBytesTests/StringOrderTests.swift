import EaseBytes
import Testing

/// `StringOrder` must give exactly what `String`'s `<` gives, with equal keys in their order.
@Suite struct StringOrderTests {
    /// A generator that gives the same strings each run.
    struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }

        /// A string of up to `length` pieces of `alphabet`: short alphabets make shared
        /// prefixes, equal keys and keys that are prefixes of others common.
        mutating func string(from alphabet: [String], length: Int) -> String {
            (0..<next(length + 1)).map { _ in alphabet[next(alphabet.count)] }.joined()
        }
    }

    /// Paths as a build sorts them, with the bytes around `/` and `-`, digits and both cases;
    /// lengths either side of the eight-byte words compared at once.
    static let asciiAlphabet = ["a", "b", "/", "-", ".", "0", "9", "A", "Z", "_", " ", "~", "\u{7F}", "reading-", "index.html"]

    @Test func asciiKeysSortAsStringsDo() {
        var generator = Generator(state: 42)
        for round in 0..<200 {
            let keys = (0..<generator.next(60)).map { _ in generator.string(from: Self.asciiAlphabet, length: 24) }
            #expect(StringOrder.sorted(keys) == keys.sorted(), "round \(round)")
        }
    }

    @Test func keysThatDifferOnlyPastEightBytesOrInLength() {
        let keys = ["learn/reading-00010/index.html", "learn/reading-00001/index.html", "learn/reading-0000", "learn/reading-00001",
                    "learn/reading-00001/index.htm", "", "learn/", "learn", "learn/reading-00001/index.html"]
        #expect(StringOrder.sorted(keys) == keys.sorted())
    }

    /// Each key's first sixteen bytes are compared as two numbers with zeros after the key's end:
    /// a key that ends there and one that goes on with a NUL byte, or that shares all sixteen,
    /// must still sort by their bytes and then their length.
    @Test func keysAroundTheFirstSixteenBytesAndNULBytes() {
        let heads = ["reading-", "reading-0000", "reading-00001.md", "reading-00001.md\u{0}", "reading-00001.md/x",
                     "reading-\u{0}", "reading-\u{0}\u{0}", "reading", "reading-00001.m", "reading-00001.md\u{0}\u{0}a"]
        #expect(StringOrder.sorted(heads + heads.reversed()) == (heads + heads.reversed()).sorted())
        var generator = Generator(state: 11)
        for round in 0..<200 {
            let keys = (0..<generator.next(50)).map { _ in generator.string(from: ["\u{0}", "a", "b", "\u{1}", "abcdefgh", "\u{7F}"], length: 12) }
            #expect(StringOrder.sorted(keys) == keys.sorted(), "round \(round)")
        }
    }

    @Test func nonASCIIKeysSortAsStringsDo() {
        // Precomposed and decomposed letters (equal as strings), a combining mark after a slash,
        // Cyrillic and an emoji: byte order would differ from `String`'s here.
        let alphabet = ["e", "\u{E9}", "e\u{301}", "/", "\u{301}", "я", "a", "\u{1F600}", "z"]
        var generator = Generator(state: 7)
        for round in 0..<200 {
            let keys = (0..<generator.next(40)).map { _ in generator.string(from: alphabet, length: 6) }
            let sorted = StringOrder.sorted(keys)
            #expect(sorted.elementsEqual(keys.sorted()) { $0 == $1 }, "round \(round)")
            // Canonically equal keys stay in their order, spelled as they were.
            #expect(sorted.map { Array($0.unicodeScalars) } == Self.stablySorted(keys).map { Array($0.unicodeScalars) }, "round \(round)")
        }
    }

    @Test func valuesWithEqualKeysKeepTheirOrder() {
        var generator = Generator(state: 3)
        let values = (0..<300).map { number in (key: generator.string(from: ["a", "b", "/"], length: 3), number: number) }
        let sorted = StringOrder.sorted(values) { $0.key }
        #expect(sorted.map(\.number) == values.sorted { $0.key != $1.key ? $0.key < $1.key : $0.number < $1.number }.map(\.number))
    }

    @Test func positionsOfNoKeysAndOneKey() {
        #expect(StringOrder.sortedPositions(of: []).isEmpty)
        #expect(StringOrder.sortedPositions(of: ["x"]) == [0])
        #expect(StringOrder.sortedPositions(of: ["b", "a", "b", "a"]) == [1, 3, 0, 2])
    }

    /// `keys` sorted by `<`, equal keys in their order.
    static func stablySorted(_ keys: [String]) -> [String] {
        keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }.map { keys[$0] }
    }
}
