@testable import EaseHTML
import Testing

/// The reader's cache of attribute values hands out the string the bytes spell, whether it made
/// it now or for an earlier page, and tells apart values its key does not.
@Suite struct AttributeValueCacheTests {
    /// `String(decoding:as:)` of the same bytes, the string the reader made before the cache.
    private func expected(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    private func string(_ bytes: [UInt8], in cache: inout AttributeValueCache) -> String {
        bytes.withUnsafeBufferPointer { cache.string(of: $0) }
    }

    /// Random values of every length the cache keeps and some it does not, each asked for
    /// several times over, mixed with values that differ from each other in one byte.
    @Test func givesTheStringOfTheBytesFirstTimeAndAfter() {
        var cache = AttributeValueCache()
        defer { cache.free() }
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var values: [[UInt8]] = []
        for length in 0...(AttributeValueCache.longest + 20) {
            // Letters from a small alphabet, so that values of one length often share their words.
            values.append((0..<length).map { _ in UInt8(ascii: "a") + UInt8(next() % 3) })
        }
        for round in 0..<4 {
            for value in values {
                #expect(string(value, in: &cache) == expected(value), "length \(value.count), round \(round)")
                guard !value.isEmpty else { continue }
                var changed = value
                changed[Int(next()) % changed.count] = UInt8(ascii: "z")
                #expect(string(changed, in: &cache) == expected(changed), "length \(value.count), one byte changed")
            }
        }
    }

    /// Two long values whose first, middle and last eight bytes are the same have the same key:
    /// the bytes between tell them apart.
    @Test func tellsApartValuesWithTheSameWords() {
        var cache = AttributeValueCache()
        defer { cache.free() }
        let first = Array("/learn/reading-0001-and-the-rest-of-its-name/".utf8)
        var second = first
        second[9] = UInt8(ascii: "X")
        #expect(first.count > 16 && first[0..<8] == second[0..<8] && first[(first.count - 8)...] == second[(second.count - 8)...])
        for _ in 0..<3 {
            #expect(string(first, in: &cache) == expected(first))
            #expect(string(second, in: &cache) == expected(second))
        }
    }

    /// Up to sixteen bytes the words are the bytes: values of one to sixteen bytes that differ in
    /// any single byte are told apart without comparing strings.
    @Test func shortValuesDifferingInAnyByteAreApart() {
        var cache = AttributeValueCache()
        defer { cache.free() }
        for length in 1...16 {
            let base = (0..<length).map { UInt8(ascii: "a") + UInt8($0) }
            #expect(string(base, in: &cache) == expected(base))
            for position in 0..<length {
                var changed = base
                changed[position] = UInt8(ascii: "#")
                #expect(string(changed, in: &cache) == expected(changed), "length \(length), byte \(position)")
                #expect(string(base, in: &cache) == expected(base), "length \(length), after byte \(position)")
            }
        }
    }

    /// A cache asked for nothing holds no table, and frees none.
    @Test func makesItsTableAtItsFirstValue() {
        let unused = AttributeValueCache()
        unused.free()
        var cache = AttributeValueCache()
        defer { cache.free() }
        #expect(string([], in: &cache) == "")
        #expect(string(Array("x".utf8), in: &cache) == "x")
        #expect(string(Array("x".utf8), in: &cache) == "x")
    }

    /// Bytes that are not UTF-8 give the repaired string, each time.
    @Test func repairsBytesThatAreNotUTF8() {
        var cache = AttributeValueCache()
        defer { cache.free() }
        let broken: [UInt8] = [0x61, 0xFF, 0x62, 0xC3]
        for _ in 0..<3 { #expect(string(broken, in: &cache) == "a\u{FFFD}b\u{FFFD}") }
        let longBroken = Array(repeating: UInt8(0xE2), count: 20)
        for _ in 0..<3 { #expect(string(longBroken, in: &cache) == expected(longBroken)) }
    }

    /// A page read through the reader keeps its attribute values whatever the pages before it
    /// left in the thread's cache.
    @Test func pagesReadOneAfterAnotherKeepTheirValues() throws {
        for (index, label) in ["Tabs", "Tabs", "Tab list", "Tabs", "a label of more than sixteen bytes"].enumerated() {
            let page = "<!DOCTYPE html><html lang=\"en\"><head><title>t</title></head><body><nav aria-label=\"\(label)\" class=\"bar bar--\(index)\"></nav></body></html>"
            let document = try #require(HTMLParser.parsePlain(Array(page.utf8)))
            let nav = try #require(document.elements.first { $0.name == "nav" })
            #expect(nav["aria-label"] == label)
            #expect(nav["class"] == "bar bar--\(index)")
        }
    }
}
