@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Each reminder is set on at most one onboarding page of a locale.
@Suite struct OnboardingReminderRuleTests {
    @Test func aSecondPageThatSetsOneReminderIsAWarningAtItsValue() throws {
        let fixture = try ContentFixture()
        try fixture.replace("page: 5\n", with: "page: 5\nreminder: relaxation\n", in: "onboarding/05-get-started.md")
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("onboarding.repeated-reminder", in: "onboarding/05-get-started.md")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "onboarding page 5 sets the relaxation reminder, as page 4 does: the reader would be asked its time twice; did you mean 'reflection'?")
        #expect(diagnostic.location?.range.start == (try fixture.position(of: "relaxation", in: "onboarding/05-get-started.md")))
        #expect(diagnostic.fixIts.map(\.replacement) == ["reflection"])
        #expect(diagnostic.notes.first?.location?.path == fixture.path("onboarding/04-reminder.md"))
        // The translation's pages are their own locale's.
        #expect(!run.diagnostics(in: "onboarding/04-reminder.ru.md").contains { $0.id == "onboarding.repeated-reminder" })
    }

    @Test func theSampleSetsEachOnce() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "onboarding.repeated-reminder" })
    }
}
