@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A breathing phase's prompt can be said, at a calm pace, within the phase.
@Suite struct BreathingPromptLengthRuleTests {
    static let exercise = "exercises/deep-breathing.md"

    @Test func aPromptTooLongForItsPhaseIsAWarningAtIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("  inhale: Breathe in\n", with: "  inhale: Breathe in slowly through your nose and let your belly rise gently\n", in: Self.exercise)
        let diagnostic = try PipelineRun(fixture).only("breathing.long-prompt", in: Self.exercise)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "the 'inhale' prompt has 12 words, about 4.8 s to say, but the phase lasts 4 s: VoiceOver would still be reading it when the next phase begins")
        #expect(diagnostic.location?.range.start == (try fixture.position(of: "Breathe in slowly", in: Self.exercise)))
    }

    @Test func aPromptThatFitsAndAPhaseOfNoTimePass() throws {
        let fixture = try ContentFixture()
        // Eleven words (4.4 s to say) fit the 6 s out-breath; the hold of 0 s is never announced.
        try fixture.replace("  exhale: Breathe out\n", with: "  exhale: Breathe out slowly through your mouth, longer than you breathed in\n", in: Self.exercise)
        try fixture.replace("  hold: 2\n", with: "  hold: 0\n", in: Self.exercise)
        try fixture.replace("  hold: Hold\n", with: "  hold: Hold the breath gently for a moment without any strain at all\n", in: Self.exercise)
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "breathing.long-prompt" })
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "breathing.long-prompt" })
    }
}
