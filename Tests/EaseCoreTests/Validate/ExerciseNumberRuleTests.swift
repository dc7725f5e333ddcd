@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// What an exercise's texts say about its length and count agrees with its settings.
@Suite struct ExerciseNumberRuleTests {
    func quantities(_ text: String, _ language: String = "en") -> [String] {
        QuantityMention.find(in: text, language: language).map { "\($0.unit):\(SchemaType.format($0.value)):\($0.phrase)" }
    }

    @Test func numbersInDigitsOrWordsBeforeAUnit() {
        #expect(quantities("Breathe in for 4 seconds, out for 6 secs; a five-minute pause, 2.5 minutes.")
            == ["seconds:4:4 seconds", "seconds:6:6 secs", "minutes:5:five-minute", "minutes:2.5:2.5 minutes"])
        #expect(quantities("Seven slow breaths, ten cycles, 3 rounds, five deep-breaths.")
            == ["cycles:7:Seven slow breaths", "cycles:10:ten cycles", "cycles:3:3 rounds"])
        #expect(quantities("Breathe in 4\u{A0}seconds; 7 breaths.") == ["seconds:4:4\u{A0}seconds", "cycles:7:7 breaths"])
    }

    @Test func wordsThatAreNotQuantities() {
        // No number before the unit, a number inside a word, a unit-like word that is not one.
        #expect(quantities("the second breath, a minute, mp3 seconds, x4 minutes, 4 breathe, 4 minuets, 4x seconds, 4 quick seconds") == [])
        #expect(quantities("Tap Begin; breathe in for four.") == [])
        #expect(quantities("Practise 5 minutes a day, ten minutes daily, two minutes twice.") == [])
        #expect(quantities("10 минут в день, 5 минут каждый день", "ru") == [])
        #expect(quantities("4 seconds", "de") == [])
    }

    @Test func russianQuantities() {
        #expect(quantities("Вдыхайте 4 секунды, выдыхайте шесть секунд; пять минут; 2,5 мин; 7 циклов, десять медленных вдохов.", "ru")
            == ["seconds:4:4 секунды", "seconds:6:шесть секунд", "minutes:5:пять минут", "minutes:2.5:2,5 мин",
                "cycles:7:7 циклов", "cycles:10:десять медленных вдохов"])
        #expect(quantities("Вдыхайте, пока она растёт.", "ru") == [])
    }

    @Test func writtenAsTheMentionWritesIt() throws {
        let digits = try #require(QuantityMention.find(in: "5 minutes", language: "en").first)
        #expect(digits.written(2) == "2")
        #expect(digits.written(2.5) == nil)
        let word = try #require(QuantityMention.find(in: "Ten breaths", language: "en").first)
        #expect(word.written(7) == "Seven")
        #expect(word.written(23) == nil)
        let russian = try #require(QuantityMention.find(in: "пять минут", language: "ru").first)
        #expect(russian.written(2) == nil)
    }

    @Test func aBreathingTextThatDisagreesWithItsTiming() throws {
        let fixture = try ContentFixture()
        let exercise = "exercises/deep-breathing.md"
        try fixture.replace("Breathe in as it grows", with: "Breathe in for 5 seconds as it grows", in: exercise)
        try fixture.replace("Slow breathing with", with: "Ten slow breaths with", in: exercise)
        let run = PipelineRun(fixture)
        let found = run.diagnostics(in: exercise).filter { $0.id == "exercise.number-mismatch" }
        #expect(found.count == 2)
        let seconds = try #require(found.first(where: { $0.message.contains("5 seconds") }))
        #expect(seconds.severity == .warning)
        #expect(seconds.message == "the text says '5 seconds', but 'inhale' is 4 s: a breath is in 4 s, hold 2 s, out 6 s, rest 2 s (14 s), 7 breaths in all (1 min 38 s)")
        #expect(seconds.location?.range.start == (try fixture.position(of: "5 seconds", in: exercise)))
        #expect(seconds.fixIts.map(\.replacement) == ["4"])
        #expect(seconds.fixIts.first?.range == SourceRange(start: try fixture.position(of: "5 seconds", in: exercise), end: try fixture.position(of: " seconds as it", in: exercise)))
        let breaths = try #require(found.first(where: { $0.message.contains("Ten") }))
        #expect(breaths.message == "the text says 'Ten slow breaths', but it paces 7 breaths (cycles: 7)")
        #expect(breaths.fixIts.map(\.replacement) == ["Seven"])
        #expect(breaths.fixIts.first?.range.start == (try fixture.position(of: "Ten slow", in: exercise)))
    }

    func phases(_ text: String, _ language: String = "en") -> [String?] {
        QuantityMention.find(in: text, language: language).filter { $0.unit == .seconds }.map(\.phase)
    }

    @Test func thePhaseASecondsCountIsSaidOf() {
        #expect(phases("Breathe in for 4 seconds, hold your breath for 2 seconds, and out for 6 seconds.") == ["inhale", "hold", "exhale"])
        #expect(phases("Inhale 4 seconds; exhaling for 6 seconds; rest 2 seconds, then pause 3 seconds.") == ["inhale", "exhale", "rest", "rest"])
        // "in" and "out" name a phase only in a sentence that says to breathe.
        #expect(phases("Stay in the scene for 5 seconds. Look out for 10 seconds.") == [nil, nil])
        // Not past a full stop, a comma or another number, nor more than six words back.
        #expect(phases("Breathe in. Wait 5 seconds, then 6 seconds; hold it, 2 more seconds") == [nil, nil, nil])
        #expect(phases("Inhale and let your shoulders drop for 5 seconds") == [nil])
        #expect(phases("Вдох — 4 секунды, задержите дыхание на 2 секунды, выдыхайте 6 секунд, пауза 2 секунды.", "ru")
            == ["inhale", "hold", "exhale", "rest"])
        #expect(phases("Подождите 5 секунд.", "ru") == [nil])
    }

    @Test func secondsSaidOfAPhaseAgreeWithItAlone() throws {
        let fixture = try ContentFixture()
        let exercise = "exercises/deep-breathing.md"
        // 6 seconds is the out-breath's, not the in-breath's; the breath holds for 2 but rests for 0.
        try fixture.replace("Breathe in as it grows", with: "Breathe in for 6 seconds as it grows", in: exercise)
        try fixture.replace("  rest: 2", with: "  rest: 0", in: exercise)
        try fixture.replace("Slow breathing with", with: "Rest for 2 seconds. Slow breathing with", in: exercise)
        let found = PipelineRun(fixture).diagnostics(in: exercise).filter { $0.id == "exercise.number-mismatch" }
        #expect(found.map(\.message) == ["the text says '6 seconds', but 'inhale' is 4 s: a breath is in 4 s, hold 2 s, out 6 s, rest 0 s (12 s), 7 breaths in all (1 min 24 s)",
                                         "the text says '2 seconds', but the breath has no rest ('rest' is 0): a breath is in 4 s, hold 2 s, out 6 s, rest 0 s (12 s), 7 breaths in all (1 min 24 s)"])
        #expect(found.map { $0.fixIts.map(\.replacement) } == [["4"], []])
    }

    /// A fix-it that writes a number of another plural category mends the English word after it
    /// (`1 second` → `4 seconds`, a hyphened `1-second` kept); a Russian word's form depends on its
    /// case too, so a Russian number of another category gets a note instead of a fix-it that
    /// would write `4 секунд`. Within one category the number alone is written (`5` → `4`).
    @Test func aNumberOfAnotherPluralCategoryKeepsItsWordAgreeing() throws {
        let fixture = try ContentFixture()
        try fixture.replace("Tap Begin and follow the button.", with: "Tap Begin. Breathe in for One second, then out for 2 seconds.",
                            in: "exercises/deep-breathing.md")
        try fixture.replace("Нажмите «Начать» и следите за кнопкой.", with: "Нажмите «Начать». Вдыхайте 5 секунд, выдыхайте 3 секунды.",
                            in: "exercises/deep-breathing.ru.md")
        try fixture.replace("  rest: 2", with: "  rest: 1", in: "exercises/deep-breathing.md")
        try fixture.replace("  rest: 2", with: "  rest: 1", in: "exercises/deep-breathing.ru.md")
        let run = PipelineRun(fixture)
        let english = run.diagnostics(in: "exercises/deep-breathing.md").filter { $0.id == "exercise.number-mismatch" }
        #expect(english.map { $0.fixIts.map(\.replacement) } == [["Four seconds"], ["6"]], "\(run.problemList)")
        let russian = run.diagnostics(in: "exercises/deep-breathing.ru.md").filter { $0.id == "exercise.number-mismatch" }
        #expect(russian.map { $0.fixIts.map(\.replacement) } == [[], []], "\(run.problemList)")
        #expect(russian.first?.notes.last?.message == "the word after the number takes another form for 4 (1 секунду, 2 секунды, 5 секунд); write the number and its word")
        #expect(russian.last?.notes.count == 2, "3 → 6: few → many")
    }

    @Test func aSceneSummaryThatGivesAnotherLength() throws {
        let fixture = try ContentFixture()
        let exercise = "exercises/calming-scene.md"
        try fixture.replace("summary: Quiet landscapes", with: "summary: Five minutes of quiet landscapes", in: exercise)
        let diagnostic = try PipelineRun(fixture).only("exercise.number-mismatch", in: exercise)
        #expect(diagnostic.message == "the text says 'Five minutes', but it runs 2 min")
        #expect(diagnostic.fixIts.map(\.replacement) == ["Two"])
    }

    @Test func lengthsWithinTheirToleranceAgree() throws {
        let fixture = try ContentFixture()
        // The meditation's audio runs 151 s: two, two and a half or three minutes all agree.
        try fixture.replace("A short spoken meditation", with: "A 2.5-minute spoken meditation, three minutes or 150 seconds",
                            in: "exercises/guided-meditation.md")
        try fixture.replace("Breathe in as it grows", with: "Breathe in for 4 seconds as it grows, out for six seconds; seven breaths, about two minutes; one breath at a time",
                            in: "exercises/deep-breathing.md")
        try fixture.replace("Вдыхайте, пока", with: "Вдыхайте 4 секунды, пока", in: "exercises/deep-breathing.ru.md")
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "exercise.number-mismatch" })
    }

    @Test func aTranslationIsReadInItsLanguage() throws {
        let fixture = try ContentFixture()
        try fixture.replace("Вдыхайте, пока", with: "Вдыхайте 5 секунд, пока", in: "exercises/deep-breathing.ru.md")
        let diagnostic = try PipelineRun(fixture).only("exercise.number-mismatch", in: "exercises/deep-breathing.ru.md")
        #expect(diagnostic.location?.range.start == (try fixture.position(of: "5 секунд", in: "exercises/deep-breathing.ru.md")))
    }

    @Test func theSampleHasNone() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "exercise.number-mismatch" })
    }

    @Test func anEnglishWordThatDoesNotAgreeWithItsNumberIsAWarningWithAFixIt() throws {
        let exercise = "exercises/deep-breathing.md"
        let run = try PipelineRun.sample(replacing: "Tap again to pause.", with: "Tap again to pause. Each breath takes 14 second.", in: exercise)
        let finding = try run.only("text.number-agreement", in: exercise)
        #expect(finding.severity == .warning)
        #expect(finding.message == "the word of '14 second' does not agree with its number; write '14 seconds'")
        #expect(finding.location?.range.start == (try run.fixture.position(of: "14 second", in: exercise)))
        #expect(finding.fixIts.map(\.replacement) == ["14 seconds"])
        #expect(!run.diagnostics.contains { $0.id == "exercise.number-mismatch" })
    }

    @Test func whatAgreesOrHasNoOtherFormIsNotReported() {
        let agreeing = ["1 minute", "One breath", "2 minutes", "1.5 minutes", "a 5-second pause", "5 min", "Two Minutes"]
        for text in agreeing {
            #expect(QuantityMention.find(in: text, language: "en").allSatisfy { QuantityRewrite.disagreeingWord(in: $0) == nil }, "\(text)")
        }
        let disagreeing = ["1 minutes": "1 minute", "one seconds": "one second", "7 breath": "7 breaths", "Ten Minute": "Ten Minutes"]
        for (text, mended) in disagreeing {
            #expect(QuantityMention.find(in: text, language: "en").map(QuantityRewrite.disagreeingWord(in:)) == [mended], "\(text)")
        }
    }

    @Test func aWrongNumbersMismatchMendsItsWordToo() throws {
        let exercise = "exercises/deep-breathing.md"
        let run = try PipelineRun.sample(replacing: "Tap again to pause.", with: "Tap again to pause. It paces 5 breath.", in: exercise)
        #expect(!run.diagnostics.contains { $0.id == "text.number-agreement" }, "\(run.problemList)")
        #expect(try run.only("exercise.number-mismatch", in: exercise).fixIts.map(\.replacement) == ["7 breaths"])
    }
}
