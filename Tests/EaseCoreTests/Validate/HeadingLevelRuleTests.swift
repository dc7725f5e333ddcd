import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A heading that skips a level is reported in the Markdown where it is written, with a fix-it to
/// the level below the heading before it, instead of only in the rendered page by the audit.
@Suite struct HeadingLevelRuleTests {
    func check(_ body: String) throws -> (PipelineRun, MarkedText) {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("levels", title: "Levels", body: body)
        return (PipelineRun(fixture), page)
    }

    @Test func aSkippedLevelIsReportedAtItsMarkerWithAFixIt() throws {
        let (run, page) = try check("""
        # Levels

        ## Part

        1️⃣#### Too deep

        Text.

        ## Next part

        ### Fine

        > 2️⃣##### In a quote
        """)
        let skips = run.diagnostics(in: "readings/levels.md").filter { $0.id == "heading.skipped-level" }
        #expect(skips.count == 2, "\(run.problemList)")
        let first = try #require(skips.first)
        #expect(first.location?.range == SourceRange(start: page["1️⃣"], end: SourcePosition(line: page["1️⃣"].line, column: 5)))
        #expect(first.message == "a level-4 heading follows a level-2 heading; make it level 3 ('###')")
        #expect(first.fixIts.first?.replacement == "###")
        // In a block quote the heading's line is not its own: no fix-it.
        #expect(skips.last?.location?.range.start.line == page["2️⃣"].line)
        #expect(skips.last?.fixIts.isEmpty == true)
    }

    @Test func aFirstHeadingDeeperThanTheBodysSectionsIsReportedWithAFixIt() throws {
        let (run, page) = try check("# Levels\n\n1️⃣### Sleep\n\nWords.\n\n## Movement\n\n## Rest\n")
        let skips = run.diagnostics(in: "readings/levels.md").filter { $0.id == "heading.skipped-level" }
        let skip = try #require(skips.first)
        #expect(skips.count == 1, "\(run.problemList)")
        #expect(skip.message == "a level-3 heading opens the body, whose sections start at level 2; make it level 2 ('##')")
        #expect(skip.location?.range == SourceRange(start: page["1️⃣"], end: SourcePosition(line: page["1️⃣"].line, column: 4)))
        #expect(skip.fixIts.first?.replacement == "##")
        #expect(skip.notes.first?.message == "the page shows the body's level-2 headings right under its title, so this one would skip a level there")
    }

    @Test func aLeadingTitleIsNoLevelToFollowAndTheSampleHasNoSkip() throws {
        let (run, _) = try check("# Levels\n\n### A first section one level under the page's title\n\n#### Below it\n")
        #expect(!run.diagnostics.contains { $0.id == "heading.skipped-level" }, "\(run.problemList)")
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "heading.skipped-level" })
    }
}
