@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A related reading listed twice is one warning at the second, with a fix-it that removes it
/// and the comma before it from a flow list, or its line from a block list.
@Suite struct ContentReferenceRuleTests {
    @Test func aRepeatedRelatedReadingIsReportedAtTheSecond() throws {
        let fixture = try ContentFixture()
        try fixture.replace("related: [how-worry-works, breathing-and-calm]", with: "related: [how-worry-works, breathing-and-calm ,  how-worry-works]",
                            in: "readings/small-steps.md")
        let run = PipelineRun(fixture)
        let repeated = try #require(run.diagnostics.first { $0.id == "reference.repeated" }, "\(run.problemList)")
        #expect(run.diagnostics.filter { $0.id == "reference.repeated" }.count == 1)
        #expect(repeated.message == "'how-worry-works' is listed twice as related; the page would link to it twice")
        #expect(repeated.notes.first?.location?.range.start == (try fixture.position(of: "how-worry-works", in: "readings/small-steps.md")))
        let fixIt = try #require(repeated.fixIts.first)
        let file = SourceFile(path: "s.md", text: try fixture.read("readings/small-steps.md"))
        #expect(file.text(inBytes: try #require(file.byteRange(of: fixIt.range))) == ",  how-worry-works")
        #expect(fixIt.replacement == "")

        try fixture.replace("related: [how-worry-works, breathing-and-calm ,  how-worry-works]", with: "related:\n  - how-worry-works\n  - how-worry-works",
                            in: "readings/small-steps.md")
        let block = try #require(PipelineRun(fixture).diagnostics.first { $0.id == "reference.repeated" })
        let lineRemoval = try #require(block.fixIts.first)
        let blockFile = SourceFile(path: "s.md", text: try fixture.read("readings/small-steps.md"))
        #expect(blockFile.text(inBytes: try #require(blockFile.byteRange(of: lineRemoval.range))) == "  - how-worry-works\n")
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "reference.repeated" })
    }
}

/// `tutorial-page` names a page by its id; a page's number gets a fix-it to that page's id.
@Suite struct TutorialPageReferenceTests {
    @Test func aPageNumberGetsThatPagesId() throws {
        let run = try PipelineRun.sample(replacing: "tutorial-page: three-tabs", with: "tutorial-page: 3", in: "site.yml")
        let error = try run.only("reference.unknown-id", in: "site.yml")
        #expect(error.message == "no onboarding page has id '3'; did you mean 'three-tabs', page 3?")
        #expect(error.fixIts.first?.replacement == "three-tabs")
        let beyond = try PipelineRun.sample(replacing: "tutorial-page: three-tabs", with: "tutorial-page: 9", in: "site.yml")
        #expect(try beyond.only("reference.unknown-id", in: "site.yml").message == "no onboarding page has id '9'")
    }

    @Test func anotherKindsIDIsSaidToBeOne() throws {
        let run = try PipelineRun.sample(replacing: "related: [how-worry-works, getting-help]", with: "related: [how-worry-works, deep-breathing]",
                                         in: "readings/what-is-gad.md")
        let error = try run.only("reference.unknown-id", in: "readings/what-is-gad.md")
        #expect(error.message == "no reading has id 'deep-breathing'")
        #expect(error.notes.map(\.message) == ["'deep-breathing' is the id of an exercise, not of a reading"])
        let page = try PipelineRun.sample(replacing: "tutorial-page: three-tabs", with: "tutorial-page: small-steps", in: "site.yml")
        #expect(try page.only("reference.unknown-id", in: "site.yml").notes.map(\.message) == ["'small-steps' is the id of a reading, not of an onboarding page"])
    }
}
