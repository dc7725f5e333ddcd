@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Control labels written in content follow VoiceOver's conventions: capitalized, no trailing period, no control type.
@Suite struct ControlLabelRuleTests {
    @Test func labelsFollowVoiceOverConventions() throws {
        let fixture = try ContentFixture()
        try fixture.replace("next: Next", with: "next: Next button.", in: "site.yml")
        try fixture.replace("label: Anxious", with: "label: anxious", in: "site.yml")
        let run = PipelineRun(fixture)
        let labels = run.diagnostics(in: "site.yml").filter { $0.id == "label.style" }
        #expect(labels.map(\.severity) == [.warning, .warning])
        var mood = try fixture.position(of: "label: anxious", in: "site.yml")
        mood.column += "label: ".count
        #expect(labels.map { $0.location?.range.start } == [mood, try fixture.position(of: "Next button.", in: "site.yml")])
        #expect(labels.map { $0.fixIts.map(\.replacement) } == [["Anxious"], ["Next"]])
        #expect(labels.last?.fixIts.first?.message == "write 'Next'")
    }

    @Test func aTranslationsLabelsAreCheckedToo() throws {
        let fixture = try ContentFixture()
        try fixture.replace("buttons.next: Дальше", with: "buttons.next: Кнопка Дальше.", in: "site.yml")
        let label = try PipelineRun(fixture).only("label.style", in: "site.yml")
        #expect(label.message == "ru label 'buttons.next' 'Кнопка Дальше.' should not end with a period")
        #expect(label.location?.range.start == (try fixture.position(of: "Кнопка Дальше.", in: "site.yml")))
        #expect(label.fixIts.map(\.replacement) == ["Дальше"])
    }

    @Test(arguments: [("skip button.", "Skip"), ("Button: Skip", "Skip"), ("Next.", "Next"), ("begin", "Begin"), ("Learn tab", "Learn"),
                      ("Read more: link", "Read more"), ("Кнопка «Далее»", "«Далее»")])
    func theLabelMended(_ label: String, _ corrected: String) {
        #expect(ControlLabelRule.corrected(label) == corrected)
    }

    /// A control type inside the words, or a label that is nothing else, is left to the author.
    @Test(arguments: ["Show the tab again", "Button", "link."])
    func labelsWithNoFixIt(_ label: String) {
        #expect(ControlLabelRule.problem(with: label) != nil)
        #expect(ControlLabelRule.corrected(label) == nil)
    }
}
