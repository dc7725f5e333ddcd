@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Two readings or two exercises of one locale with the same summary: a warning at the later by
/// path, with a note at the other.
@Suite struct DuplicateSummaryRuleTests {
    static let smallSteps = "summary: Sleep, movement, caffeine and routine all change how loud worry feels."

    @Test func aSummaryCopiedWithItsFileIsAWarningAtTheLaterPath() throws {
        let run = try PipelineRun.sample(replacing: Self.smallSteps,
                                         with: "summary: Breathing is the one part of the alarm system you can steer directly.", in: "readings/small-steps.md")
        let finding = try run.only("content.duplicate-summary", in: "readings/small-steps.md")
        #expect(finding.severity == .warning)
        #expect(finding.message == "the reading 'small-steps' has the summary of 'breathing-and-calm': the Learn tab shows each reading's summary under its title, and the two would say the same")
        #expect(finding.location?.range.start == SourcePosition(line: 4, column: 10))
        #expect(finding.notes.first?.location?.path == run.fixture.path("readings/breathing-and-calm.md"))
    }

    @Test func otherLocalesAndKindsMayShareASummary() throws {
        let fixture = try ContentFixture()
        // A reading may say what an exercise says; the sample has no two alike.
        try fixture.replace(Self.smallSteps, with: "summary: Short statements to repeat slowly when anxiety is strong.", in: "readings/small-steps.md")
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "content.duplicate-summary" })
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "content.duplicate-summary" })
        // Compared as written: another letter case is another text.
        let other = try PipelineRun.sample(replacing: Self.smallSteps,
                                           with: "summary: breathing is the one part of the alarm system you can steer directly.", in: "readings/small-steps.md")
        #expect(!other.diagnostics.contains { $0.id == "content.duplicate-summary" })
    }

    @Test func twoExercisesWithOneSummaryAreReported() throws {
        let run = try PipelineRun.sample(replacing: "summary: A short spoken meditation that guides your attention to your breath and body.",
                                         with: "summary: Short statements to repeat slowly when anxiety is strong.", in: "exercises/guided-meditation.md")
        #expect(try run.only("content.duplicate-summary", in: "exercises/guided-meditation.md").message.hasPrefix("the exercise 'guided-meditation' has the summary of 'coping-statements'"))
    }

    @Test func equalSummariesShareADigestAndOthersMostlyDoNot() {
        let summary = "Breathing is the one part of the alarm system you can steer directly."
        #expect(DuplicateSummaryRule.digest(of: summary, locale: nil) == DuplicateSummaryRule.digest(of: String(summary.reversed().reversed()), locale: nil))
        #expect(DuplicateSummaryRule.digest(of: summary, locale: nil) != DuplicateSummaryRule.digest(of: summary, locale: "ru"))
        #expect(DuplicateSummaryRule.digest(of: "Short", locale: nil) != DuplicateSummaryRule.digest(of: "Shore", locale: nil))
        #expect(DuplicateSummaryRule.digest(of: summary, locale: nil) != DuplicateSummaryRule.digest(of: summary.replacing("directly.", with: "directly!"), locale: nil))
        // A word changed between the bytes read is told apart by the whole comparison, not the digest.
        #expect(DuplicateSummaryRule.digest(of: summary, locale: nil) == DuplicateSummaryRule.digest(of: summary.replacing("steer", with: "steed"), locale: nil))
    }

    @Test func summariesWithOneDigestButOtherWordsAreNotReported() throws {
        // The same length, first, middle and last bytes as breathing-and-calm's, a word between them changed.
        let run = try PipelineRun.sample(replacing: Self.smallSteps,
                                         with: "summary: Breathing is the one part of the alarm system you can steed directly.", in: "readings/small-steps.md")
        #expect(!run.diagnostics.contains { $0.id == "content.duplicate-summary" })
    }

    @Test func repeatsPairEachLaterSummaryWithTheFirstOfItsLocale() {
        let summaries: [(String, String?)] = [("Calm.", nil), ("Other.", nil), ("Calm.", "ru"), ("Calm.", nil), ("", nil), ("", nil), ("Calm.", nil)]
        let pairs = DuplicateSummaryRule.repeats(count: summaries.count) { (summaries[$0].0, summaries[$0].1) }
        #expect(pairs.map { [$0.0, $0.1] } == [[0, 3], [0, 6]])
        // Many summaries, some alike: each repeat found once, whatever the table's collisions.
        let many = (0..<500).map { "Summary number \($0 % 200)." }
        #expect(DuplicateSummaryRule.repeats(count: many.count) { (many[$0], nil) }.count == 300)
    }
}
