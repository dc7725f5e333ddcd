import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A misspelt key in a choreography is one report with a fix-it, not also the value it holds
/// reported missing ("has no duration", "animates nothing", "needs 'element'…").
@Suite struct MotionSpecKeyTests {
    @Test(arguments: [
        ("- { element: title, opacity: { from: 0, to: 1 }, 1️⃣durtion: 300 }", "durtion", "duration"),
        ("- { element: title, 1️⃣opacty: { from: 0, to: 1 }, duration: 300 }", "opacty", "opacity"),
        ("- { 1️⃣elemnt: title, opacity: { from: 0, to: 1 }, duration: 300 }", "elemnt", "element"),
        ("- { element: title, opacity: { 1️⃣frm: 0, to: 1 }, duration: 300 }", "frm", "from"),
        ("- { element: title, opacity: { from: 0, 1️⃣t: 1 }, duration: 300 }", "t", "to"),
        ("- 1️⃣paralel:\n        - { element: title, opacity: { from: 0, to: 1 }, duration: 300 }", "paralel", "parallel"),
    ])
    func aMisspeltKeyIsItsOwnReportAlone(_ step: String, _ written: String, _ meant: String) throws {
        let (run, page) = try OnboardingMotion.check("    " + step)
        let unknown = try run.only("schema.unknown-key", in: OnboardingMotion.path)
        #expect(unknown.location?.range.start == page["1️⃣"])
        #expect(unknown.message.hasSuffix("did you mean '\(meant)'?"))
        #expect(unknown.fixIts.first?.replacement == meant)
        #expect(run.problems.filter { $0.severity == .error }.count == 1, "\(run.problemList)")
    }

    @Test func aStepWithAPropertyThatDoesNotReadIsThatReportAlone() throws {
        let (run, page) = try OnboardingMotion.check("    - { element: title, opacity: { from: 0, to: 1️⃣2 }, duration: 300 }")
        let invalid = try run.only("motion.invalid", in: OnboardingMotion.path)
        #expect(invalid.location?.range.start == page["1️⃣"])
        #expect(invalid.message == "opacity takes a number from 0 to 1")
    }

    @Test func whatIsNotNearAKeyIsStillReportedMissing() throws {
        let (run, _) = try OnboardingMotion.check("    - { element: title, colour: red, duration: 300 }")
        let ids = run.problems.filter { $0.severity == .error }.map(\.id).sorted()
        #expect(ids == ["motion.invalid", "schema.unknown-key"], "\(run.problemList)")
        #expect(run.problems.contains { $0.message == "the step for 'title' animates nothing (translate, rotate, scale or opacity)" })
    }

    @Test func aMisspeltTokenHasAFixIt() throws {
        let (run, page) = try OnboardingMotion.check("    - { element: title, opacity: { from: 0, to: 1 }, duration: 1️⃣mediun, easing: 2️⃣standar }")
        let tokens = run.diagnostics(in: OnboardingMotion.path).filter { $0.id == "motion.unknown-token" }
        #expect(tokens.map { $0.fixIts.first?.replacement } == ["medium", "standard"])
        #expect(tokens.map { $0.location?.range.start } == [page["1️⃣"], page["2️⃣"]])
    }
}
