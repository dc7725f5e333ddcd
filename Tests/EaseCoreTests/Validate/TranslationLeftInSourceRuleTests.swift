@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A translation's text that reads as its source's was left in the source's language.
@Suite struct TranslationLeftInSourceRuleTests {
    static let translation = "readings/small-steps.ru.md"

    @Test func aSummaryLeftInEnglishIsAWarningAtIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("summary: Сон, движение, кофеин и распорядок дня влияют на то, насколько громким кажется беспокойство.",
                            with: "summary: Sleep, movement, caffeine and routine all change how loud worry feels.", in: Self.translation)
        let diagnostic = try PipelineRun(fixture).only("l10n.untranslated", in: Self.translation)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "this text reads as in readings/small-steps.md: the ru translation left it in en")
        #expect(diagnostic.location?.range.start == SourcePosition(line: 5, column: 10))
    }

    @Test func textsLeftInTheBodyAreOneWarningWithTheOthersAsNotes() throws {
        let fixture = try ContentFixture()
        let english = try fixture.read("readings/small-steps.md")
        let paragraph = "Physical activity uses up some of the energy the alarm system produces. A\nbrisk walk counts. So does dancing in the kitchen."
        #expect(english.contains(paragraph))
        try fixture.replace("Физическая активность расходует часть энергии, которую вырабатывает система\nтревоги. Быстрая прогулка тоже считается. И танцы на кухне — тоже.",
                            with: paragraph, in: Self.translation)
        try fixture.replace("## Сон", with: "## Looking after yourself day to day", in: Self.translation)
        let diagnostic = try PipelineRun(fixture).only("l10n.untranslated", in: Self.translation)
        #expect(diagnostic.message == "this text and 1 more read as in readings/small-steps.md: the ru translation left it in en")
        #expect(diagnostic.location?.range.start == (try fixture.position(of: "## Looking after yourself day to day", in: Self.translation)))
        #expect(diagnostic.notes.first?.location?.range.start == (try fixture.position(of: "Physical activity", in: Self.translation)))
    }

    @Test func aTitleLeftInEnglishOverATranslatedHeadingTakesTheHeadingsWords() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: Как заботиться о себе каждый день", with: "title: Looking after yourself day to day", in: Self.translation)
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("l10n.untranslated", in: Self.translation)
        #expect(diagnostic.location?.range.start == SourcePosition(line: 3, column: 8))
        #expect(diagnostic.fixIts.map(\.message) == ["use the body's opening heading, 'Как заботиться о себе каждый день'"])
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(fixIt.range == SourceRange(start: SourcePosition(line: 3, column: 8), end: SourcePosition(line: 3, column: 41)))
        #expect(fixIt.replacement == "Как заботиться о себе каждый день")
        // One problem, one warning: the heading that no longer matches the title is this one's.
        #expect(!run.diagnostics.contains { $0.id == "heading.title-mismatch" })
        try fixture.replace("title: Looking after yourself day to day", with: "title: " + fixIt.replacement, in: Self.translation)
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "l10n.untranslated" || $0.id == "heading.title-mismatch" })
    }

    @Test func aHeadingWithAColonIsWrittenAsAQuotedTitle() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: Как заботиться о себе каждый день", with: "title: Looking after yourself day to day", in: Self.translation)
        try fixture.replace("# Как заботиться о себе каждый день", with: "# Забота о себе: каждый день", in: Self.translation)
        let diagnostic = try PipelineRun(fixture).only("l10n.untranslated", in: Self.translation)
        #expect(diagnostic.fixIts.first?.replacement == "\"Забота о себе: каждый день\"")
    }

    @Test func aTitleAndHeadingBothLeftInEnglishHaveNoFixIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: Как заботиться о себе каждый день", with: "title: Looking after yourself day to day", in: Self.translation)
        try fixture.replace("# Как заботиться о себе каждый день", with: "# Looking after yourself day to day", in: Self.translation)
        let diagnostic = try PipelineRun(fixture).only("l10n.untranslated", in: Self.translation)
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func codeMayReadTheSame() throws {
        let fixture = try ContentFixture()
        try fixture.replace("## Сон", with: "## Сон\n\n```\nAim for regular times to go to bed\n```", in: Self.translation)
        try fixture.replace("## Sleep", with: "## Sleep\n\n```\nAim for regular times to go to bed\n```", in: "readings/small-steps.md")
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "l10n.untranslated" })
    }

    @Test func intoAnotherScriptAShortHeadingOrTitleLeftInEnglishIsReported() throws {
        let heading = try PipelineRun.sample(replacing: "## Сон", with: "## Sleep", in: Self.translation)
        let finding = try heading.only("l10n.untranslated", in: Self.translation)
        #expect(finding.location?.range.start == (try heading.fixture.position(of: "## Sleep", in: Self.translation)))
        let title = try PipelineRun.sample(replacing: "title: Глубокое дыхание", with: "title: Deep breathing", in: "exercises/deep-breathing.ru.md")
        #expect(try title.only("l10n.untranslated", in: "exercises/deep-breathing.ru.md").location?.range.start == SourcePosition(line: 4, column: 8))
        #expect(title.problems.count == 1, "\(title.problemList)")
    }

    @Test func anExercisesInstructionsAndPromptsAreComparedKeyByKey() throws {
        let fixture = try ContentFixture()
        let exercise = "exercises/deep-breathing.ru.md"
        try fixture.replace("instructions: Нажмите «Начать» и следите за кнопкой. Вдыхайте, пока она растёт, и выдыхайте, пока она уменьшается. Нажмите ещё раз, чтобы сделать паузу.",
                            with: "instructions: Tap Begin and follow the button. Breathe in as it grows, out as it shrinks. Tap again to pause.", in: exercise)
        try fixture.replace("  exhale: Выдох", with: "  exhale: Breathe out", in: exercise)
        let finding = try PipelineRun(fixture).only("l10n.untranslated", in: exercise)
        #expect(finding.message == "this text and 1 more read as in exercises/deep-breathing.md: the ru translation left it in en")
        #expect(finding.location?.range.start == (try fixture.position(of: "Tap Begin", in: exercise)))
        #expect(finding.notes.first?.location?.range.start == (try fixture.position(of: "Breathe out", in: exercise)))
    }

    @Test func aSourcesBookTitleIsTheSameInEveryLanguage() throws {
        // The Russian reading draws on the English book, by its English title.
        let run = PipelineRun(try ContentFixture())
        #expect(try run.fixture.read(Self.translation).contains("source:\n  title: The Anxiety and Phobia Workbook\n"))
        #expect(!run.diagnostics.contains { $0.id == "l10n.untranslated" })
    }

    @Test func onlyALanguageWrittenInAnotherScriptHasItsShortTextsCompared() {
        #expect(TranslationLeftInSourceRule.writtenInOtherScript("ru", than: "en"))
        #expect(TranslationLeftInSourceRule.writtenInOtherScript("en", than: "ru"))
        #expect(!TranslationLeftInSourceRule.writtenInOtherScript("fr", than: "en"))
        #expect(!TranslationLeftInSourceRule.writtenInOtherScript("uk", than: "ru"))
        #expect(TranslationLeftInSourceRule.readsAsSource("Pause", "Pause", shortToo: true))
        #expect(!TranslationLeftInSourceRule.readsAsSource("Pause", "Pause"))
        #expect(!TranslationLeftInSourceRule.readsAsSource("{count}", "{count}", shortToo: true))
        // Capitals alone are a name or an abbreviation a translation may keep.
        #expect(!TranslationLeftInSourceRule.readsAsSource("OK", "OK", shortToo: true))
        #expect(!TranslationLeftInSourceRule.readsAsSource("NHS 111", "NHS 111", shortToo: true))
        #expect(TranslationLeftInSourceRule.readsAsSource("Call NHS 111 now", "Call NHS 111 now", shortToo: true))
    }

    @Test func siteStringsLeftInEnglishAreOneWarningABlock() throws {
        let fixture = try ContentFixture()
        try fixture.replace("      relax.mood-prompt: Как вы себя чувствуете прямо сейчас?",
                            with: "      relax.mood-prompt: How are you feeling right now?", in: "site.yml")
        try fixture.replace("      reminders.reflection: Что сегодня получилось? Найдите минуту, чтобы это записать.",
                            with: "      reminders.reflection: What went well today? Take a minute to note it down.", in: "site.yml")
        let diagnostic = try PipelineRun(fixture).only("l10n.untranslated", in: "site.yml")
        #expect(diagnostic.message == "'relax.mood-prompt' and 1 more string read as their en strings in site.yml: the ru translation left them in en")
        #expect(diagnostic.location?.range.start == (try fixture.position(of: "How are you feeling right now?\n      relax.duration", in: "site.yml")))
        #expect(diagnostic.notes.first?.message == "'reminders.reflection' reads as the source too")
    }

    @Test func intoAnotherScriptAShortStringLeftInEnglishIsReportedButNotTheAppsName() throws {
        let fixture = try ContentFixture()
        try fixture.replace("      buttons.done: Готово", with: "      buttons.done: Done", in: "site.yml")
        try fixture.replace("      ui.previous: Назад", with: "      ui.previous: Previous", in: "site.yml")
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("l10n.untranslated", in: "site.yml")
        #expect(diagnostic.message == "'buttons.done' and 1 more string read as their en strings in site.yml: the ru translation left them in en")
        #expect(diagnostic.notes.first?.message == "'ui.previous' reads as the source too")
        // `title: Ease` is the app's name in both.
        #expect(try fixture.read("site.yml").contains("      title: Ease\n"))
    }

    @Test func theSampleHasNone() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "l10n.untranslated" })
    }
}
