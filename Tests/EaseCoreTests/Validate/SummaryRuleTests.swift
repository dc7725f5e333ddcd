@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A summary that reads as its title is read out twice in a row under it.
@Suite struct SummaryRuleTests {
    static let summary = "summary: Worry can feel protective. Seeing the loop it runs in is the first step to loosening it."

    @Test(arguments: ["How worry keeps itself going", "how worry keeps itself going.", "\" How worry keeps itself going! \""])
    func aSummaryThatReadsAsTheTitleIsAWarningAtIt(_ summary: String) throws {
        let run = try PipelineRun.sample(replacing: Self.summary, with: "summary: \(summary)", in: "readings/how-worry-works.md")
        let finding = try run.only("content.summary-repeats-title", in: "readings/how-worry-works.md")
        #expect(finding.severity == .warning)
        #expect(finding.message == "the summary of 'how-worry-works' reads as its title, so it would be read out twice in a row")
        #expect(finding.location?.range.start == SourcePosition(line: 4, column: 10))
    }

    @Test func aSummaryThatSaysMorePasses() throws {
        let run = try PipelineRun.sample(replacing: Self.summary, with: "summary: How worry keeps itself going, and how to step out", in: "readings/how-worry-works.md")
        #expect(!run.diagnostics.contains { $0.id == "content.summary-repeats-title" })
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "content.summary-repeats-title" })
    }
}
