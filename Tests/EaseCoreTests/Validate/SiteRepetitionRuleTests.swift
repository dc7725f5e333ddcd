@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A duration or Reflect prompt listed twice, two moods with one label and two tabs with one
/// title or one background colour are each a warning at the later entry, with a note at the earlier one.
@Suite struct SiteRepetitionRuleTests {
    func only(after target: String, _ replacement: String) throws -> (PipelineRun, Diagnostic) {
        let run = try PipelineRun.sample(replacing: target, with: replacement, in: "site.yml")
        let found = run.problems.filter { $0.id == "site.repeated" }
        #expect(found.count == 1, "\(run.problemList)")
        return (run, try #require(found.first))
    }

    @Test func aDurationListedTwiceIsRemovedAndOfferedOnce() throws {
        let (run, finding) = try only(after: "durations: [2, 5, 10]", "durations: [2, 5, 5, 10]")
        #expect(run.problems.count == 1, "\(run.problemList)")
        #expect(finding.message == "5 minutes is already listed in 'durations'")
        #expect(finding.location?.range.start.column == 19)
        #expect(finding.notes.first?.location?.range.start.column == 16)
        let fixIt = try #require(finding.fixIts.first)
        #expect(fixIt.range.start.column == 17 && fixIt.range.end.column == 20)
        #expect(run.result.catalog.site?.durations.map(\.value) == [2, 5, 10])
    }

    @Test func twoMoodsWithOneLabelAreReported() throws {
        let (_, finding) = try only(after: "    label: Anxious", "    label: a little uneasy ")
        #expect(finding.message.hasPrefix("mood label 'a little uneasy' is already a mood's label"))
    }

    @Test func twoButtonsWithOneLabelAreReported() throws {
        let (run, finding) = try only(after: "  done: Done\n", "  done: next\n")
        #expect(finding.message == "button 'done' reads 'next', as button 'next' does; VoiceOver would name two actions alike")
        #expect(finding.notes.first?.location?.range.start == (try run.fixture.position(of: "Next\n", in: "site.yml")))
    }

    @Test func twoTranslatedLabelsThatReadAlikeAreReported() throws {
        let (_, button) = try only(after: "      buttons.done: Готово\n", "      buttons.done: Дальше\n")
        #expect(button.message == "buttons.done reads 'Дальше' in ru, as buttons.next does; VoiceOver would name two actions alike")
        let (_, mood) = try only(after: "      moods.anxious: Тревожно\n", "      moods.anxious: Немного не по себе\n")
        #expect(mood.message == "moods.anxious reads 'Немного не по себе' in ru, as moods.uneasy does; the mood picker would offer two choices that read alike")
    }

    @Test func twoTabsWithOneBackgroundAreReported() throws {
        let (run, finding) = try only(after: "background: \"#1B7F3B\"", "background: \"#1565c0\"")
        #expect(finding.message == "tab 'reflect' has the background #1565C0 of tab 'relax'; each tab's own colour tells the reader which tab they are in")
        #expect(finding.location?.range.start == (try run.fixture.position(of: "\"#1565c0\"", in: "site.yml")))
        #expect(finding.notes.first?.location?.range.start == (try run.fixture.position(of: "\"#1565C0\"", in: "site.yml")))
    }

    @Test func twoTabsWithOneTitleAreReported() throws {
        let (run, finding) = try only(after: "    title: Relax\n", "    title: Learn\n")
        #expect(finding.message.hasPrefix("tab title 'Learn' is already a tab's title"))
        #expect(finding.location?.range.start == (try run.fixture.position(of: "Learn\n    background: \"#1565C0\"", in: "site.yml")))
    }

    @Test func aReflectPromptListedTwiceGetsItsLineRemoved() throws {
        // Read alike: the closing question mark and the spaces between the words aside.
        let (run, finding) = try only(after: "    - Who or what helped you today?", "    - what made you  smile today")
        let line = try run.fixture.position(of: "    - What did you handle", in: "site.yml").line + 1
        #expect(finding.fixIts.first?.range == SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line + 1, column: 1)))
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "site.repeated" })
    }
}
