@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// More onboarding pages than `onboarding.page-limit` (5 when site.yml does not say) is one
/// warning, at the first page past the limit.
@Suite struct OnboardingPageLimitRuleTests {
    /// Adds onboarding pages 6…`last` to the sample, each with a Russian translation.
    static func addPages(through last: Int, to fixture: ContentFixture) throws {
        for page in 6...last {
            for suffix in ["", ".ru"] {
                try fixture.write("onboarding/0\(page)-extra\(suffix).md", "---\nid: extra-\(page)\npage: \(page)\ntitle: One more thing \(page)\n---\n\nA little more to read.\n")
            }
        }
    }

    @Test func theSamplesFivePagesAreWithinTheLimit() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "onboarding.page-limit" })
    }

    @Test func pagesPastFiveAreOneWarningAtTheFirstOfThem() throws {
        let fixture = try ContentFixture()
        try Self.addPages(through: 7, to: fixture)
        let run = PipelineRun(fixture)
        let finding = try run.only("onboarding.page-limit", in: "onboarding/06-extra.md")
        #expect(finding.severity == .warning)
        #expect(finding.message == "onboarding has 7 pages, 2 more than the limit of 5 (`onboarding.page-limit`)")
        #expect(finding.location?.range.start == (try fixture.position(of: "6\ntitle", in: "onboarding/06-extra.md")))
        #expect(finding.notes.count == 2)
        #expect(finding.notes[1].message == "page 7, past the limit too")
        #expect(finding.notes[1].location?.path == fixture.path("onboarding/07-extra.md"))
        // The translations mirror the pages and are not counted again.
        #expect(run.diagnostics.filter { $0.id == "onboarding.page-limit" }.count == 1)
    }

    @Test func siteYmlSetsTheLimit() throws {
        let fixture = try ContentFixture()
        try Self.addPages(through: 6, to: fixture)
        try fixture.replace("  word-budget: 80\n", with: "  word-budget: 80\n  page-limit: 6\n", in: "site.yml")
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "onboarding.page-limit" })

        try fixture.replace("page-limit: 6", with: "page-limit: 3", in: "site.yml")
        let run = PipelineRun(fixture)
        let finding = try run.only("onboarding.page-limit", in: "onboarding/04-reminder.md")
        #expect(finding.message == "onboarding has 6 pages, 3 more than the limit of 3")
        #expect(finding.notes.last?.message == "the limit is set here")
        let setting = try fixture.position(of: "page-limit: 3", in: "site.yml")
        #expect(finding.notes.last?.location?.range.start == SourcePosition(line: setting.line, column: setting.column + 12))
    }

    @Test func aLimitOutOfRangeIsTheSchemasAndTheDefaultHolds() throws {
        let fixture = try ContentFixture()
        try Self.addPages(through: 6, to: fixture)
        try fixture.replace("  word-budget: 80\n", with: "  word-budget: 80\n  page-limit: 0\n", in: "site.yml")
        let run = PipelineRun(fixture)
        #expect(run.diagnostics.contains { $0.id == "schema.out-of-range" })
        #expect(try run.only("onboarding.page-limit", in: "onboarding/06-extra.md").message.contains("limit of 5"))
    }
}
