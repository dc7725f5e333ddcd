@testable import EaseCore
import EaseBytes
import EaseTestSupport
import Testing

@Suite struct AccessibleNameTests {
    @Test(arguments: [
        ("Read more", "Read more"),
        ("Читать дальше", "Читать дальше"),
        ("  Read\n   more ", "Read more"),
        ("Read  more", "Read more"),
        ("Read\u{A0}more", "Read more"),
        ("\u{2003}Calm\u{3000}", "Calm"),
        ("“Breathe” — slowly", "“Breathe” — slowly"),
        (" ", ""),
        ("", ""),
    ])
    func whiteSpaceCollapses(_ text: String, _ collapsed: String) {
        #expect(AccessibleName.collapse(text) == collapsed)
    }

    /// Collapsing white space: all-ASCII text (taken byte by byte) and any other text (scalar by
    /// scalar) as a scalar-by-scalar reading with the same white space gives.
    @Test func whiteSpaceCollapsesAsScalarByScalar() {
        var generator = SeededGenerator(seed: 13)
        let pieces = [" ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "word", "a", "\u{A0}", "é", "\u{2003}", "!", "\u{01}"]
        for _ in 0..<3_000 {
            let text = generator.text(of: pieces, most: 10)
            var expected = String.UnicodeScalarView(), pendingSpace = false
            for scalar in text.unicodeScalars {
                if CommonScalars.isWhitespace(scalar) { pendingSpace = !expected.isEmpty; continue }
                if pendingSpace { expected.append(" "); pendingSpace = false }
                expected.append(scalar)
            }
            #expect(AccessibleName.collapse(text) == String(expected), "\(text.debugDescription)")
        }
    }

    @Test(arguments: [
        ("https://example.org", true), ("//cdn.example.org/x.js", true), ("mailto:a@b.c", true), ("tel:+100", true),
        ("/learn/", false), ("../x/", false), ("#part-1", false), ("a/b:c", false), (":x", false), ("", false),
    ])
    func externalDestinations(_ destination: String, _ external: Bool) {
        #expect(ContentCatalog.isExternal(destination) == external)
    }

    /// The quick answers (for names of no type word's length, or whose first letter starts none)
    /// agree with lower-casing and looking up.
    @Test(arguments: ["Click Here", "BUTTON", "Link", "КНОПКА", "Ссылка", "Тут", "Нажмите здесь", "здесь!", "here", "Here!", "Read more", "Icons",
                      "\u{212A}", "CLICK\u{212A}", "LIN\u{212A}", "graphic", "GRAPHİC", "a longer name of a reading", "",
                      "Очень длинное название чтения", "practice", "hint", "bell", "IMAGE", "icon", "@here", "[link", "zz", "Graph", "\u{212A}\u{212A}\u{212A}\u{212A}\u{212A}\u{212A}\u{212A}\u{212A}\u{212A}\u{212A}\u{212A}\u{212A}\u{212A}"])
    func typeWordsAreFoundAsByLookup(_ name: String) {
        #expect(AccessibleNameRule.isTypeWord(name) == AccessibleNameRule.typeWords.contains(name.lowercased()))
    }

    /// Names that are not ASCII, lower-cased scalar by scalar and compared by their bytes, are
    /// type words as by lower-casing and looking up: in any case, decomposed, with other spaces,
    /// with look-alike letters, with scalars the quick lower-casing does not answer.
    @Test func namesNotASCIIAreTypeWordsAsByLookup() {
        var names: [String] = []
        for word in AccessibleNameRule.typeWords {
            names += [word, word.uppercased(), word.capitalized, word + "!", " " + word, word.replacingOccurrences(of: " ", with: "\u{A0}"),
                      word.replacingOccurrences(of: " ", with: "\u{2000}"), word.replacingOccurrences(of: "с", with: "c"),
                      word.replacingOccurrences(of: "а", with: "a"), word.decomposedStringWithCanonicalMapping + "\u{301}",
                      "\u{212A}" + word, word + "\u{0438}\u{0306}", "й" + word]
        }
        for name in names where name.utf8.contains(where: { $0 >= 0x80 }) {
            #expect(AccessibleNameRule.isTypeWord(name) == AccessibleNameRule.typeWords.contains(name.lowercased()), "\(name.debugDescription)")
        }
    }

    /// Two strings of the scalars ``CommonScalars/lowercased(_:)`` answers (its own answers
    /// among them) are equal as strings, canonically, only when they are the same scalars, but
    /// for two spaces that are canonically others, which no type word has: so the type words are
    /// compared with such a name by their bytes.
    @Test func typeWordsCompareByTheirBytes() {
        let answered = (UInt32(0)...0x3000).compactMap(Unicode.Scalar.init).filter { CommonScalars.lowercased($0) != nil }
        var equalButOther: Set<UInt32> = []
        for first in answered {
            for second in answered where first != second && String(first) == String(second) { equalButOther.insert(first.value) }
        }
        #expect(equalButOther == [0x2000, 0x2001, 0x2002, 0x2003])
        #expect(!AccessibleNameRule.typeWords.contains { $0.unicodeScalars.contains { equalButOther.contains($0.value) } })
    }

    /// A link's text read as bytes passes the rule only when its computed name would: not empty,
    /// not only an emoji, no type word. For ASCII text with a letter or digit the bytes settle it
    /// either way, so the bytes say what the name says.
    @Test func textNamesPassAsTheirComputedNamesDo() {
        var generator = SeededGenerator(seed: 29)
        let pieces = [" ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "Read", "more", "x", "7", "-", "!", "·", "\u{A0}", "é", "😰", "\u{01}",
                      "link", "LINK", "Click", "here", "click here", "Click  Here", "button", "icon", "image", "graphic", "кнопка", "Здесь"]
        var settled = 0
        for _ in 0..<5_000 {
            let text = generator.text(of: pieces, most: 6)
            let name = AccessibleName.collapse(text)
            let passes = !name.isEmpty && !WCAG.isOnlyEmoji(name) && !AccessibleNameRule.isTypeWord(name)
            let fast = Array(text.utf8).withUnsafeBufferPointer(AccessibleNameRule.textNamePasses)
            if fast { #expect(passes, "\(text.debugDescription)") }
            let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
            let hasWord = text.utf8.contains { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39) }
            if isASCII && hasWord {
                #expect(fast == passes, "\(text.debugDescription)")
                settled += 1
            }
        }
        #expect(settled > 1_000)
    }

    @Test(arguments: [("Part 1 release", true), ("habit-1922", true), ("Ease", true), ("link", false), ("  Click\n here ", false),
                      ("CLICK HERE", false), ("click  here!", true), ("Icons", true), ("😰", false), ("", false), (" \t", false),
                      ("Читать", false), ("!?", false), ("Graphic", false), ("Skip to content", true),
                      ("Reflect", true), ("7 link", true), ("- here", true), (" Here ", false), ("\n\tLearn", true)])
    func textNamesSettledByTheirBytes(_ text: String, _ passes: Bool) {
        #expect(Array(text.utf8).withUnsafeBufferPointer(AccessibleNameRule.textNamePasses) == passes)
    }

    /// An `<input>`'s type is a button's as by lower-casing and comparing.
    @Test(arguments: ["submit", "SUBMIT", "Button", "reset", "RESET ", "text", "radio", "", "submİt", "buttons", "butto"])
    func buttonTypesAreFoundAsByLowerCasing(_ type: String) {
        #expect(AccessibleNameRule.isButtonType(type) == ["submit", "button", "reset"].contains(type.lowercased()))
    }

    /// The byte test for white space beyond ASCII finds exactly the scalars with Unicode's
    /// White_Space property, each at its lead byte and nowhere else.
    @Test func nonASCIIWhitespaceIsFoundByItsBytes() {
        var found: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(scalar).utf8)
            bytes.withUnsafeBufferPointer { buffer in
                if AccessibleName.startsNonASCIIWhitespace(buffer, at: 0) { found.append(value) }
                for index in 1..<buffer.count { #expect(!AccessibleName.startsNonASCIIWhitespace(buffer, at: index)) }
            }
            if scalar.properties.isWhitespace != found.last.map({ $0 == value }) ?? false {
                Issue.record("U+\(String(value, radix: 16)) is \(scalar.properties.isWhitespace ? "" : "not ")white space")
            }
        }
        #expect(found == [0x85, 0xA0, 0x1680] + Array(0x2000...0x200A) + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000])
        #expect(AccessibleName.collapse("Calm · Ease") == "Calm · Ease")
        #expect(AccessibleName.collapse("Calm\u{2009}· Ease") == "Calm · Ease")
    }

    /// A name is taken when it does not collapse to nothing; the computation asks whether the
    /// text is blank instead of collapsing it, which must say the same for any text.
    @Test(arguments: ["", " ", "\n\t ", "\u{A0}", " \u{2009}\u{3000} ", "\u{85}", "\u{200B}", "a", " a ", "\u{A0}b", "·", "\u{FEFF}",
                      "\u{1680}x", "\r\n", "\u{0B}\u{0C}", "Calm · Ease"])
    func blankIsWhatCollapsesToNothing(_ text: String) {
        #expect(WCAG.isBlank(text) == AccessibleName.collapse(text).isEmpty, "\(text.debugDescription)")
    }

    /// A field inside its own label whose text asks the field's name (a blank `aria-label`) is
    /// named by the label's other text, the field asked once: the computation had asked the label
    /// again without end, and `ease audit` of such a page ended on a segmentation fault.
    @Test(arguments: [(#"<label>Named<input aria-label=" "></label>"#, "Named"), (#"<label for="f">Outer <input id="f" aria-label=""></label>"#, "Outer"),
                      (#"<label><label>Inner <input aria-label=" "></label></label>"#, "Inner"), (#"<label><input aria-label=" "></label>"#, "")])
    func aFieldInsideItsOwnLabelIsAskedItsNameOnce(_ body: String, _ name: String) throws {
        let page = AuditPage(path: "p/index.html", route: "/p/", bytes: Array("<html><body>\(body)</body></html>".utf8), styles: AuditStylesCache(files: [:]))
        let field = try #require(page.document.first("input"))
        #expect(AccessibleName.of(field, in: page) == name)
    }
}
