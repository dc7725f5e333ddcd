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

    /// The last statement of a group, before the blank line and the next heading, is removed
    /// the same way (cmark ends the last item of a list at the blank line after it).
    @Test func theLastStatementOfAGroupRepeatedHasItsLineRemoved() throws {
        let fixture = try ContentFixture()
        let statement = "- I can feel anxious and still be safe."
        try fixture.replace(statement, with: statement + "\n" + statement, in: "coping-statements.md")
        let repeated = try PipelineRun(fixture).only("coping.repeated", in: "coping-statements.md")
        let line = try fixture.position(of: statement, in: "coping-statements.md").line + 1
        #expect(repeated.location?.range == SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 40)))
        #expect(repeated.fixIts.first?.range == SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line + 1, column: 1)))
    }

    @Test func aStatementThatIsAQuestionIsAWarning() throws {
        let fixture = try ContentFixture()
        let statement = "- I can feel anxious and still be safe."
        try fixture.replace(statement, with: "- Will this ever stop?", in: "coping-statements.md")
        let warning = try PipelineRun(fixture).only("coping.question", in: "coping-statements.md")
        #expect(warning.severity == .warning)
        #expect(warning.location?.range.start == (try fixture.position(of: "- Will this", in: "coping-statements.md")))
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "coping.question" })
    }

    @Test func anEmptyStatementIsAnErrorWithItsLineRemoved() throws {
        let fixture = try ContentFixture()
        let statement = "- I can breathe slowly and let my body catch up."
        let line = try fixture.position(of: statement, in: "coping-statements.md").line
        try fixture.replace(statement, with: "- ", in: "coping-statements.md")
        let run = PipelineRun(fixture)
        let error = try run.only("coping.empty-statement", in: "coping-statements.md")
        #expect(error.severity == .error)
        #expect(error.fixIts.first?.range == SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line + 1, column: 1)))
        #expect(!run.diagnostics.contains { $0.id == "coping.repeated" })
    }

    @Test func aHeadingWithNoStatementsIsAWarningAtTheHeading() throws {
        let fixture = try ContentFixture()
        try fixture.replace("## When anxiety rises", with: "## When anxiety rises\n\n## Nothing here yet", in: "coping-statements.md")
        let run = PipelineRun(fixture)
        let warning = try run.only("coping.empty-group", in: "coping-statements.md")
        #expect(warning.message.hasPrefix("'When anxiety rises' has no statements under it"))
        #expect(warning.location?.range.start == (try fixture.position(of: "## When anxiety rises", in: "coping-statements.md")))
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id.hasPrefix("coping.empty") })
    }
}
