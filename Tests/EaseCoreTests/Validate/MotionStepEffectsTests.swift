@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A step that leaves a property at rest animates nothing, and a second step on the same
/// property of the same element hides the first on the site: both are warnings at the step's
/// element, the second with a note at the earlier step.
@Suite struct MotionStepEffectsTests {
    static let actionsStep = "    - { element: actions, opacity: { from: 0, to: 1 }, duration: short }\n"

    @Test func aPropertyLeftAtRestIsReported() throws {
        let run = try PipelineRun.sample(replacing: "{ element: progress, opacity: { from: 0, to: 1 }, duration: short }",
                                         with: "{ element: progress, opacity: { from: 1, to: 1 }, duration: short }", in: "site.yml")
        #expect(run.problems.count == 1, "\(run.problemList)")
        let finding = try run.only("motion.no-change", in: "site.yml")
        #expect(finding.severity == .warning)
        #expect(finding.message == "'progress' stays at rest (opacity: 1) throughout this step; it animates nothing")
        #expect(finding.location?.range.start == (try run.fixture.position(of: "progress, opacity", in: "site.yml")))
    }

    @Test func aHoldAwayFromRestIsNotReported() throws {
        let run = try PipelineRun.sample(replacing: "{ element: progress, opacity: { from: 0, to: 1 }, duration: short }",
                                         with: "{ element: progress, opacity: { from: 0, to: 0 }, duration: short }", in: "site.yml")
        #expect(!run.diagnostics.contains { $0.id == "motion.no-change" }, "\(run.problemList)")
    }

    @Test func aPropertyAnimatedByTwoStepsIsReportedAtTheSecond() throws {
        let second = "    - { element: title, opacity: { from: 0, to: 1 }, duration: short }\n"
        let run = try PipelineRun.sample(replacing: Self.actionsStep, with: Self.actionsStep + second, in: "onboarding/04-reminder.md")
        let finding = try run.only("motion.overridden", in: "onboarding/04-reminder.md")
        #expect(finding.message.hasPrefix("'title' has its opacity animated by an earlier step of 'onboarding-relaxation-reminder'"))
        let later = try run.fixture.position(of: "title, opacity: { from: 0, to: 1 }, duration: short", in: "onboarding/04-reminder.md")
        let earlier = try run.fixture.position(of: "title, opacity: { from: 0, to: 1 }, duration: medium", in: "onboarding/04-reminder.md")
        #expect(finding.location?.range.start == later)
        #expect(finding.notes.first?.location?.range.start == earlier)
    }

    @Test func anotherPropertyOfTheSameElementIsNotReported() throws {
        let second = "    - { element: title, scale: { from: 1, to: 1.1 }, duration: short }\n"
        let run = try PipelineRun.sample(replacing: Self.actionsStep, with: Self.actionsStep + second, in: "onboarding/04-reminder.md")
        #expect(!run.diagnostics.contains { $0.id.hasPrefix("motion.") }, "\(run.problemList)")
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id.hasPrefix("motion.") })
    }
}
