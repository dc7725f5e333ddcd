import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Ids that only look right: non-ASCII lookalikes are named and fixed, and ids of one kind that
/// differ only in easily misread characters are a warning.
@Suite struct ConfusableIdentifierTests {
    @Test func skeletonsEqualIdsThatLookAlike() {
        #expect(Confusables.skeleton("calm-1") == Confusables.skeleton("calm-l"))
        #expect(Confusables.skeleton("rnodern") == Confusables.skeleton("modern"))
        #expect(Confusables.skeleton("what-is-g\u{0430}d") == "what-is-gad")
        #expect(Confusables.skeleton("ｃａｌｍ") == "calm")
        #expect(Confusables.skeleton("deep\u{2011}breathing") == "deep-breathing")
        #expect(Confusables.skeleton("calm") != Confusables.skeleton("claim"))
    }

    @Test func aCyrillicLetterInAnIdIsNamedAndFixed() throws {
        let fixture = try ContentFixture()
        try fixture.replace("related: [how-worry-works", with: "related: [how-w\u{043E}rry-works", in: "readings/small-steps.md")
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("schema.invalid-value", in: "readings/small-steps.md")
        #expect(diagnostic.message == "'how-w\u{043E}rry-works' is not a valid id; '\u{043E}' (U+043E CYRILLIC SMALL LETTER O) looks like 'o', but ids are ASCII only")
        #expect(diagnostic.fixIts.map(\.replacement) == ["how-worry-works"])
    }

    @Test func idsThatDifferOnlyInLookalikesAreAWarning() throws {
        let fixture = try ContentFixture()
        try fixture.replace("id: small-steps", with: "id: getting-he1p", in: "readings/small-steps.md")
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("id.confusable", in: "readings/small-steps.md")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "content id 'getting-he1p' looks like 'getting-help'")
        #expect(diagnostic.location?.range.start == SourcePosition(line: 2, column: 5))
        #expect(diagnostic.notes.first?.location?.path == fixture.path("readings/getting-help.md"))
        // The sample content has no such pair.
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "id.confusable" })
    }
}
