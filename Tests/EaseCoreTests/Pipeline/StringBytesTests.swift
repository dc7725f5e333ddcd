@testable import EaseCore
import EaseTestSupport
import Testing

/// The byte-level string helpers answer as the same question asked of the UTF-8 bytes.
@Suite struct StringBytesTests {
    static let pieces = ["a", "/", "//", "readings", "..", ".", " ", "é", "\u{301}", "😰", "#", ":", "x y"]

    static func randomTexts(seed: UInt64, count: Int) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            generator.text(of: pieces)
        }
    }

    @Test func piecesAreTheNonEmptyRunsBetweenSeparatorBytes() {
        for text in Self.randomTexts(seed: 5, count: 2_000) {
            for separator in [UInt8(ascii: "/"), UInt8(ascii: " ")] {
                let expected = Array(text.utf8).split(separator: separator).map { String(decoding: $0, as: UTF8.self) }
                #expect(text.pieces(separatedBy: separator).map(String.init) == expected, "\(text.debugDescription)")
            }
        }
        // A slash before a combining mark still separates (a split by characters would not).
        #expect("a/\u{301}b".pieces(separatedBy: UInt8(ascii: "/")) == ["a", "\u{301}b"])
    }

    @Test func theFirstIndexOfAByteIsTheUTF8Views() {
        for text in Self.randomTexts(seed: 9, count: 2_000) {
            for byte in [UInt8(ascii: "#"), UInt8(ascii: ":"), UInt8(ascii: "/")] {
                #expect(text.firstIndex(ofByte: byte) == text.utf8.firstIndex(of: byte), "\(text.debugDescription)")
            }
        }
    }

    @Test func whatComesBeforeTheLastByteIsTheUTF8Views() {
        for text in Self.randomTexts(seed: 13, count: 2_000) {
            for byte in [UInt8(ascii: "/"), UInt8(ascii: "#")] {
                let expected = text.utf8.lastIndex(of: byte).map { String(Substring(text.utf8[..<$0])) }
                #expect(text.prefix(beforeLastByte: byte) == expected, "\(text.debugDescription)")
            }
        }
        #expect("readings/sub/calm.md".prefix(beforeLastByte: UInt8(ascii: "/")) == "readings/sub")
        #expect("calm.md".prefix(beforeLastByte: UInt8(ascii: "/")) == nil)
        #expect("/calm.md".prefix(beforeLastByte: UInt8(ascii: "/")) == "")
    }

    @Test func aByteAtOrAboveIsFoundAsInTheUTF8View() {
        for text in Self.randomTexts(seed: 17, count: 1_000) {
            for minimum in [UInt8(0x80), 0xC2, 0xCC, 0xF0] {
                #expect(text.containsByte(atLeast: minimum) == text.utf8.contains { $0 >= minimum }, "\(text.debugDescription)")
            }
        }
    }

    /// An ASCII suffix is found in the bytes exactly where `hasSuffix` finds it: after a combining
    /// mark, a prepended mark (which joins the dot after it into one character), a Kelvin sign,
    /// a scalar canonically equal to an ASCII one, and in text of every kind around it.
    @Test func anASCIISuffixIsFoundAsHasSuffixFindsIt() {
        let pieces = ["learn", "/", ".", "html", "htm", "css", "l", "index", "\u{301}", "\u{600}", "\u{110BD}", "é", "😰", "\u{212A}",
                      "\u{37E}", "\u{200D}", "\r", "\n", " ", "ł", "\u{1F3FB}"]
        var generator = SeededGenerator(seed: 21)
        var texts = (0..<3_000).map { _ in generator.text(of: pieces) }
        texts += ["", ".html", "html", "a.html", "a.htm", "a\u{600}.html", "\u{600}.html", "a.htm\u{301}l", "a.html\u{301}", "a.\u{301}html",
                  "\u{110BD}.css", "site.css", "x.cs", "é.css", "😰.htm", "a\u{200D}.html", "\r.html"]
        texts += ["xyz\u{212A}", "a;", "a\u{37E}", "\r\n", "a\n", "\n", "K", ""]
        for text in texts {
            for suffix: StaticString in [".html", ".htm", ".css", "l", "K", "zK", "xyzK", ";", "\n", "/", ""] {
                #expect(text.hasASCIISuffix(suffix) == text.hasSuffix(suffix.description), "\(text.debugDescription) \(suffix)")
            }
        }
        #expect("\u{600}.html".hasASCIISuffix(".html") == false)
        #expect("learn/calm/index.html".hasASCIISuffix(".html"))
        #expect("xyz\u{212A}".hasASCIISuffix("xyzK"))
    }

    /// An ASCII prefix is found in the bytes exactly where `hasPrefix` finds it: before a
    /// combining mark (which joins the prefix's last character), a Kelvin sign or a Greek
    /// question mark (canonically `K` and `;`), a line feed after a carriage return, and in text
    /// of every kind.
    @Test func anASCIIPrefixIsFoundAsHasPrefixFindsIt() {
        let pieces = ["/", "#", "aria-", "ari", "on", "o", "K", ";", "\u{301}", "\u{600}", "é", "😰", "\u{212A}", "\u{37E}", "\u{200D}",
                      "\r", "\n", " ", "learn", "\u{1F3FB}"]
        var generator = SeededGenerator(seed: 23)
        var texts = (0..<3_000).map { _ in generator.text(of: pieces) }
        texts += ["", "/", "/\u{301}", "/learn/", "aria-label", "aria\u{301}-x", "\u{212A}x", "\u{37E}", "on", "onclick", "o\u{301}n",
                  "\r\n", "\r", "#top", "#\u{200D}"]
        for text in texts {
            for prefix: StaticString in ["/", "#", "aria-", "on", "K", "Kx", ";", "\r", "\r\n", ""] {
                #expect(text.hasASCIIPrefix(prefix) == text.hasPrefix(prefix.description), "\(text.debugDescription) \(prefix)")
            }
        }
        #expect("\u{212A}x".hasASCIIPrefix("Kx"))
        #expect(!"/\u{301}learn".hasASCIIPrefix("/"))
    }

    /// Words between white space are the words a split by `Character.isWhitespace` finds, for
    /// ASCII text (read as bytes, every control character among it), text of scalars that stand
    /// alone (read as scalars: Cyrillic, punctuation, Unicode's spaces) and any other (combining
    /// marks and joiners, after a space too).
    @Test func wordsAreTheSplitAtWhiteSpace() {
        let pieces = ["a", "id-1", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}", "\u{01}", "\u{85}", "\u{A0}", "é", "\u{2003}",
                      "Тревога", "ё", "—", "\u{2028}", "\u{3000}", "\u{1680}", "\u{301}", "\u{483}", "\u{200D}", "\u{200C}", "😰"]
        var generator = SeededGenerator(seed: 23)
        for _ in 0..<6_000 {
            let text = generator.text(of: pieces)
            let words = text.split(whereSeparator: \.isWhitespace)
            #expect(text.whitespaceSeparatedWords() == words, "\(text.debugDescription)")
            let limit = Int.random(in: 0...4, using: &generator)
            #expect(text.whitespaceSeparatedWords(limit: limit) == Array(words.prefix(limit)), "\(text.debugDescription), \(limit)")
        }
    }
}
