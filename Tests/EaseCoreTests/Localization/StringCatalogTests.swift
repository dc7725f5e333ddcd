@testable import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// Xcode String Catalog export and import.
@Suite struct StringCatalogTests {
    func site(_ root: String) throws -> SiteConfiguration {
        try #require(ContentPipeline().check(contentRoot: root).catalog.site)
    }

    @Test func exportHoldsEveryStringWithPluralVariations() throws {
        let json = StringCatalog.export(try site(ContentFixture.sampleContent))
        let parsed = try StringCatalog.translations(from: Array(json.utf8))
        #expect(parsed.sourceLanguage == "en")
        let russian = try #require(parsed.locales["ru"])
        #expect(russian.isReviewed)
        #expect(russian.strings["tabs.learn"] == .text("Узнать"))
        #expect(russian.strings["ui.reading-time"]?.categories == [.one, .few, .many, .other])
        #expect(json.contains("\"variations\": {\n            \"plural\": {"))
    }

    @Test func exportThenImportLeavesSiteYmlByteForByte() throws {
        let fixture = try ContentFixture()
        let before = try fixture.read("site.yml")
        let catalog = fixture.root + "/../Ease.xcstrings"
        try Data(StringCatalog.export(try site(fixture.root)).utf8).write(to: URL(fileURLWithPath: catalog))
        let outcome = StringsImportAction(contentRoot: fixture.root, catalogPath: catalog).perform()
        #expect(outcome.exitStatus == 0, "\(outcome.report.diagnostics.map(\.message))")
        #expect(outcome.importedLocales == ["ru"])
        #expect(try fixture.read("site.yml") == before)
    }

    @Test func anImportedTranslationReplacesTheOldOne() throws {
        let fixture = try ContentFixture()
        let catalog = fixture.root + "/../Ease.xcstrings"
        let exported = StringCatalog.export(try site(fixture.root)).replacing("\"value\": \"Узнать\"", with: "\"value\": \"Читать\"")
        try Data(exported.utf8).write(to: URL(fileURLWithPath: catalog))
        #expect(StringsImportAction(contentRoot: fixture.root, catalogPath: catalog).perform().exitStatus == 0)
        #expect(try fixture.read("site.yml").contains("      tabs.learn: Читать\n"))
        #expect(try site(fixture.root).localized(to: "ru").tabs.first?.title == "Читать")
    }

    @Test func stringsLeftForReviewKeepTheStaleHash() throws {
        let fixture = try ContentFixture()
        try fixture.replace("  begin: Begin", with: "  begin: Start", in: "site.yml")
        let catalog = fixture.root + "/../Ease.xcstrings"
        let exported = StringCatalog.export(try site(fixture.root))
        #expect(exported.contains("\"state\": \"needs_review\""))
        try Data(exported.utf8).write(to: URL(fileURLWithPath: catalog))
        let outcome = StringsImportAction(contentRoot: fixture.root, catalogPath: catalog).perform()
        // The breathing exercise's "Tap Begin" is left behind by the rename.
        #expect(outcome.report.diagnostics.map(\.id) == ["label.unknown-control", "l10n.stale"])
    }

    @Test func aBrokenCatalogIsAUsageError() throws {
        let fixture = try ContentFixture()
        let catalog = fixture.root + "/../Ease.xcstrings"
        try Data("{\"strings\": 3}".utf8).write(to: URL(fileURLWithPath: catalog))
        let outcome = StringsImportAction(contentRoot: fixture.root, catalogPath: catalog).perform()
        #expect(outcome.exitStatus == 2)
        #expect(outcome.report.diagnostics.map(\.id) == ["usage.invalid-catalog"])
    }

    @Test func theBlockWriterQuotesOnlyWhenYAMLNeedsIt() {
        #expect(TranslationsBlockWriter.scalar("Узнать") == "Узнать")
        #expect(TranslationsBlockWriter.scalar("Источник: {source}") == "\"Источник: {source}\"")
        #expect(TranslationsBlockWriter.scalar("{count} минут") == "\"{count} минут\"")
        #expect(TranslationsBlockWriter.scalar("yes") == "\"yes\"")
        #expect(TranslationsBlockWriter.scalar("say \"hi\"") == "say \"hi\"")
        #expect(TranslationsBlockWriter.scalar("\"quoted\"") == "\"\\\"quoted\\\"\"")
    }

    @Test func theBlockIsReplacedAndTheRestOfTheFileKept() {
        let text = "title: A\n# about translations\ntranslations:\n  ru:\n    strings:\n      title: Б\n\nafter: 1\n"
        let block = TranslationsBlockWriter.yaml([.init(locale: "ru", sourceHash: "abc", strings: [("title", .text("В"))])])
        #expect(TranslationsBlockWriter.replacingBlock(in: text, with: block)
            == "title: A\n# about translations\ntranslations:\n  ru:\n    source-hash: abc\n    strings:\n      title: В\n\nafter: 1\n")
        #expect(TranslationsBlockWriter.replacingBlock(in: "title: A\n", with: block) == "title: A\n\n" + block)
    }
}
