@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A reminder's default time between midnight and 6 in the morning is a warning at the time.
@Suite struct ReminderTimeRuleTests {
    @Test func aReminderInTheNightIsAWarningAtItsTime() throws {
        let run = try PipelineRun.sample(replacing: "    time: \"08:00\"", with: "    time: \"03:00\"", in: "site.yml")
        #expect(run.problems.count == 1, "\(run.problemList)")
        let finding = try run.only("reminder.night-time", in: "site.yml")
        #expect(finding.severity == .warning)
        #expect(finding.message == "the relaxation reminder comes at 03:00 by default, in the night: a notification then would wake the reader, or find them sleepless")
        #expect(finding.location?.range.start == (try run.fixture.position(of: "\"03:00\"", in: "site.yml")))
        #expect(finding.fixIts.isEmpty)
    }

    @Test(arguments: ["00:00", "05:59"])
    func theNightRunsFromMidnightToSix(_ time: String) throws {
        let run = try PipelineRun.sample(replacing: "    time: \"20:00\"", with: "    time: \"\(time)\"", in: "site.yml")
        #expect(try run.only("reminder.night-time", in: "site.yml").message.hasPrefix("the reflection reminder comes at \(time)"))
    }

    @Test(arguments: ["06:00", "23:59"])
    func wakingHoursAreNotReported(_ time: String) throws {
        let run = try PipelineRun.sample(replacing: "    time: \"20:00\"", with: "    time: \"\(time)\"", in: "site.yml")
        #expect(!run.diagnostics.contains { $0.id == "reminder.night-time" }, "\(run.problemList)")
    }
}
