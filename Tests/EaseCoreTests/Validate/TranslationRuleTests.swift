@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// The `l10n.*` rules: plant each problem in a copy of the sample content.
@Suite struct TranslationRuleTests {
    @Test func aMissingTranslationIsAWarningAtTheSourceID() throws {
        let fixture = try ContentFixture()
        try fixture.remove("readings/body-and-anxiety.ru.md")
        let run = PipelineRun(fixture)
        run.expect("l10n.missing", in: "readings/body-and-anxiety.md", at: try fixture.position(of: "body-and-anxiety", in: "readings/body-and-anxiety.md"),
                   severity: .warning)
        #expect(run.result.engine.exitStatus == 0)
    }

    @Test func aTranslationThatIsThereButRejectedIsReportedOnlyWhereItIsWrong() throws {
        let fixture = try ContentFixture()
        try fixture.replace("kind: breathing", with: "kind: breth", in: "exercises/deep-breathing.ru.md")
        let run = PipelineRun(fixture)
        let rejected = try run.only("schema.invalid-value", in: "exercises/deep-breathing.ru.md")
        #expect(rejected.message.hasSuffix("found 'breth'; did you mean 'breathing'?"))
        #expect(!run.diagnostics.contains { $0.id == "l10n.missing" }, "\(run.problemList)")
    }

    @Test func aLocaleWithNoTranslatedFileIsOneWarningWhereItIsListed() throws {
        let fixture = try ContentFixture()
        try fixture.replace("locales: [en, ru]", with: "locales: [en, ru, fr]", in: "site.yml")
        let run = PipelineRun(fixture)
        let missing = run.diagnostics.filter { $0.id == "l10n.missing" }
        #expect(missing.count == 2, "\(run.problemList)")
        #expect(missing.allSatisfy { $0.location?.range.start == (try? fixture.position(of: "fr]", in: "site.yml")) })
        #expect(missing.contains { $0.message.hasPrefix("no content is translated into 'fr' yet: none of the 16 items (") })
        #expect(missing.contains { $0.message == "site.yml has no translations for 'fr'" })
        // One file translated: each of the others is its own warning again.
        try fixture.write("readings/what-is-gad.fr.md", try fixture.read("readings/what-is-gad.md"))
        let partial = PipelineRun(fixture).diagnostics.filter { $0.id == "l10n.missing" && $0.message.hasSuffix("has no fr translation") }
        #expect(partial.count == 15)
    }

    @Test func aMissingStringIsListedAtTheLocaleBlock() throws {
        let fixture = try ContentFixture()
        try fixture.replace("      ui.previous: Назад\n", with: "", in: "site.yml")
        let run = PipelineRun(fixture)
        let missing = try run.only("l10n.missing", in: "site.yml")
        #expect(missing.message == "1 string of site.yml has no ru translation: ui.previous")
        #expect(missing.location?.range.start == (try fixture.position(of: "ru:", in: "site.yml")))
    }

    @Test func aChangedSourceMakesItsTranslationStaleWithAFixIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("It takes less than a minute", with: "It takes a minute", in: "onboarding/01-welcome.md")
        let run = PipelineRun(fixture)
        let stale = try run.only("l10n.stale", in: "onboarding/01-welcome.ru.md")
        #expect(stale.severity == .warning)
        let source = try #require(run.result.catalog.items.first { $0.document.source.relativePath == "onboarding/01-welcome.md" })
        #expect(stale.fixIts.first?.replacement == SourceWords.hash(of: source))
    }

    @Test func aChangedSiteStringMakesTheStringsStale() throws {
        let fixture = try ContentFixture()
        try fixture.replace("  skip: Skip", with: "  skip: Skip for now", in: "site.yml")
        let run = PipelineRun(fixture)
        let stale = try run.only("l10n.stale", in: "site.yml")
        #expect(stale.message.contains("the ru strings are stale"))
    }

    @Test func aTranslationWithoutSourceHashIsUntracked() throws {
        let fixture = try ContentFixture()
        let text = try fixture.read("readings/small-steps.ru.md")
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("source-hash:") })
        try fixture.replace(String(line) + "\n", with: "", in: "readings/small-steps.ru.md")
        let run = PipelineRun(fixture)
        run.expect("l10n.untracked", in: "readings/small-steps.ru.md",
                   at: try fixture.position(of: "small-steps", in: "readings/small-steps.ru.md"), severity: .warning)
    }

    @Test func russianPluralsNeedFourForms() throws {
        let fixture = try ContentFixture()
        try fixture.replace("        few: \"{count} минуты чтения\"\n", with: "", in: "site.yml")
        let run = PipelineRun(fixture)
        let plural = try run.only("l10n.plural-forms", in: "site.yml")
        #expect(plural.message == "'ui.reading-time' in ru lacks the plural form 'few'")
        #expect(plural.notes.first?.message == "ru uses 'one', 'few', 'many', 'other'; for example 1 → one, 2 → few, 5 → many, 1.5 → other")
        #expect(run.result.engine.exitStatus == 1)
    }

    @Test func aCountedStringTranslatedAsPlainTextIsAnError() throws {
        let fixture = try ContentFixture()
        try fixture.replace("""
              ui.reading-time:
                one: "{count} минута чтения"
                few: "{count} минуты чтения"
                many: "{count} минут чтения"
                other: "{count} минуты чтения"
        """, with: "      ui.reading-time: \"{count} мин чтения\"", in: "site.yml")
        let run = PipelineRun(fixture)
        #expect(try run.only("l10n.plural-forms", in: "site.yml").message == "'ui.reading-time' counts something, so its ru translation needs plural forms")
    }

    @Test func placeholdersMustMatchTheSource() throws {
        let fixture = try ContentFixture()
        try fixture.replace("\"Страница {position} из {count}\"", with: "\"Страница {positon} из {count}\"", in: "site.yml")
        let run = PipelineRun(fixture)
        let mismatch = try run.only("l10n.placeholders", in: "site.yml")
        #expect(mismatch.message == "the ru translation of 'ui.page-of' lacks {position} and has {positon} that the source does not")
        #expect(mismatch.notes.map(\.message).contains("did you mean {position}?"))
        #expect(mismatch.location?.range.start == (try fixture.position(of: "\"Страница {positon}", in: "site.yml")))
    }

    @Test func unknownKeysOrphansAndChangedIDs() throws {
        let fixture = try ContentFixture()
        try fixture.replace("      tabs.relax: Отдохнуть", with: "      tabs.relx: Отдохнуть", in: "site.yml")
        try fixture.write("readings/gone.ru.md", try fixture.read("readings/small-steps.ru.md").replacing("id: small-steps", with: "id: gone"))
        try fixture.replace("id: breathing-and-calm", with: "id: breathing", in: "readings/breathing-and-calm.ru.md")
        let run = PipelineRun(fixture)
        let unknown = try run.only("l10n.unknown-key", in: "site.yml")
        #expect(unknown.message == "'tabs.relx' is not a string of site.yml; did you mean 'tabs.relax'?")
        #expect(unknown.fixIts.first?.replacement == "tabs.relax")
        // The string it was meant to translate is not reported missing too.
        #expect(!run.diagnostics(in: "site.yml").contains { $0.id == "l10n.missing" }, "\(run.problemList)")
        #expect(try run.only("l10n.orphan", in: "readings/gone.ru.md").message == "this ru translation has no source: readings/gone.md does not exist")
        let changed = try run.only("l10n.id-mismatch", in: "readings/breathing-and-calm.ru.md")
        #expect(changed.message == "a translation keeps its source's id: expected 'breathing-and-calm', found 'breathing'")
    }

    @Test func aMisspeltLocaleBlockIsOneWarningWithAFixIt() throws {
        let run = try PipelineRun.sample(replacing: "\n  ru:\n", with: "\n  rus:\n", in: "site.yml")
        let orphan = try run.only("l10n.orphan", in: "site.yml")
        #expect(orphan.message == "translations for 'rus', which is not in 'locales'; did you mean 'ru'?")
        #expect(orphan.fixIts.first?.replacement == "ru")
        #expect(run.problems.count == 1, "not also 'site.yml has no translations for ru': \(run.problemList)")
    }

    @Test func aLocaleBlockThatIsNoIdIsTheSchemasErrorAlone() throws {
        let run = try PipelineRun.sample(replacing: "\n  ru:\n", with: "\n  RU:\n", in: "site.yml")
        try run.only("schema.invalid-value", in: "site.yml")
        #expect(run.problems.count == 1, "\(run.problemList)")
    }
}
