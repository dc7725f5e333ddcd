@testable import EaseCore
import EaseTestSupport
import Testing

@Suite struct PlaceholderFillingTests {
    @Test(arguments: ["", "{count}", "5 {count}", "{count} minutes to read", "{count}{count}", "{{count}}", "{count", "count}",
                      "{coun}t", "{count}\u{301} mark after", "\u{600}{count} prepend before", "минут: {count}", "👩‍👩‍👧{count}👍🏽",
                      "e\u{301}{count}", "{count}\r\n", "\r{count}\n", "a{count}b{count}c{other}"])
    func fillsWhatReplacingFills(_ text: String) {
        for value in ["7", "", "{count}", "семь", "e\u{301}"] {
            #expect(text.replacingPlaceholder("{count}", with: value) == text.replacing("{count}", with: value), "\(text) with \(value)")
        }
    }

    @Test func agreesWithReplacingOnRandomText() {
        var generator = SeededGenerator(seed: 0x5EED)
        let pieces = ["{", "}", "n", "{n}", "{n", "n}", " ", "é", "\u{301}", "\u{200D}", "👍", "\u{1F3FD}", "ж", "\r", "\n", "\u{600}"]
        for _ in 0..<2_000 {
            let text = generator.text(of: pieces, most: 12)
            #expect(text.replacingPlaceholder("{n}", with: "42") == text.replacing("{n}", with: "42"), "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// Where the bytes alone answer whether an offset starts a `Character`, the answer is the
    /// string's own: at every offset of random texts of ASCII, line ends and joining characters.
    @Test func aBoundaryTheBytesAnswerIsTheStringsOwn() {
        var generator = SeededGenerator(seed: 0xB0DE)
        let pieces = ["a", "{", "}", " ", "\r", "\n", "\r\n", "é", "\u{301}", "\u{200D}", "👍", "\u{1F3FD}", "\u{600}", "ж"]
        var answered = 0
        for _ in 0..<1_000 {
            let text = generator.text(of: pieces, most: 10)
            var copy = text
            copy.withUTF8 { bytes in
                for offset in 0...bytes.count {
                    guard let fromBytes = String.isASCIIBoundary(bytes, offset) else { continue }
                    answered += 1
                    let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
                    let isBoundary = index == text.endIndex || String.Index(index, within: text) != nil
                    #expect(fromBytes == isBoundary, "\(text.unicodeScalars.map(\.value)) at \(offset)")
                }
            }
        }
        #expect(answered > 1_000)
        // A carriage return and a line feed are one Character: between them is no boundary.
        #expect(Array("a\r\nb".utf8).withUnsafeBufferPointer { String.isASCIIBoundary($0, 2) } == false)
        #expect(Array("a\r\nb".utf8).withUnsafeBufferPointer { String.isASCIIBoundary($0, 3) } == true)
    }

    @Test func returnsTheTextItselfWithoutAPlaceholder() {
        let text = "No placeholder here, only { and } apart"
        #expect(text.replacingPlaceholder("{count}", with: "3") == text)
    }
}
