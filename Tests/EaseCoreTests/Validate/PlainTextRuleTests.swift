@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Markdown in front matter, which is plain text, is reported where it is written, with a fix-it
/// to its words (not for a link, whose address would be lost); what CommonMark would not read as
/// markup either is left alone.
@Suite struct PlainTextRuleTests {
    func markup(_ text: String) -> String? {
        InlineMarkupScanner.firstMarkup(in: Array(text.utf8)).map { String(decoding: Array(text.utf8)[$0.bytes], as: UTF8.self) }
    }

    @Test func findsWhatCommonMarkWouldReadAsMarkup() {
        #expect(markup("Looking *after* yourself") == "*after*")
        #expect(markup("**Sleep** first") == "**Sleep**")
        #expect(markup("Sleep, __movement__.") == "__movement__")
        #expect(markup("(_calm_)") == "_calm_")
        #expect(markup("Press `Begin`") == "`Begin`")
        #expect(markup("See [the NHS](https://nhs.uk) page") == "[the NHS](https://nhs.uk)")
        #expect(markup("*a* and *b*") == "*a*")
    }

    @Test(arguments: ["snake_case_name", "2 * 3 * 4", "a* b*", "* not *", "media/scenes/lake_at_dawn.jpg", "cubic-bezier(0.2, 0, 0, 1)",
                      "[a] (b)", "[](x)", "``", "un*frigging*believable", "*unclosed", "Grade A*", "ampersan[s", "[", "a[b", "[a]", "x [a](b"])
    func leavesTheRestAlone(_ text: String) {
        #expect(markup(text) == nil, "\(text)")
    }

    @Test func reportedWhereItIsWrittenWithAFixIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: Looking after yourself day to day", with: "title: \"Looking *after* yourself day to day\"", in: "readings/small-steps.md")
        try fixture.replace("label: Anxious", with: "label: '[Anxious](https://example.org)'", in: "site.yml")
        let run = PipelineRun(fixture)
        let title = try #require(run.diagnostics(in: "readings/small-steps.md").first { $0.id == "text.markdown" }, "\(run.problemList)")
        let start = try fixture.position(of: "*after*", in: "readings/small-steps.md")
        #expect(title.location?.range == SourceRange(line: start.line, column: start.column, length: 7))
        #expect(title.message == "'title' is plain text: '*after*' would be shown with its asterisks, and read out so")
        #expect(title.fixIts.map(\.replacement) == ["after"])
        let label = try #require(run.diagnostics(in: "site.yml").first { $0.id == "text.markdown" })
        #expect(label.message.hasPrefix("'moods.label' is plain text: '[Anxious](https://example.org)' would be shown as written, not as a link"))
        #expect(label.fixIts.isEmpty)
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "text.markdown" })
    }

    /// Curly quotes around all of a value are text to YAML: a warning at the value, with a fix-it
    /// to straight quotes; a value that quotes something inside it is text as written.
    @Test func aValueWrappedInCurlyQuotesIsAWarningWithAFixIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: What anxiety does in the body", with: "title: “What anxiety does in the \"body\"”", in: "readings/body-and-anxiety.md")
        try fixture.replace("summary: A racing heart", with: "summary: “A racing” heart", in: "readings/body-and-anxiety.md")
        let run = PipelineRun(fixture)
        let warning = try run.only("text.curly-quotes", in: "readings/body-and-anxiety.md")
        #expect(warning.message == "'title' is wrapped in curly quotes, which YAML keeps as part of the text: the page would show “What anxiety does in the \"body\"”")
        #expect(warning.fixIts.map(\.replacement) == [#""What anxiety does in the \"body\"""#])
        #expect(warning.fixIts.first?.range == SourceRange(line: 3, column: 8, length: 33))
        #expect(PlainTextRule.curlyQuoted("„Ruhe“") == "Ruhe")
        #expect(PlainTextRule.curlyQuoted("“a” and “b”") == nil)
        #expect(PlainTextRule.curlyQuoted("«Тревога»") == nil)
    }
}
