import EaseTestSupport
import Foundation
import Testing

/// `ease l10n-report` and `ease strings export/import` through the built binary.
@Suite struct LocalizationCommandTests {
    @Test func theReportShowsFullCoverageForTheSample() throws {
        let run = try EaseBinary.run(["l10n-report", "--content", ContentFixture.sampleContent])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == """
            Translations (source locale en)

            ru  100% translated
              readings           6/6
              exercises          4/4
              onboarding pages   5/5
              coping statements  1/1
              site.yml strings   81/81

            """)
    }

    @Test func theJSONReportFlagsAPlantedMissingAndAPlantedStaleTranslation() throws {
        let fixture = try ContentFixture()
        try fixture.remove("readings/how-worry-works.ru.md")
        try fixture.replace("Slowing\nthe breath down", with: "Slowing\nyour breath down", in: "readings/breathing-and-calm.md")
        let run = try EaseBinary.run(["l10n-report", "--content", fixture.root, "--format", "json"])
        #expect(run.status == 0, "\(run.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let russian = try #require((report["locales"] as? [[String: Any]])?.first)
        #expect(russian["missing"] as? [String] == ["readings/how-worry-works.md"])
        #expect(russian["stale"] as? [String] == ["readings/breathing-and-calm.ru.md"])
        #expect((russian["coverage"] as? Double).map { $0 < 1 } == true)
    }

    @Test func theReportRefusesContentWithErrors() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: What generalized anxiety disorder is", with: "titel: x", in: "readings/what-is-gad.md")
        let run = try EaseBinary.run(["l10n-report", "--content", fixture.root])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("[schema.unknown-key]"))
    }

    @Test func stringsRoundTripThroughAStringCatalog() throws {
        let fixture = try ContentFixture()
        let before = try fixture.read("site.yml")
        let catalog = fixture.root + "/../Ease.xcstrings"
        let export = try EaseBinary.run(["strings", "export", "--content", fixture.root, "--output", catalog])
        #expect(export.status == 0, "\(export.standardError)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: catalog))) as? [String: Any])
        #expect(json["sourceLanguage"] as? String == "en")
        #expect(json["version"] as? String == "1.0")
        let imported = try EaseBinary.run(["strings", "import", "--content", fixture.root, catalog])
        #expect(imported.status == 0, "\(imported.standardError)")
        #expect(imported.standardError.contains("ease: imported ru into"))
        #expect(try fixture.read("site.yml") == before)
    }
}
