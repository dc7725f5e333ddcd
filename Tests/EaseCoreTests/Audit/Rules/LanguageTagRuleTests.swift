@testable import EaseCore
import Testing

/// The rule reads a `lang` value as bytes; it must accept exactly the tags the rule's definition
/// (read as characters) accepts.
@Suite struct LanguageTagRuleTests {
    /// A language of 2–3 or 5–8 ASCII letters, then subtags of 1–8 ASCII letters or digits.
    static func reference(_ tag: String) -> Bool {
        let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, [2, 3, 5, 6, 7, 8].contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    @Test(arguments: ["en", "ru", "pt-BR", "zh-Hant-TW", "de-1996", "sgn-BE-FR", "i-klingon", "x-private", "en-", "-en", "e", "en--US",
                      "english", "englishes", "en_US", "en US", "1en", "en-123456789", "é", "fr-é", "EN-gb", "abcde-x", ""])
    func tagsAsTheDefinitionReadsThem(_ tag: String) {
        #expect(LanguageTagRule.isWellFormed(tag) == Self.reference(tag), "\(tag.debugDescription)")
    }

    @Test func generatedTagsAsTheDefinitionReadsThem() {
        let alphabet = ["a", "Z", "q", "0", "9", "-", "-", "é", "_", "\u{301}", "Ⅻ"]
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for _ in 0..<3_000 {
            let tag = (0..<next(14)).map { _ in alphabet[next(alphabet.count)] }.joined()
            #expect(LanguageTagRule.isWellFormed(tag) == Self.reference(tag), "\(tag.debugDescription)")
        }
    }
}
