@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A mood's emoji is one emoji, and no two moods show the same one.
@Suite struct MoodEmojiRuleTests {
    func check(_ emoji: String) throws -> PipelineRun {
        try PipelineRun.sample(replacing: "    emoji: \"🙂\"\n", with: "    emoji: \(emoji)\n", in: "site.yml")
    }

    @Test func severalEmojiAreAWarningWithTheFirstAsAFixIt() throws {
        let finding = try check("\"🙂🌿\"").only("mood.emoji", in: "site.yml")
        #expect(finding.message == "the emoji of mood 'uneasy', '🙂🌿', is 2 characters, not one emoji")
        #expect(finding.fixIts.map(\.replacement) == ["\"🙂\""])
    }

    @Test func textIsAWarningWithoutAFixIt() throws {
        let finding = try check(":)").only("mood.emoji", in: "site.yml")
        #expect(finding.message == "the emoji of mood 'uneasy', ':)', is not an emoji")
        #expect(finding.fixIts.isEmpty)
    }

    @Test(arguments: ["\"☺️\"", "\"👩🏽‍⚕️\"", "\"🇺🇦\"", "\" 🙂 \""])
    func oneEmojiOfAnyMakePasses(_ emoji: String) throws {
        #expect(!(try check(emoji)).diagnostics.contains { $0.id == "mood.emoji" })
    }

    @Test func twoMoodsWithOneEmojiAreReportedAtTheLater() throws {
        let run = try check("\"😟\"")
        let finding = try run.only("site.repeated", in: "site.yml")
        #expect(finding.message == "mood emoji '😟' is already a mood's emoji; the mood picker would show two moods alike")
        #expect(finding.location?.range.start.line == 27)
    }
}
