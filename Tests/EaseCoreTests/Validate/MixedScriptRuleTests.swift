@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A word that mixes Latin and Cyrillic (or Greek) letters is a warning at the word, in a body or
/// a front matter value, with a fix-it to the lookalikes in the word's own script.
@Suite struct MixedScriptRuleTests {
    func words(_ text: String, _ preferred: MixedScriptWord.Script = .latin) -> [String] {
        MixedScriptWord.find(in: text, preferred: preferred).map { "\($0.word)>\($0.repaired ?? "-")" }
    }

    @Test func wordsOfTwoScriptsAndTheirRepairs() {
        #expect(words("Wоrry is lоud") == ["Wоrry>Worry", "lоud>loud"])
        #expect(words("Тpевога и GAD", .cyrillic) == ["Тpевога>Тревога"])
        // On a tie, the text's own script; a letter with no lookalike leaves no repair.
        #expect(words("Ок", .cyrillic) == [] && words("oк", .cyrillic) == ["oк>ок"])
        #expect(words("bжz") == ["bжz>-"])
        #expect(words("Ease, café, naïve, Ёлка, GAD-7, ο") == [])
    }

    @Test func aMixedWordInABodyIsAWarningWithAFixIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("Worry is louder", with: "Wоrry is louder", in: "readings/small-steps.md")
        try fixture.replace("Тревога направляет", with: "Тpевога направляет", in: "readings/small-steps.ru.md")
        let run = PipelineRun(fixture)
        let english = try run.only("text.mixed-script", in: "readings/small-steps.md")
        #expect(english.severity == .warning)
        #expect(english.message == "the word 'Wоrry' mixes Latin letters with Cyrillic letter 'о', which look alike")
        #expect(english.location?.range.start == (try fixture.position(of: "Wоrry", in: "readings/small-steps.md")))
        #expect(english.fixIts.map(\.replacement) == ["Worry"])
        let russian = try run.only("text.mixed-script", in: "readings/small-steps.ru.md")
        #expect(russian.fixIts.map(\.replacement) == ["Тревога"])
    }

    /// A body is read where its bytes show a run of two scripts' letters: a Greek letter in an
    /// English word is found in a body without Cyrillic too.
    @Test func aGreekLetterInAnEnglishBodyIsFound() throws {
        let fixture = try ContentFixture()
        try fixture.replace("Worry is louder", with: "Wοrry is louder", in: "readings/small-steps.md")
        let warning = try PipelineRun(fixture).only("text.mixed-script", in: "readings/small-steps.md")
        #expect(warning.message == "the word 'Wοrry' mixes Latin letters with Greek letter 'ο', which look alike")
        #expect(warning.fixIts.map(\.replacement) == ["Worry"])
    }

    @Test func aMixedWordInATitleIsOneWarningAtIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: Looking after", with: "title: Lоoking after", in: "readings/small-steps.md")
        try fixture.replace("    message: What went well today?", with: "    message: What went well tоday?", in: "site.yml")
        let run = PipelineRun(fixture)
        let title = try run.only("text.mixed-script", in: "readings/small-steps.md")
        #expect(title.location?.range.start == SourcePosition(line: 3, column: 8))
        #expect(title.fixIts.map(\.replacement) == ["Looking"])
        #expect(!run.diagnostics.contains { $0.id == "heading.title-mismatch" }, "\(run.problemList)")
        #expect(try run.only("text.mixed-script", in: "site.yml").fixIts.map(\.replacement) == ["today"])
    }

    @Test func theSampleHasNone() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "text.mixed-script" })
    }
}
