@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A step that leaves a property at rest animates nothing, and a second step on the same
/// property of the same element hides the first on the site: both are warnings at the step's
/// element, the second with a note at the earlier step. A step that ends its element at opacity
/// 0 or scale 0 leaves it unseen: an error at the value, with a fix-it to 1.
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

    @Test func anEntranceThatEndsAtOpacityZeroIsAnErrorAtTheValue() throws {
        let hidden = "    - { element: actions, opacity: { from: 0, to: 0 }, duration: short }\n"
        let run = try PipelineRun.sample(replacing: Self.actionsStep, with: hidden, in: "onboarding/04-reminder.md")
        let finding = try run.only("motion.ends-hidden", in: "onboarding/04-reminder.md")
        #expect(finding.severity == .error)
        #expect(finding.message == "'actions' ends this step at opacity 0 and stays there: the site and the app hold a step's last value, so once 'onboarding-relaxation-reminder' has played, 'actions' cannot be seen")
        let value = try run.fixture.position(of: "0 }, duration: short", in: "onboarding/04-reminder.md")
        #expect(finding.location?.range.start == value)
        #expect(finding.fixIts.map(\.replacement) == ["1"])
        #expect(finding.fixIts.first?.range.start == value)
    }

    @Test func keyframesThatEndAtScaleZeroAreReportedAtTheLastValue() throws {
        let hidden = "    - { element: actions, scale: [{ at: 0, value: 1 }, { at: 0.5, value: 0.5 }, { at: 1, value: 0 }], duration: short }\n"
        let run = try PipelineRun.sample(replacing: Self.actionsStep, with: hidden, in: "onboarding/04-reminder.md")
        let finding = try run.only("motion.ends-hidden", in: "onboarding/04-reminder.md")
        #expect(finding.message.hasPrefix("'actions' ends this step at scale 0 and stays there"))
        #expect(finding.location?.range.start == (try run.fixture.position(of: "0 }], duration", in: "onboarding/04-reminder.md")))
    }

    @Test func aStepOverriddenByALaterOneIsJudgedByTheLaterOnesEnd() throws {
        let steps = "    - { element: actions, opacity: { from: 1, to: 0 }, duration: short }\n" + Self.actionsStep
        let run = try PipelineRun.sample(replacing: Self.actionsStep, with: steps, in: "onboarding/04-reminder.md")
        #expect(!run.diagnostics.contains { $0.id == "motion.ends-hidden" }, "\(run.problemList)")
        #expect(run.diagnostics.contains { $0.id == "motion.overridden" })
    }

    @Test func aStepThatLoopsForeverNeverEndsHidden() throws {
        let attention = "    scale: [{ at: 0, value: 1 }, { at: 0.5, value: 1.06 }, { at: 1, value: 1 }]"
        let fading = "    opacity: [{ at: 0, value: 1 }, { at: 0.5, value: 0.9 }, { at: 1, value: 0 }]"
        let fixture = try ContentFixture()
        try fixture.replace(attention, with: fading, in: "site.yml")
        try fixture.replace("    repeat: 3\n", with: "    repeat: infinite\n", in: "site.yml")
        let endless = PipelineRun(fixture)
        #expect(!endless.diagnostics.contains { $0.id == "motion.ends-hidden" }, "\(endless.problemList)")
        let threeTimes = try PipelineRun.sample(replacing: attention, with: fading, in: "site.yml")
        #expect(try threeTimes.only("motion.ends-hidden", in: "site.yml").message.hasPrefix("'advance' ends this step at opacity 0"))
    }
}
