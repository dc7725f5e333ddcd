@testable import EaseCore
import Testing

@Suite struct LocalizableStringTests {
    let minutes = LocalizableString.plural([.one: "{count} минута", .few: "{count} минуты", .many: "{count} минут", .other: "{count} минуты"])

    @Test(arguments: [(1, "1 минута"), (2, "2 минуты"), (5, "5 минут"), (11, "11 минут"), (21, "21 минута"), (22, "22 минуты"), (112, "112 минут")])
    func russianCountsAgree(count: Int, expected: String) {
        #expect(minutes.format(count, locale: "ru") == expected)
    }

    @Test func englishUsesOneAndOther() {
        let reading = LocalizableString.plural([.one: "{count} minute to read", .other: "{count} minutes to read"])
        #expect(reading.format(1, locale: "en") == "1 minute to read")
        #expect(reading.format(0, locale: "en") == "0 minutes to read")
        #expect(reading.format(21, locale: "en") == "21 minutes to read")
    }

    @Test func placeholdersAreNamesInBraces() {
        #expect(LocalizableString.placeholders(in: "Page {position} of {count}") == ["position", "count"])
        #expect(LocalizableString.placeholders(in: "no {braces here} or {} {ok-1}") == ["ok-1"])
        #expect(minutes.placeholders == ["count"])
        #expect(LocalizableString.text("plain").placeholders.isEmpty)
    }

    @Test func textOfAPluralIsItsOtherForm() {
        #expect(minutes.text == "{count} минуты")
        #expect(minutes.categories == [.one, .few, .many, .other])
    }
}
