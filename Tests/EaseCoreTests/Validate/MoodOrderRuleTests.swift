@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Moods listed stronger before weaker (`Very anxious` before `Anxious`) are one error at the
/// stronger, and `session.coping-first` waits for the order.
@Suite struct MoodOrderRuleTests {
    static let moods = """
          - id: uneasy
            emoji: "🙂"
            label: A little uneasy
          - id: anxious
            emoji: "😟"
            label: Anxious
          - id: very-anxious
            emoji: "😰"
            label: Very anxious
        """
    static let reversed = """
          - id: very-anxious
            emoji: "😰"
            label: Very anxious
          - id: anxious
            emoji: "😟"
            label: Anxious
          - id: uneasy
            emoji: "🙂"
            label: A little uneasy
        """

    @Test func moodsListedTheOtherWayRoundAreOneErrorNotThreeSessionErrors() throws {
        let run = try PipelineRun.sample(replacing: Self.moods, with: Self.reversed, in: "site.yml")
        #expect(run.problems.map(\.id) == ["site.moods-order"], "\(run.problemList)")
        let finding = try run.only("site.moods-order", in: "site.yml")
        #expect(finding.severity == .error)
        #expect(finding.message == "the mood 'Very anxious' is listed before 'Anxious', which says the same feeling less strongly; moods go from the least to the most anxious")
        #expect(finding.location?.range.start == (try run.fixture.position(of: "Very anxious", in: "site.yml")))
        #expect(finding.notes.first?.location?.range.start == (try run.fixture.position(of: "Anxious\n", in: "site.yml")))
    }

    @Test func labelsAreReadForAStrongerOrWeakerWord() {
        #expect(MoodOrderRule.degree(of: "Very anxious") == ("anxious", 1))
        #expect(MoodOrderRule.degree(of: "A little anxious") == ("anxious", -1))
        #expect(MoodOrderRule.degree(of: "Очень тревожно") == ("тревожно", 1))
        #expect(MoodOrderRule.degree(of: "Немного не по себе") == ("не по себе", -1))
        #expect(MoodOrderRule.degree(of: "Calm") == ("calm", 0))
        // Only the same feeling is compared: "A little uneasy" says nothing of "Anxious".
        let nowhere = SourceLocation(path: "site.yml", range: SourceRange(line: 1, column: 1, length: 1))
        let moods = ["Anxious", "A little uneasy", "Calm"].map { SiteConfiguration.Mood(id: Located("x", at: nowhere), emoji: "🙂", label: Located($0, at: nowhere)) }
        #expect(MoodOrderRule.slip(in: moods) == nil)
    }
}
