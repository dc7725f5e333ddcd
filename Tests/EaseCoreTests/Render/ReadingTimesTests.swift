@testable import EaseCore
import EaseTestSupport
import Testing

/// Each reading's time, made once per number of minutes, reads as the site's `reading-time`
/// text filled in for that reading alone.
@Suite struct ReadingTimesTests {
    let catalog = ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog

    @Test(arguments: ["en", "ru"])
    func everyReadingsTimeIsItsOwnText(locale: String) throws {
        let view = catalog.localized(to: locale)
        let site = try #require(view.site)
        let readings = view.localeReadings
        #expect(!readings.isEmpty)
        let times = ReadingTimes(readings, site: site)
        for reading in readings {
            let minutes = ItemEncoder.readingMinutes(words: reading.item.outline.wordCount)
            #expect(times.text(of: reading) == site.text("reading-time", count: minutes), "\(reading.item.id.value)")
        }
    }

    /// A reading whose number of minutes no reading of the table took (an edited reading, after
    /// ``ReadingEditBuild``) gets its text made then, in the table's language.
    @Test func aNumberNotInTheTableIsMadeWhenAsked() throws {
        let russian = catalog.localized(to: "ru")
        let site = try #require(russian.site)
        let reading = try #require(russian.localeReadings.first)
        let empty = ReadingTimes([], site: site)
        let minutes = ItemEncoder.readingMinutes(words: reading.item.outline.wordCount)
        #expect(empty.text(of: reading) == site.text("reading-time", count: minutes))
        #expect(empty.text(of: reading).hasSuffix("чтения"))
    }
}
