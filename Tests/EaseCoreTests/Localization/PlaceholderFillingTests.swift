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

    @Test func returnsTheTextItselfWithoutAPlaceholder() {
        let text = "No placeholder here, only { and } apart"
        #expect(text.replacingPlaceholder("{count}", with: "3") == text)
    }
}
