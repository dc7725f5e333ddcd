@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A text that tells the reader which control to use names one whose label reads so.
@Suite struct ControlMentionRuleTests {
    static let labels = ["Begin", "Pause", "Play", "Get Started", "Show the tutorial again", "Learn", "Relax", "Reflect", "Anxious", "Deep breathing"]

    func names(_ text: String, _ language: String = "en") -> [String] {
        ControlMention.find(in: text, language: language, labels: Self.labels).map { "\($0.kind):\($0.name)" }
    }

    @Test func namesAfterAVerbAndBeforeTabOrButton() {
        #expect(names("Tap Begin and follow the button. Tap again to pause.") == ["control:Begin"])
        #expect(names("tap Show the tutorial again, then press Get Started.") == ["control:Show the tutorial again", "control:Get Started"])
        #expect(names("Tap Start Now or click “Listen”.") == ["control:Start Now", "control:Listen"])
        #expect(names("The Reflect tab asks you. From the Learn tab, or the Big Red button.") == ["tab:Reflect", "tab:Learn", "button:Big Red"])
        #expect(names("Tabs hold readings; the tab bar; press on; tap into a feeling; the Kitchen table.") == [])
    }

    @Test func russianNamesAreInQuotes() {
        #expect(names("Нажмите «Начать» и следите за кнопкой. Нажмите ещё раз.", "ru") == ["control:Начать"])
        #expect(names("на вкладке «Заметить» или кнопкой «Готово»", "ru") == ["tab:Заметить", "button:Готово"])
        #expect(names("Tap Begin", "de") == [])
    }

    @Test func aNameNoLabelReadsAsIsAWarningAtIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("instructions: Tap Begin", with: "instructions: Tap Begn", in: "exercises/deep-breathing.md")
        try fixture.replace("from the Learn tab", with: "from the Lern tab", in: "onboarding/03-three-tabs.md")
        try fixture.replace("Нажмите «Начать»", with: "Нажмите «Старт»", in: "exercises/deep-breathing.ru.md")
        let run = PipelineRun(fixture)
        let exercise = try run.only("label.unknown-control", in: "exercises/deep-breathing.md")
        #expect(exercise.message == "this text names a button 'Begn', but none reads so; did you mean 'Begin'?")
        #expect(exercise.location?.range.start == (try fixture.position(of: "Begn", in: "exercises/deep-breathing.md")))
        #expect(exercise.fixIts.map(\.replacement) == ["Begin"])
        #expect(exercise.notes.first?.message == "this exercise's screen shows the buttons 'Begin', 'Resume', 'Next', 'Done'")
        let page = try run.only("label.unknown-control", in: "onboarding/03-three-tabs.md")
        #expect(page.message == "this text names a tab 'Lern', but none reads so; did you mean 'Learn'?")
        #expect(page.location?.range.start == (try fixture.position(of: "Lern", in: "onboarding/03-three-tabs.md")))
        let russian = try run.only("label.unknown-control", in: "exercises/deep-breathing.ru.md")
        #expect(russian.message == "this text names a button 'Старт', but none reads so")
        #expect(russian.notes.first?.message == "this exercise's screen shows the buttons 'Начать', 'Продолжить', 'Дальше', 'Готово'")
    }

    @Test func aRenamedButtonLeavesTheTextsThatNameItBehind() throws {
        let fixture = try ContentFixture()
        try fixture.replace("  begin: Begin", with: "  begin: Start", in: "site.yml")
        let diagnostic = try PipelineRun(fixture).only("label.unknown-control", in: "exercises/deep-breathing.md")
        #expect(diagnostic.message == "this text names a button 'Begin', but none reads so")
    }

    @Test func theSampleHasNone() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "label.unknown-control" })
    }
}
