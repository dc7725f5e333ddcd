@testable import EaseCore
import Testing

/// A label of emoji alone is read as the emoji's names; a letter or a digit in any script makes it words.
@Suite struct WCAGTests {
    @Test func onlyEmojiHasAnEmojiAndNoLetterOrDigit() {
        for emoji in ["🙂", " 😰 ", "🙂🙂", "‼", "😌\u{FE0F}", "👍🏽"] {
            #expect(WCAG.isOnlyEmoji(emoji), "\(emoji)")
        }
        let words = ["calm 🙂", "🙂 спокойно", "Тревога", "ß🙂", "λ🙂", "2🙂", "²🙂", "½🙂", "", " ", "©", "#", "*", "-", "…", "«»"]
        for text in words {
            #expect(!WCAG.isOnlyEmoji(text), "\(text)")
        }
    }

    /// The letters told from their ranges answer as Unicode's Alphabetic property does: every
    /// scalar below U+0530 and of general punctuation, beside an emoji.
    @Test func aLetterOfTheCommonScriptsIsAWordAsUnicodeSays() {
        let scalars = (0x20..<0x530).compactMap(Unicode.Scalar.init) + (0x2000..<0x2070).compactMap(Unicode.Scalar.init)
        for scalar in scalars where !scalar.properties.isWhitespace {
            let text = "🙂" + String(Character(scalar))
            let expected = !(scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            #expect(WCAG.isOnlyEmoji(text) == expected, "U+\(String(scalar.value, radix: 16))")
        }
    }
}
