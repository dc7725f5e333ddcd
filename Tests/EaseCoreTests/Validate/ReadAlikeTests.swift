@testable import EaseCore
import EaseBytes
import EaseTestSupport
import Testing

/// A text's key (``ReadAlike/key(_:)``) is the text as a screen reader reads it, however it is
/// made: from ASCII bytes, from common scalars lower-cased one by one, or through Unicode's
/// lower-casing.
@Suite struct ReadAlikeTests {
    /// The key by its definition: white space (Unicode's) collapsed to one space and left off
    /// both ends, typographic apostrophes and quotes straightened, the closing marks and spaces
    /// at the end left off, lower-cased as Unicode does.
    static func definedKey(_ text: String) -> String {
        var scalars: [Unicode.Scalar] = []
        var spaceBefore = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                spaceBefore = !scalars.isEmpty
                continue
            }
            if spaceBefore { scalars.append(" ") }
            spaceBefore = false
            switch scalar {
            case "\u{2019}", "\u{2018}", "\u{02BC}": scalars.append("'")
            case "\u{201C}", "\u{201D}": scalars.append("\"")
            default: scalars.append(scalar)
            }
        }
        while let last = scalars.last, last == " " || ".?!…".unicodeScalars.contains(last) { scalars.removeLast() }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view).lowercased()
    }

    @Test func everyKeyIsTheDefinedOne() {
        let pieces = ["Worry", "time", " ", "  ", "\t", "\n", "\u{A0}", "\u{2003}", "\u{3000}", ".", "?", "!", "…", "’", "“", "”", "ʼ",
                      "Тревога", "ВРЕМЯ", "Ёлка", "ёж", "Їжак", "Café", "ÉTÉ", "Straße", "ÿ", "×", "—", "İstanbul", "ΣΑΣ", "Ω", "e\u{301}", "😰", "ǅ"]
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<4_000 {
            let text = generator.text(of: pieces, most: 7)
            #expect(ReadAlike.key(text) == Self.definedKey(text), "\(text.debugDescription)")
        }
    }

    /// The digest of an ASCII text's key, made from its bytes without the key, is the digest of
    /// the key's bytes; a text with any other byte has none.
    @Test func anASCIIKeysDigestIsTheKeysDigest() {
        let pieces = ["Worry", "TIME", "a", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", ".", "?", "!", "{x}", "'", "-", "9"]
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<4_000 {
            let text = generator.text(of: pieces, most: 8)
            let digest = Array(text.utf8).withUnsafeBufferPointer(ReadAlike.asciiKeyDigest)
            #expect(digest == ByteWord.digest(of: ReadAlike.key(text)), "\(text.debugDescription)")
        }
        for text in ["Don’t", "café", "Тревога", "\u{212A}"] {
            #expect(Array(text.utf8).withUnsafeBufferPointer(ReadAlike.asciiKeyDigest) == nil)
        }
    }

    /// Texts told apart from their bytes have keys that differ, in every spelling: an ASCII text
    /// and one with a Russian letter.
    @Test func textsThatCannotReadAlikeHaveOtherKeys() {
        let pieces = ["worry", "WORRY", " ", ".", "K", "\u{212A}", ";", "\u{37E}", "тревога", "ТРЕВОГА", "ё", "й", "и\u{306}", "é", "—"]
        var generator = SeededGenerator(seed: 37)
        var toldApart = 0
        for _ in 0..<4_000 {
            let texts = (0..<2).map { _ in generator.text(of: pieces, most: 4) }
            guard ReadAlike.cannotReadAlike(texts[0], texts[1]) else { continue }
            toldApart += 1
            #expect(ReadAlike.key(texts[0]) != ReadAlike.key(texts[1]), "\(texts)")
            #expect(ReadAlike.cannotReadAlike(texts[1], texts[0]))
        }
        #expect(toldApart > 500)
        #expect(ReadAlike.cannotReadAlike("Worry time", "Время тревоги"))
        #expect(!ReadAlike.cannotReadAlike("Worry time", "worry time"), "both ASCII: the keys tell")
        #expect(!ReadAlike.cannotReadAlike("Worry \u{212A}", "worry k"), "the Kelvin sign is not Cyrillic: the keys tell")
        #expect(ReadAlike.key("Worry \u{212A}") == ReadAlike.key("worry k"))
    }

    @Test func aRussianTextReadsAsItsOtherSpellings() {
        #expect(ReadAlike.key("  Что помогло вам  сегодня? ") == "что помогло вам сегодня")
        #expect(ReadAlike.key("ЁЛКА\u{A0}И ЕЖ…") == ReadAlike.key("ёлка и еж"))
        #expect(ReadAlike.key("Не «волнуйтесь»!") == "не «волнуйтесь»")
        #expect(ReadAlike.key("Don’t ТРЕВОЖЬТЕСЬ") == "don't тревожьтесь")
        #expect(ReadAlike.key("… ?") == "")
    }
}
