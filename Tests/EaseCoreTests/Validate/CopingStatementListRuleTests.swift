@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A statement listed twice (as read: letter case and surrounding spaces aside) is a warning at
/// the second, with a fix-it that removes its line.
@Suite struct CopingStatementListRuleTests {
    @Test func aRepeatedStatementIsReportedWithItsLineRemoved() throws {
        let fixture = try ContentFixture()
        let statement = "- I can breathe slowly and let my body catch up."
        try fixture.replace(statement, with: statement + "\n-   i can breathe slowly and let my body catch up.  ", in: "coping-statements.md")
        let run = PipelineRun(fixture)
        let repeated = try #require(run.diagnostics.first { $0.id == "coping.repeated" }, "\(run.problemList)")
        let first = try fixture.position(of: statement, in: "coping-statements.md")
        #expect(repeated.location?.range.start.line == first.line + 1)
        #expect(repeated.notes.first?.location?.range.start.line == first.line)
        let fixIt = try #require(repeated.fixIts.first)
        #expect(fixIt.range == SourceRange(start: SourcePosition(line: first.line + 1, column: 1), end: SourcePosition(line: first.line + 2, column: 1)))
        #expect(fixIt.replacement == "")
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "coping.repeated" })
    }
}
