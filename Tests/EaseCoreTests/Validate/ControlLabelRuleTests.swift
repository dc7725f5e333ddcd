import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Control labels written in content follow VoiceOver's conventions: capitalized, no trailing period, no control type.
@Suite struct ControlLabelRuleTests {
    @Test func labelsFollowVoiceOverConventions() throws {
        let fixture = try ContentFixture()
        try fixture.replace("next: Next", with: "next: Next button.", in: "site.yml")
        try fixture.replace("label: Anxious", with: "label: anxious", in: "site.yml")
        let run = PipelineRun(fixture)
        let labels = run.diagnostics(in: "site.yml").filter { $0.id == "label.style" }
        #expect(labels.map(\.severity) == [.warning, .warning])
        var mood = try fixture.position(of: "label: anxious", in: "site.yml")
        mood.column += "label: ".count
        #expect(labels.map { $0.location?.range.start } == [mood, try fixture.position(of: "Next button.", in: "site.yml")])
    }
}
