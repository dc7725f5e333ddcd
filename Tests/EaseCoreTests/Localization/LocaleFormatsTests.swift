@testable import EaseCore
import Testing

@Suite struct LocaleFormatsTests {
    @Test func timesOfDayFollowEachLocale() throws {
        let evening = try #require(ClockTime("20:00"))
        let morning = try #require(ClockTime("08:05"))
        let midnight = try #require(ClockTime("00:30"))
        #expect(LocaleFormats.time(evening, locale: "en") == "8:00\u{202F}PM")
        #expect(LocaleFormats.time(morning, locale: "en") == "8:05\u{202F}AM")
        #expect(LocaleFormats.time(midnight, locale: "en") == "12:30\u{202F}AM")
        #expect(LocaleFormats.time(evening, locale: "ru") == "20:00")
        #expect(LocaleFormats.time(morning, locale: "ru") == "08:05")
    }

    @Test func languagesAreNamedInThemselves() {
        #expect(LocaleFormats.autonym("en") == "English")
        #expect(LocaleFormats.autonym("ru") == "Русский")
        #expect(LocaleFormats.autonym("ru-RU") == "Русский")
    }
}
