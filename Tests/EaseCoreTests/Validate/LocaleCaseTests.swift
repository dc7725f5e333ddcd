import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Locale tags are matched exactly, and one written in other letter case than the files or the
/// default locale is one error where `site.yml` writes it, with a fix-it: not an error for every
/// translated file, nor a missing translation for every item.
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
}
