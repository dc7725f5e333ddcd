@testable import EaseCore
import EaseDiagnostics
import Testing

/// A source's pages show after the site's word for pages ("pages 173–180"), as written.
@Suite struct SourcePagesRuleTests {
    func check(_ pages: String) throws -> PipelineRun {
        try PipelineRun.sample(replacing: "pages: \"173–180\"", with: "pages: \(pages)", in: "readings/how-worry-works.md")
    }

    @Test func aRangeThatRunsBackwardsIsAWarningWithTheEndsSwapped() throws {
        let diagnostic = try check("\"180–173\"").only("attribution.pages", in: "readings/how-worry-works.md")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "the source's pages, '180–173', have a range that runs backwards")
        #expect(diagnostic.location?.range == SourceRange(start: SourcePosition(line: 10, column: 10), end: SourcePosition(line: 10, column: 19)))
        #expect(diagnostic.fixIts.map(\.replacement) == ["\"173–180\""])
    }

    @Test func aWordForPagesInFrontIsLeftToTheSite() throws {
        let diagnostic = try check("\"pp. 173–180\"").only("attribution.pages", in: "readings/how-worry-works.md")
        #expect(diagnostic.message == "the source's pages, 'pp. 173–180', start with 'pp.', and the site already writes the word for pages in front of it")
        #expect(diagnostic.fixIts.map(\.replacement) == ["\"173–180\""])
    }

    @Test(arguments: ["\"173–180\"", "\"173-180\"", "\"173–80\"", "\"9–12, 14\"", "\"xi–xiv\"", "\"173 ff.\"", "173"])
    func pagesAndRangesPass(_ pages: String) throws {
        #expect(!(try check(pages)).diagnostics.contains { $0.id == "attribution.pages" })
    }

    @Test func eachMistakeReadsAsItIs() {
        #expect(SourcePages.problem(in: "173-") == .init(message: "have a range with its last page left out", corrected: nil))
        #expect(SourcePages.problem(in: "–180") == .init(message: "have a range with its first page left out", corrected: nil))
        #expect(SourcePages.problem(in: "173–180–190") == .init(message: "have a range with 3 ends", corrected: nil))
        #expect(SourcePages.problem(in: "12,,14") == .init(message: "have an empty entry between their commas", corrected: nil))
        #expect(SourcePages.problem(in: "Pages 12") == .init(message: "start with 'Pages', and the site already writes the word for pages in front of it", corrected: "12"))
        #expect(SourcePages.problem(in: "с. 12–14") == .init(message: "start with 'с.', and the site already writes the word for pages in front of it", corrected: "12–14"))
        #expect(SourcePages.problem(in: "pagination") == nil)
    }

    @Test func onlyTheWrongEntryOfSeveralChanges() {
        #expect(SourcePages.problem(in: "12, 180–73, 190") == .init(message: "have a range that runs backwards, '180–73'", corrected: "12, 173–180, 190"))
        #expect(SourcePages.problem(in: "173–80, 190-190") == .init(message: "have a range that starts and ends on page 190, '190-190'", corrected: "173–80, 190"))
    }
}
