@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// An empty section, two sibling sections that read alike and a bold line in a heading's place
/// are warnings at the heading (or the line), where a reader moving by headings meets them.
@Suite struct UnclearSectionRuleTests {
    @Test func eachIsAWarningWhereItIsWritten() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("sections", title: "Sections", body: """
        # Sections

        1️⃣## Sleep
        ## Rest

        Words.

        2️⃣## Rest

        More words.

        3️⃣**Walking**4️⃣

        Text.
        """)
        let run = PipelineRun(fixture)
        let ids: Set = ["heading.empty-section", "heading.repeated", "heading.bold-line"]
        let findings = run.diagnostics(in: "readings/sections.md").filter { ids.contains($0.id) }
        #expect(findings.map(\.id) == ["heading.empty-section", "heading.repeated", "heading.bold-line"], "\(run.problemList)")
        #expect(findings.map { $0.location?.range.start } == [page["1️⃣"], page["2️⃣"], page["3️⃣"]])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(findings[0].message == "the section 'Sleep' has nothing under it: the heading 'Rest' comes right after it")
        #expect(findings[1].message == "two sections in this page are called 'Rest'; a screen reader's list of headings and the table of contents would show two alike")
        #expect(findings[1].notes.first?.location?.range.start.line == page["2️⃣"].line - 4)
        let fix = try #require(findings[2].fixIts.first)
        #expect(fix.replacement == "## Walking")
        #expect(fix.range == SourceRange(start: page["3️⃣"], end: page["4️⃣"]))
    }

    @Test func copingStatementGroupsWithoutStatementsAreReportedOnce() throws {
        let fixture = try ContentFixture()
        try fixture.replace("## Letting it pass", with: "## Letting it pass\n\n## Other", in: "coping-statements.md")
        let run = PipelineRun(fixture)
        #expect(run.diagnostics(in: "coping-statements.md").map(\.id).filter { $0.contains("empty") } == ["coping.empty-group"], "\(run.problemList)")
    }

    @Test func theSampleHasNone() throws {
        let ids: Set = ["heading.empty-section", "heading.repeated", "heading.bold-line"]
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { ids.contains($0.id) })
    }
}
