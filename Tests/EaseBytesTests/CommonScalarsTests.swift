import EaseBytes
import EaseTestSupport
import Testing

/// Every answer ``CommonScalars`` gives from its ranges is Unicode's, scalar by scalar.
@Suite struct CommonScalarsTests {
    /// Every scalar there is (the surrogates' values are none).
    static var everyScalar: some Sequence<Unicode.Scalar> { (UInt32(0)...0x10FFFF).lazy.compactMap(Unicode.Scalar.init) }

    /// The common scalars (``CommonScalars/isCommon(_:)``), all below U+3001.
    static let common = (UInt32(0)...0x3000).compactMap(Unicode.Scalar.init).filter(CommonScalars.isCommon)

    @Test func whiteSpaceIsUnicodesForEveryScalar() {
        let wrong = Self.everyScalar.filter { CommonScalars.isWhitespace($0) != $0.properties.isWhitespace }
        #expect(Array(wrong) == [])
    }

    @Test func theCommonScalarsAreLatinCyrillicAndPunctuation() {
        #expect(Self.common.count == 0x300 + 0x83 + 0xA6 + 0x70 + 1)
        #expect(["a", "é", "ł", "Ж", "ё", "—", "…", "\u{A0}", "\u{3000}"].allSatisfy(CommonScalars.isCommon))
        #expect(!["\u{301}", "\u{483}", "α", "ا", "中", "😰"].contains(where: CommonScalars.isCommon))
    }

    @Test func lettersAreUnicodesAlphabeticAmongTheCommonScalarsAndUnansweredElsewhere() {
        let wrong = Self.everyScalar.filter { scalar in
            let answer = CommonScalars.isAlphabetic(scalar)
            return CommonScalars.isCommon(scalar) ? answer != scalar.properties.isAlphabetic : answer != nil
        }
        #expect(Array(wrong) == [])
        // No common scalar is a combining mark, which a word's letters take in after them.
        #expect(!Self.common.contains { [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory) })
    }

    @Test func aLowerCaseFormGivenIsTheOneUnicodeGives() {
        var answered = 0
        for scalar in Self.everyScalar {
            guard let lowered = CommonScalars.lowercased(scalar) else { continue }
            answered += 1
            #expect(String(lowered) == String(scalar).lowercased(), "U+\(String(scalar.value, radix: 16))")
        }
        // ASCII, Latin-1, Russian's and the other common Cyrillic capitals and small letters, punctuation.
        #expect(answered == 0x100 + 0x60 + 0x70 + 1)
        #expect(CommonScalars.lowercased("Ё") == "ё" && CommonScalars.lowercased("Я") == "я" && CommonScalars.lowercased("É") == "é")
        #expect(CommonScalars.lowercased("İ") == nil && CommonScalars.lowercased("Ā") == nil && CommonScalars.lowercased("Σ") == nil)
    }

    /// A text is lower-cased as `String.lowercased()` does it, from the ranges where every
    /// scalar is common and through Unicode's tables where one is not.
    @Test func aTextIsLowerCasedAsUnicodeLowerCasesIt() {
        let pieces = ["Тревога", "СОН", "Ёж", "ЇЖАК", " ", "A", "z", "É", "ß", "ÿ", "Ā", "İ", "Σ", "ΣΑΣ", "\u{301}", "😰", "ǅ", "—", "\u{212A}"]
        var generator = SeededGenerator(seed: 0x10E3_CA5E)
        for _ in 0..<4_000 {
            let text = generator.text(of: pieces, most: 6)
            #expect(CommonScalars.lowercased(text: text) == text.lowercased(), "\(text.debugDescription)")
            #expect(CommonScalars.lowercased(text: text).utf8.elementsEqual(text.lowercased().utf8), "\(text.debugDescription)")
        }
        #expect(CommonScalars.lowercased(text: "НАЖМИТЕ ЗДЕСЬ") == "нажмите здесь")
    }

    /// Two scalars that stand alone are two characters, but a carriage return and a line feed.
    @Test func scalarsThatStandAloneAreEachACharacter() {
        let alone = Self.common.filter(CommonScalars.standsAlone)
        #expect(alone.count == Self.common.count - 2)
        var joined: [String] = []
        for first in alone {
            for second in alone where !(first == "\r" && second == "\n") {
                var pair = String.UnicodeScalarView()
                pair.append(first)
                pair.append(second)
                if String(pair).count != 2 { joined.append("U+\(String(first.value, radix: 16)) U+\(String(second.value, radix: 16))") }
            }
        }
        #expect(joined == [])
        #expect("\u{200D}".unicodeScalars.allSatisfy(CommonScalars.standsAlone) == false)
    }
}
