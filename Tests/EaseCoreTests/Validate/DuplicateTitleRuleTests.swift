@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Two items of one kind and locale with the same title (as a screen reader reads it) are one
/// warning, at the one whose id has fewer of the title's words: the copy.
@Suite struct DuplicateTitleRuleTests {
    @Test func aCopiedTitleIsReportedAtTheCopy() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: Looking after yourself day to day", with: "title: what generalized anxiety disorder IS ", in: "readings/small-steps.md")
        let run = PipelineRun(fixture)
        let found = run.diagnostics.filter { $0.id == "content.duplicate-title" }
        #expect(found.count == 1, "\(run.problemList)")
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.location?.path == fixture.path("readings/small-steps.md"))
        #expect(warning.location?.range.start == (try fixture.position(of: "what generalized", in: "readings/small-steps.md")))
        #expect(warning.message == "the reading 'small-steps' has the title 'what generalized anxiety disorder IS', as 'what-is-gad' has: the Learn tab would list two links that read the same and lead to different pages")
        #expect(warning.notes.first?.location?.path == fixture.path("readings/what-is-gad.md"))
    }

    @Test func aTitleThatDiffersByItsClosingMarkSpacesOrQuotesReadsAlike() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: Looking after yourself day to day", with: "title: What generalized  anxiety disorder is?", in: "readings/small-steps.md")
        #expect(try PipelineRun(fixture).only("content.duplicate-title", in: "readings/small-steps.md").severity == .warning)
        // The digest an ASCII title gets without a string of its own is the digest of its key's bytes.
        let reading = try #require(PipelineRun(fixture).result.catalog.readings.first { $0.item.id.value == "small-steps" }?.item)
        for (ascii, other) in [("Don't worry.", "don’t  worry"), (" Worry  time!", "worry time …"), ("A\tB", "a b")] {
            let first = ContentItem(id: reading.id, title: ascii, document: reading.document)
            let second = ContentItem(id: reading.id, title: other, document: reading.document)
            #expect(ReadAlike.key(ascii) == ReadAlike.key(other))
            #expect(DuplicateTitleRule.titleDigest(of: first) == DuplicateTitleRule.titleDigest(of: second), "\(ascii) / \(other)")
        }
        #expect(ReadAlike.key("  What made you  smile today? ") == "what made you smile today")
        #expect(ReadAlike.key("...") == "")
        #expect(ReadAlike.key("Wait... what") == "wait... what")
    }

    @Test func otherKindsAndLocalesMayShareATitle() throws {
        let fixture = try ContentFixture()
        // An exercise titled as a reading is listed on another tab; a translation's title is another locale's.
        let reading = try fixture.read("readings/small-steps.md")
        let exerciseTitle = try #require(try fixture.read("exercises/deep-breathing.md").split(separator: "\n").first { $0.hasPrefix("title: ") })
        try fixture.write("readings/small-steps.md", reading.replacingOccurrences(of: "title: Looking after yourself day to day", with: String(exerciseTitle)))
        let run = PipelineRun(fixture)
        #expect(!run.diagnostics.contains { $0.id == "content.duplicate-title" }, "\(run.problemList)")
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "content.duplicate-title" })
    }
}
