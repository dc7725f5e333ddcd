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

    @Test func theInterfaceStringsThatNameAControlAreLabelsToo() throws {
        let fixture = try ContentFixture()
        try fixture.replace("reflect:\n", with: "ui:\n  previous: Back.\n  reflect-ideas: ideas for what to write\nreflect:\n", in: "site.yml")
        try fixture.replace("ui.recording-label: Запись медитации", with: "ui.recording-label: Запись медитации, кнопка", in: "site.yml")
        let labels = PipelineRun(fixture).diagnostics(in: "site.yml").filter { $0.id == "label.style" }
        // A heading (`ui.reflect-ideas`) is not a label.
        #expect(labels.map(\.message) == ["interface label 'ui.previous' 'Back.' should not end with a period",
                                           "ru label 'ui.recording-label' 'Запись медитации, кнопка' names the control type ('кнопка'); VoiceOver says it already"])
        #expect(labels.map { $0.fixIts.map(\.replacement) } == [["Back"], ["Запись медитации"]])
        #expect(labels.first?.location?.range.start == (try fixture.position(of: "Back.", in: "site.yml")))
    }

    @Test func aBreathingPromptIsTheButtonsLabelAndFollowsItsConventions() throws {
        let run = try PipelineRun.sample(replacing: "  rest: Отдых", with: "  rest: отдых.", in: "exercises/deep-breathing.ru.md")
        let label = try run.only("label.style", in: "exercises/deep-breathing.ru.md")
        #expect(label.message == "'deep-breathing' prompt 'rest' 'отдых.' should start with a capital letter")
        #expect(label.location?.range.start == (try run.fixture.position(of: "отдых.", in: "exercises/deep-breathing.ru.md")))
        #expect(label.fixIts.map(\.replacement) == ["Отдых"])
    }

    @Test func anEmojiAmongALabelsWordsIsReadOutAndDropped() throws {
        let run = try PipelineRun.sample(replacing: "    label: A little uneasy", with: "    label: A little uneasy 🙂", in: "site.yml")
        let label = try run.only("label.style", in: "site.yml")
        #expect(label.message == "mood label 'A little uneasy 🙂' has an emoji, '🙂', which VoiceOver reads out by its name")
        #expect(label.fixIts.map(\.replacement) == ["A little uneasy"])
        // Only an emoji is `label.emoji-only`'s alone.
        let only = try PipelineRun.sample(replacing: "    label: A little uneasy", with: "    label: 🙂", in: "site.yml")
        #expect(only.problems.map(\.id).filter { $0.hasPrefix("label.") } == ["label.emoji-only"], "\(only.problemList)")
        #expect(ControlLabelRule.corrected("▶️ Begin") == "Begin")
        #expect(ControlLabelRule.corrected("Дальше ➡️") == "Дальше")
    }

    @Test(arguments: [("skip button.", "Skip"), ("Button: Skip", "Skip"), ("Next.", "Next"), ("begin", "Begin"), ("Learn tab", "Learn"),
                      ("Read more: link", "Read more"), ("Кнопка «Далее»", "«Далее»")])
    func theLabelMended(_ label: String, _ corrected: String) {
        #expect(ControlLabelRule.corrected(label) == corrected)
    }

    /// A label in capitals is written as labels are: title style in English, the first word
    /// capitalized in other languages; a short word in capitals (`OK`, `FAQ`) is a word as written.
    @Test func aLabelInCapitalsIsWrittenInTheCaseOfLabels() throws {
        let fixture = try ContentFixture()
        try fixture.replace("get-started: Get Started", with: "get-started: GET STARTED", in: "site.yml")
        try fixture.replace("buttons.begin: Начать", with: "buttons.begin: НАЧАТЬ ЗАНЯТИЕ", in: "site.yml")
        try fixture.replace("skip: Skip", with: "skip: OK", in: "site.yml")
        let labels = PipelineRun(fixture).diagnostics(in: "site.yml").filter { $0.id == "label.style" }
        #expect(labels.map(\.message) == ["button 'get-started' 'GET STARTED' is in capitals, which are harder to read and which a screen reader may spell out letter by letter",
                                          "ru label 'buttons.begin' 'НАЧАТЬ ЗАНЯТИЕ' is in capitals, which are harder to read and which a screen reader may spell out letter by letter"])
        #expect(labels.map { $0.fixIts.map(\.replacement) } == [["Get Started"], ["Начать занятие"]])
        #expect(labels.allSatisfy { $0.notes.isEmpty })
        #expect(ControlLabelRule.corrected("SHOW THE TUTORIAL AGAIN") == "Show the Tutorial Again")
        #expect(ControlLabelRule.corrected("SHOW THE TUTORIAL AGAIN", titleStyle: false) == "Show the tutorial again")
        #expect(ControlLabelRule.corrected("NEXT BUTTON.") == "Next")
        #expect(["OK", "FAQ", "Get Started", "Call NHS 111"].allSatisfy { ControlLabelRule.problem(with: $0) == nil })
    }

    /// A control type inside the words, or a label that is nothing else, is left to the author.
    @Test(arguments: ["Show the tab again", "Button", "link."])
    func labelsWithNoFixIt(_ label: String) {
        #expect(ControlLabelRule.problem(with: label) != nil)
        #expect(ControlLabelRule.corrected(label) == nil)
    }
}
