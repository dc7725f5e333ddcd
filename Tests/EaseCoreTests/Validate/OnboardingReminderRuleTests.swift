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
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id.hasPrefix("onboarding.re") })
    }

    @Test func aRelaxationReminderNoPageAsksForIsAWarningAtTheReminder() throws {
        let fixture = try ContentFixture()
        try fixture.replace("reminder: relaxation\n", with: "", in: "onboarding/04-reminder.md")
        var run = PipelineRun(fixture)
        let off = try run.only("onboarding.reminder-not-asked", in: "site.yml")
        #expect(off.severity == .warning)
        #expect(off.message == "no onboarding page asks for the relaxation reminder: it is off until a reader turns it on, so no reader would ever get it")
        #expect(off.location?.range.start == (try fixture.position(of: "relaxation:", in: "site.yml")))
        // The translation's page still asks; only the default locale's pages count.
        #expect(run.diagnostics.filter { $0.id == "onboarding.reminder-not-asked" }.count == 1)

        try fixture.replace("time: \"08:00\"\n    enabled: false", with: "time: \"08:00\"\n    enabled: true", in: "site.yml")
        run = PipelineRun(fixture)
        #expect(try run.only("onboarding.reminder-not-asked", in: "site.yml").message
            == "no onboarding page asks for the relaxation reminder: every reader would get it at 08:00 without choosing a time")
    }

    @Test func aReminderTheSchemaRejectedIsNotTakenForNone() throws {
        let run = try PipelineRun.sample(replacing: "reminder: relaxation\n", with: "reminder: relax\n", in: "onboarding/04-reminder.md")
        #expect(run.diagnostics.contains { $0.id.hasPrefix("schema.") })
        #expect(!run.diagnostics.contains { $0.id == "onboarding.reminder-not-asked" })
    }
}
