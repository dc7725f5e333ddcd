@testable import EaseMarkdown
import EaseBytes
import EaseTestSupport
import Testing

@Suite struct HeadingSluggerTests {
    @Test func theASCIIPathGivesWhatTheUnicodePathGives() throws {
        let every = String(decoding: Array(0x01...0x7F).map { UInt8($0) }, as: UTF8.self)
        for text in [every, "Part 1: Ground", "  Worry_time -- and\tRest\r\n", "Why? (Because!)", "ABC xyz 0123"] {
            let ascii = try #require(HeadingSlugger.asciiSlug(text))
            #expect(ascii == HeadingSlugger.unicodeSlug(text), "\(text.debugDescription)")
        }
        #expect(HeadingSlugger.asciiSlug("Тревога и сон") == nil)
        #expect(HeadingSlugger.baseSlug("Тревога и сон") == "тревога-и-сон")
    }

    /// The slug by its definition: the text lower-cased as Unicode does it, its letters and
    /// numbers, `-` and `_` kept, white space made `-`, the rest dropped.
    static func definedSlug(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "-" || scalar == "_" {
                out.append(scalar)
            } else if scalar.properties.isWhitespace {
                out.append("-")
            }
        }
        return String(out)
    }

    /// A heading of common scalars (a Russian one) is slugged from their ranges, as Unicode's
    /// tables would slug it; any other text through the tables.
    @Test func theCommonScalarsPathGivesWhatUnicodesTablesGive() {
        let pieces = ["Тревога", "СОН", "Ёж", " ", "\u{A0}", "\u{3000}", "\t", "-", "_", "—", "«", "»", "?", "2", "²", "½", "é", "ÿ", "Ā",
                      "İ", "Σ", "λ", "\u{301}", "😰", "中", "ǅ", "\u{2028}", "…", "\u{200D}"]
        var generator = SeededGenerator(seed: 0x5106_5106)
        var common = 0
        for _ in 0..<4_000 {
            let text = generator.text(of: pieces, most: 7)
            #expect(HeadingSlugger.unicodeSlug(text) == Self.definedSlug(text), "\(text.debugDescription)")
            if HeadingSlugger.commonSlug(text) != nil { common += 1 }
        }
        #expect(common > 500)
        #expect(HeadingSlugger.baseSlug("Сон и ДВИЖЕНИЕ: ½ часа") == "сон-и-движение-½-часа")
        // Every scalar a common slug keeps as a number is one of Unicode's, and no other is.
        let numbers = (UInt32(0)...0x3000).compactMap(Unicode.Scalar.init).filter { CommonScalars.isCommon($0) }
        #expect(numbers.filter { HeadingSlugger.isNumber($0) != ($0.properties.numericType != nil) }.isEmpty)
    }

    /// Repeats are numbered as a dictionary of every anchor numbers them, also past the few
    /// anchors kept in a list: texts that repeat, and texts that look like a repeat's anchor.
    @Test func repeatsAreNumberedThroughManyHeadings() {
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let texts = ["Calm", "calm", "Calm 1", "Calm-2", "Rest", "???", "Section", "Part \(1)", "Part 1", "Тревога"]
            + (0..<30).map { "Heading \($0)" }
        for _ in 0..<20 {
            var slugger = HeadingSlugger()
            var used: [String: Int] = [:]
            for _ in 0..<next(60) {
                let text = texts[next(texts.count)]
                // What the slugger did with a dictionary of every anchor.
                let slug = HeadingSlugger.baseSlug(text)
                let base = slug.isEmpty ? "section" : slug
                var expected = base
                if let count = used[base] {
                    var number = count
                    repeat { number += 1; expected = "\(base)-\(number)" } while used[expected] != nil
                    used[base] = number
                }
                used[expected] = 0
                #expect(slugger.slug(for: text) == expected)
            }
        }
    }

    /// Whether an anchor is a text's first one, compared without making the slug, agrees with
    /// making it: over random texts of letters, digits, spaces, punctuation and other scripts.
    @Test func isFirstAnchorAgreesWithTheSlug() {
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "Z", "7", " ", "\t", "-", "_", "?", "’", "é", "Я", "😰", "What", "is"]
        for _ in 0..<5_000 {
            let text = generator.text(of: pieces, most: 6)
            let other = generator.text(of: pieces, most: 3)
            func firstAnchor(_ text: String) -> String {
                var slugger = HeadingSlugger()
                return slugger.slug(for: text)
            }
            #expect(HeadingSlugger.isFirstAnchor(firstAnchor(text), of: text), "\(text.debugDescription)")
            #expect(HeadingSlugger.isFirstAnchor(firstAnchor(other), of: text) == (firstAnchor(other) == firstAnchor(text)),
                    "\(text.debugDescription) \(other.debugDescription)")
        }
    }
}
