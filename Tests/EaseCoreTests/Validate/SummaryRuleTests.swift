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

    /// A summary of more than 40 words is a warning at it; the sample's are at most 21.
    @Test func aLongSummaryIsAWarningAtIt() throws {
        let long = "summary: " + Array(repeating: "Worry can feel protective.", count: 14).joined(separator: " ")
        let run = try PipelineRun.sample(replacing: Self.summary, with: long, in: "readings/how-worry-works.md")
        let finding = try run.only("content.long-summary", in: "readings/how-worry-works.md")
        #expect(finding.message == "the summary of 'how-worry-works' has 56 words; a summary is a sentence or two, at most 40 words")
        #expect(finding.location?.range.start == SourcePosition(line: 4, column: 10))
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "content.long-summary" })
        #expect(SummaryRule.wordCount(Array(repeating: "a", count: 41).joined(separator: " \n\t")) == 41)
        #expect(SummaryRule.wordCount("short summary") == 0, "too few spaces to hold more than the limit")
    }
}
