import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A value of `site.yml` that its schema rejects is reported once, where it is written: the
/// model leaves it out, and the choreographies that name a rejected motion token, the pages a
/// rejected word budget would measure, and the session matrix missing a rejected duration or
/// session rule are not reported again.
@Suite struct SiteValueRejectionTests {
    @Test(arguments: [("    medium: 400", "    medium: 0", "schema.out-of-range"),
                      ("    long: 800", "    long: fast", "schema.type-mismatch"),
                      ("    overshoot: cubic-bezier(0.34, 1.56, 0.64, 1)", "    overshoot: cubic-bezier(2, 1.56, 0.64, 1)", "schema.invalid-value"),
                      ("  word-budget: 80", "  word-budget: 5", "schema.out-of-range"),
                      ("durations: [2, 5, 10]", "durations: [2, 5.0, 10]", "schema.type-mismatch"),
                      ("mood: uneasy, minutes: 2,", "mood: uneasy, minutes: 2.0,", "schema.type-mismatch")])
    func aRejectedValueIsItsSchemaErrorAlone(_ written: String, _ replacement: String, _ id: String) throws {
        let run = try PipelineRun.sample(replacing: written, with: replacement, in: "site.yml")
        try run.only(id, in: "site.yml")
        #expect(run.problems.count == 1, "\(run.problemList)")
    }

    @Test func aMisspelledTokenIsStillReported() throws {
        let run = try PipelineRun.sample(replacing: "        easing: overshoot", with: "        easing: overshot", in: "site.yml")
        let unknown = try run.only("motion.unknown-token", in: "site.yml")
        #expect(unknown.message == "'overshot' is neither an easing token of site.yml nor a CSS easing; did you mean 'overshoot'?")
    }
}
