@testable import EaseCore
import EaseTestSupport
import Testing

@Suite struct LocalizationReportTests {
    @Test func theSampleIsFullyTranslated() throws {
        let report = LocalizationReport(ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog)
        let russian = try #require(report.locales.first)
        #expect(report.locales.map(\.locale) == ["ru"])
        #expect(russian.coverage == 1)
        #expect(russian.missing.isEmpty && russian.stale.isEmpty && russian.untracked.isEmpty)
        #expect(russian.counts.map(\.kind) == ["readings", "exercises", "onboarding pages", "coping statements", "site.yml strings"])
        #expect(report.text.contains("ru  100% translated\n  readings           6/6\n"))
    }

    @Test func aPlantedMissingAndAPlantedStaleTranslationAreListed() throws {
        let fixture = try ContentFixture()
        try fixture.remove("readings/getting-help.ru.md")
        try fixture.replace("Worry is part of being human.", with: "Worry is a part of being human.", in: "readings/what-is-gad.md")
        try fixture.replace("      ui.transcript: Текст записи\n", with: "", in: "site.yml")
        let report = LocalizationReport(ContentPipeline().check(contentRoot: fixture.root).catalog)
        let russian = try #require(report.locales.first)
        #expect(russian.missing == ["readings/getting-help.md", "site.yml: ui.transcript"])
        #expect(russian.stale == ["readings/what-is-gad.ru.md"])
        #expect(russian.coverage < 1)
        #expect(report.text.contains("  readings           5/6\n"))
        #expect(report.text.contains("  stale:\n    readings/what-is-gad.ru.md\n"))
        #expect(report.json.contains("\"stale\": [\n        \"readings/what-is-gad.ru.md\"\n      ]"))
    }
}
