@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// `site.yml`'s durations run from the shortest to the longest, as the Relax tab offers them.
@Suite struct DurationOrderRuleTests {
    @Test func aLengthAfterALongerOneGetsAFixItThatListsThemInOrder() throws {
        let run = try PipelineRun.sample(replacing: "durations: [2, 5, 10]", with: "durations: [2, 10, 5]", in: "site.yml")
        let diagnostic = try run.only("site.durations-order", in: "site.yml")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "5 minutes is listed after 10 minutes; the Relax tab offers the lengths in the order listed")
        #expect(diagnostic.location?.range.start == (try run.fixture.position(of: "5]", in: "site.yml")))
        let fix = try #require(diagnostic.fixIts.first)
        #expect(fix.replacement == "2, 5, 10")
        #expect(fix.range.start == (try run.fixture.position(of: "2, 10", in: "site.yml")))
    }

    @Test func aBlockListKeepsItsDashes() throws {
        let run = try PipelineRun.sample(replacing: "durations: [2, 5, 10]", with: "durations:\n  - 10\n  - 2\n  - 5", in: "site.yml")
        let fix = try #require(try run.only("site.durations-order", in: "site.yml").fixIts.first)
        #expect(fix.replacement == "2\n  - 5\n  - 10")
    }

    @Test func aRepeatIsLeftToSiteRepeatedAndTheSampleIsInOrder() throws {
        let run = try PipelineRun.sample(replacing: "durations: [2, 5, 10]", with: "durations: [2, 10, 5, 10]", in: "site.yml")
        #expect(try run.only("site.durations-order", in: "site.yml").fixIts.isEmpty)
        #expect(run.diagnostics.contains { $0.id == "site.repeated" })
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "site.durations-order" })
    }
}
