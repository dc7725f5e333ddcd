@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Two phases of a breathing exercise with the same prompt are a warning at the later prompt,
/// unless they are the hold and the rest, or one of them takes no time.
@Suite struct BreathingPromptRuleTests {
    static let file = "exercises/deep-breathing.md"

    func findings(replacing target: String, with replacement: String) throws -> (PipelineRun, [Diagnostic]) {
        let run = try PipelineRun.sample(replacing: target, with: replacement, in: Self.file)
        return (run, run.diagnostics(in: Self.file).filter { $0.id == "breathing.repeated-prompt" })
    }

    @Test func theSamePromptForBreathingInAndOutIsReported() throws {
        let (run, findings) = try findings(replacing: "  exhale: Breathe out", with: "  exhale: breathe in ")
        #expect(findings.count == 1, "\(run.problemList)")
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.message == "'exhale' reads 'breathe in', as 'inhale' does; VoiceOver would announce both phases alike")
        let later = try run.fixture.position(of: "  exhale: breathe in", in: Self.file)
        let earlier = try run.fixture.position(of: "  inhale: Breathe in", in: Self.file)
        #expect(finding.location?.range.start == SourcePosition(line: later.line, column: 11))
        #expect(finding.notes.first?.location?.range.start == SourcePosition(line: earlier.line, column: 11))
    }

    @Test func holdAndRestMayShareAPrompt() throws {
        let (run, findings) = try findings(replacing: "  rest: Rest", with: "  rest: Hold")
        #expect(findings.isEmpty, "\(run.problemList)")
    }

    @Test func aPhaseThatTakesNoTimeIsNotCompared() throws {
        let fixture = try ContentFixture()
        try fixture.replace("  exhale: Breathe out", with: "  exhale: Hold", in: Self.file)
        #expect(PipelineRun(fixture).diagnostics.contains { $0.id == "breathing.repeated-prompt" })
        try fixture.replace("  hold: 2", with: "  hold: 0", in: Self.file)
        let run = PipelineRun(fixture)
        #expect(!run.diagnostics.contains { $0.id == "breathing.repeated-prompt" }, "\(run.problemList)")
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "breathing.repeated-prompt" })
    }
}
