import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// The session matrix: one rule for every mood × duration. A rule with a misspelt mood, minutes
/// that are no duration, or a cell another rule has is reported with the empty cell it was
/// probably meant for, which is not reported again.
@Suite struct SessionCoverageRuleTests {
    @Test func everyMoodAndDurationHasExactlyOneSession() throws {
        let fixture = try ContentFixture()
        try fixture.replace("  - { mood: anxious, minutes: 5, exercises: [deep-breathing, calming-scene] }\n", with: "", in: "site.yml")
        try fixture.replace("{ mood: uneasy, minutes: 2,", with: "{ mood: unesy, minutes: 2,", in: "site.yml")
        try fixture.replace("{ mood: very-anxious, minutes: 10,", with: "{ mood: very-anxious, minutes: 7,", in: "site.yml")
        let run = PipelineRun(fixture)
        let unknown = try run.only("session.unknown-mood", in: "site.yml")
        #expect(unknown.location?.range.start == (try fixture.position(of: "unesy", in: "site.yml")))
        #expect(unknown.fixIts.first?.replacement == "uneasy")
        run.expect("session.unknown-duration", in: "site.yml", at: try fixture.position(of: "7,", in: "site.yml"))
        // The misspelt mood's cell and the cell the 7 minutes were meant for are those rules' own
        // reports (the second with a fix-it to 10); only the removed rule's cell is missing.
        let offDuration = try run.only("session.unknown-duration", in: "site.yml")
        #expect(offDuration.message == "7 minutes is not one of the durations; did you mean 10, the one 'very-anxious' has no rule for?")
        #expect(offDuration.fixIts.first?.replacement == "10")
        let missing = run.diagnostics(in: "site.yml").filter { $0.id == "session.missing" }.map(\.message)
        #expect(missing == ["no session rule for mood 'anxious' and 5 minutes"])
    }

    @Test func aDuplicateSessionRuleNamesTheCellItsMoodLacks() throws {
        let run = try PipelineRun.sample(replacing: "{ mood: uneasy, minutes: 2,", with: "{ mood: uneasy, minutes: 5,", in: "site.yml")
        let duplicate = try run.only("session.duplicate", in: "site.yml")
        #expect(duplicate.message == "a second session rule for uneasy × 5 minutes; 'uneasy' has no rule for 2 minutes: is one of the two meant for it?")
        #expect(duplicate.fixIts.isEmpty, "which of the two is meant is the author's call")
        #expect(!run.diagnostics.contains { $0.id == "session.missing" })
    }
}
