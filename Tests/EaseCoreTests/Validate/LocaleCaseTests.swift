import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Locale tags are matched exactly, and one written otherwise than the files or the default
/// locale (in other letter case, with a region the other leaves out) is one error where
/// `site.yml` writes it, with a fix-it: not an error for every translated file, nor a missing
/// translation for every item. Several files in a locale not listed at all are one error too.
@Suite struct LocaleCaseTests {
    func problems(after written: String, _ replacement: String) throws -> [Diagnostic] {
        try PipelineRun.sample(replacing: written, with: replacement, in: "site.yml").problems
    }

    @Test func aListedLocaleInOtherCaseIsOneErrorWithAFixIt() throws {
        let problems = try problems(after: "locales: [en, ru]", "locales: [en, RU]")
        let errors = problems.filter { $0.severity == .error }
        #expect(errors.count == 1, "\(errors.map(\.message))")
        let error = try #require(errors.first)
        #expect(error.id == "locale.unknown")
        #expect(error.location?.path.hasSuffix("site.yml") == true)
        #expect(error.message.hasPrefix("'locales' lists 'RU', but 16 files are translations into 'ru'"))
        #expect(error.fixIts.first?.replacement == "ru")
        #expect(!problems.contains { $0.id == "l10n.missing" })
    }

    @Test func aDefaultLocaleInOtherCaseIsOneErrorWithAFixIt() throws {
        let problems = try problems(after: "default-locale: en", "default-locale: EN")
        #expect(problems.count == 1, "\(problems.map(\.message))")
        let error = try #require(problems.first)
        #expect(error.message == "default locale 'EN' is not in 'locales'; locale tags are matched exactly, and it lists 'en'")
        #expect(error.fixIts.first?.replacement == "en")
    }

    @Test func aDefaultLocaleNotListedIsOneErrorNamingTheListedOnes() throws {
        let problems = try problems(after: "default-locale: en", "default-locale: fr")
        #expect(problems.count == 1, "\(problems.map(\.message))")
        let error = try #require(problems.first)
        #expect(error.message == "default locale 'fr' is not in 'locales'")
        #expect(error.notes.first?.message.hasPrefix("'locales' lists 'en', 'ru';") == true)
    }

    @Test func aLocaleListedTwiceIsAWarningAndListedOnce() throws {
        let run = try PipelineRun.sample(replacing: "locales: [en, ru]", with: "locales: [en, ru, ru]", in: "site.yml")
        #expect(run.problems.count == 1, "\(run.problems.map(\.message))")
        let repeated = try #require(run.problems.first)
        #expect(repeated.id == "locale.repeated")
        #expect(repeated.severity == .warning)
        #expect(repeated.location?.range.start.column == 19)
        #expect(repeated.notes.first?.location?.range.start.column == 15)
        let fixIt = try #require(repeated.fixIts.first)
        #expect(fixIt.range.start.column == 17 && fixIt.range.end.column == 21 && fixIt.replacement == "")
        #expect(run.result.catalog.site?.locales.map(\.value) == ["en", "ru"])
    }

    @Test(arguments: ["ru-RU", "ru_RU"])
    func aListedLocaleWithARegionTheFilesLeaveOutIsOneErrorWithAFixIt(_ written: String) throws {
        let problems = try problems(after: "locales: [en, ru]", "locales: [en, \(written)]")
        #expect(problems.map(\.id) == ["locale.unknown", "l10n.orphan"], "\(problems.map(\.message))")
        #expect(problems[0].message.hasPrefix("'locales' lists '\(written)', but 16 files are translations into 'ru'"))
        #expect(problems[0].fixIts.first?.replacement == "ru")
        // The translations block is named as the listed locale written otherwise, with no fix-it of its own.
        #expect(problems[1].message == "translations for 'ru', which is not in 'locales'; locale tags are matched exactly, and it lists '\(written)'")
        #expect(problems[1].fixIts.isEmpty)
    }

    @Test func aDefaultLocaleWithARegionTheListLeavesOutIsOneError() throws {
        let problems = try problems(after: "default-locale: en", "default-locale: en-GB")
        #expect(problems.count == 1, "\(problems.map(\.message))")
        #expect(problems.first?.message == "default locale 'en-GB' is not in 'locales'; locale tags are matched exactly, and it lists 'en'")
        #expect(problems.first?.fixIts.first?.replacement == "en")
    }

    @Test func anotherRegionBesideTheDefaultIsALocaleOfItsOwn() throws {
        let problems = try problems(after: "locales: [en, ru]", "locales: [en, ru, en-GB]")
        #expect(problems.map(\.id) == ["l10n.missing", "l10n.missing"], "\(problems.map(\.message))")
        #expect(problems.allSatisfy { $0.message.contains("'en-GB'") })
    }

    @Test func filesInALocaleNotListedAreOneErrorWhereTheLocalesAre() throws {
        let fixture = try ContentFixture()
        for name in ["small-steps", "getting-help"] {
            try fixture.write("readings/\(name).fr.md", try fixture.read("readings/\(name).ru.md"))
        }
        let run = PipelineRun(fixture)
        let error = try run.only("locale.unknown", in: "site.yml")
        #expect(error.message == "2 files are translations into 'fr', which is not one of the locales in site.yml (en, ru)")
        #expect(error.notes.first?.message == "such as \(fixture.path("readings/getting-help.fr.md"))")
        #expect(error.fixIts.map(\.replacement) == [", fr"])
        // Right after `ru` in `locales: [en, ru]`.
        #expect(error.fixIts.first?.range == SourceRange(at: SourcePosition(line: 5, column: 17)))
        // One file alone is reported where it is.
        try fixture.remove("readings/getting-help.fr.md")
        #expect(try PipelineRun(fixture).only("locale.unknown", in: "readings/small-steps.fr.md").message == "'fr' is not one of the locales in site.yml (en, ru)")
    }
}
