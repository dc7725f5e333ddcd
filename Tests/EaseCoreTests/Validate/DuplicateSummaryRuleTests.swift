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
                                         with: "summary: breathing is the one part of the alarm  system you can steer directly", in: "readings/small-steps.md")
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
    }

    @Test func twoExercisesWithOneSummaryAreReported() throws {
        let run = try PipelineRun.sample(replacing: "summary: A short spoken meditation that guides your attention to your breath and body.",
                                         with: "summary: Short statements to repeat slowly when anxiety is strong.", in: "exercises/guided-meditation.md")
        #expect(try run.only("content.duplicate-summary", in: "exercises/guided-meditation.md").message.hasPrefix("the exercise 'guided-meditation' has the summary of 'coping-statements'"))
    }
}
