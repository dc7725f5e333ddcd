import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A number outside the range its schema declares reads as nothing in the model, as a value of
/// the wrong type does: the schema check reports it, and no rule computes with it. Breaths of
/// 1e300 seconds, or 2⁶³ of them, once overflowed the session rules' arithmetic and stopped the check.
@Suite struct FieldReaderRangeTests {
    @Test(arguments: [("  inhale: 4", "  inhale: 1e300", "inhale"), ("  rest: 2", "  rest: 1e400", "rest"),
                      ("cycles: 7", "cycles: 9223372036854775807", "cycles"),
                      ("instruction-fade-seconds: 6", "instruction-fade-seconds: 1e300", "instruction-fade-seconds")])
    func aBreathOutOfRangeIsTheSchemasErrorAlone(_ written: String, _ replacement: String, _ key: String) throws {
        let run = try PipelineRun.sample(replacing: written, with: replacement, in: "exercises/deep-breathing.md")
        let range = try run.only("schema.out-of-range", in: "exercises/deep-breathing.md")
        #expect(range.message.hasPrefix("'\(key)' must be between"))
        #expect(run.diagnostics.filter { $0.severity == .error }.count == 1, "\(run.diagnostics.map(\.id))")
    }

    @Test func aSessionOfTooManyMinutesIsTheSchemasErrorAlone() throws {
        let run = try PipelineRun.sample(replacing: "minutes: 2, exercises: [calming-scene] }",
                                         with: "minutes: 9223372036854775807, exercises: [calming-scene] }", in: "site.yml")
        let range = try run.only("schema.out-of-range", in: "site.yml")
        #expect(range.message.hasPrefix("'minutes' must be between 1 and 120"))
        #expect(!run.diagnostics.contains { $0.id.hasPrefix("session.") && $0.message.contains("9223372036854775807") })
    }
}
