@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A heading of only an emoji or punctuation is reported at the heading, before the audit meets
/// its table-of-contents link with no words in the generated page.
@Suite struct HeadingWordsRuleTests {
    @Test func headingsWithoutWordsAreErrorsAtTheHeading() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("levels", title: "Levels", body: """
        # Levels

        1️⃣## 😰

        Words.

        2️⃣## ???

        ## Section

        > 3️⃣### 🙂🙂

        ## Fine 🙂
        """)
        let run = PipelineRun(fixture)
        let findings = run.diagnostics(in: "readings/levels.md").filter { $0.id == "heading.no-words" }
        #expect(findings.map { $0.location?.range.start } == [page["1️⃣"], page["2️⃣"], page["3️⃣"]], "\(run.problemList)")
        #expect(findings.first?.message == "the heading '😰' has only an emoji, which a screen reader reads as the emoji's name")
        #expect(findings.dropFirst().first?.message == "the heading '???' has no words")
    }

    @Test func theSampleHasNoneAndOnlyTheSlugsStandInIsLookedInto() {
        #expect(!PipelineRun(try! ContentFixture()).diagnostics.contains { $0.id == "heading.no-words" })
        #expect(HeadingWordsRule.mayStandForNoWords("section"))
        #expect(HeadingWordsRule.mayStandForNoWords("section-12"))
        #expect(!HeadingWordsRule.mayStandForNoWords("section-two"))
        #expect(!HeadingWordsRule.mayStandForNoWords("sections"))
    }
}
