@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A breathing exercise paces slow breaths with an out-breath at least as long as the in-breath.
@Suite struct BreathingPaceRuleTests {
    static let exercise = "exercises/deep-breathing.md"
    static let timing = "timing:\n  inhale: 4\n  hold: 2\n  exhale: 6\n  rest: 2"

    @Test func aFastPaceIsAWarningAtTheTiming() throws {
        let fixture = try ContentFixture()
        try fixture.replace(Self.timing, with: "timing:\n  inhale: 1\n  hold: 0\n  exhale: 1.5\n  rest: 0", in: Self.exercise)
        let diagnostic = try PipelineRun(fixture).only("breathing.fast-pace", in: Self.exercise)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "one breath takes 2.5 s (in 1 s, hold 0 s, out 1.5 s, rest 0 s): 24 breaths a minute, faster than breathing at rest")
        #expect(diagnostic.location?.range.start == (try fixture.position(of: "timing:", in: Self.exercise)))
    }

    @Test func aShortOutBreathGetsAFixItThatSwapsTheTwo() throws {
        let fixture = try ContentFixture()
        try fixture.replace(Self.timing, with: "timing: { inhale: 6, hold: 2, exhale: 4, rest: 2 }", in: Self.exercise)
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("breathing.short-exhale", in: Self.exercise)
        #expect(diagnostic.message == "breathing out (4 s) is shorter than breathing in (6 s)")
        let fix = try #require(diagnostic.fixIts.first)
        #expect(fix.replacement == "4, hold: 2, exhale: 6")
        #expect(fix.range.start == (try fixture.position(of: "6, hold", in: Self.exercise)))
        #expect(!run.diagnostics.contains { $0.id == "breathing.fast-pace" })
    }

    @Test func theSampleAndAnEqualBreathPass() throws {
        let fixture = try ContentFixture()
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id.hasPrefix("breathing.") })
        try fixture.replace(Self.timing, with: "timing:\n  inhale: 3\n  hold: 0\n  exhale: 3\n  rest: 0", in: Self.exercise)
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "breathing.short-exhale" || $0.id == "breathing.fast-pace" })
    }
}
