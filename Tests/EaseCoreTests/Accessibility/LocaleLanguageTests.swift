@testable import EaseCore
import Testing

/// A locale's language: the part before the first `-` (empty parts skipped), English for none.
@Suite struct LocaleLanguageTests {
    @Test(arguments: [("en", "en"), ("ru", "ru"), ("ru-RU", "ru"), ("en-GB-oxendict", "en"), ("", "en"), ("-ru", "ru"), ("--", "en"), ("pt_BR", "pt_BR")])
    func languageOfLocale(locale: String, language: String) {
        #expect(PluralRules.language(of: locale) == language)
        #expect(PluralRules.language(of: locale) == String(locale.split(separator: "-").first ?? "en"))
    }
}
