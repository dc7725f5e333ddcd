@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// An exercise's instructions stay until a reader at an average pace (238 words a minute) can
/// finish them; a translation's as long as its source's.
@Suite struct InstructionFadeRuleTests {
    static let breathing = "exercises/deep-breathing.md"

    @Test func theSamplesFadesGiveEveryReaderTime() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "exercise.instructions-fade" })
    }

    @Test func aFadeSoonerThanTheWordsTakeIsAWarningAtTheFade() throws {
        // Nineteen words take 4.79 s.
        let run = try PipelineRun.sample(replacing: "instruction-fade-seconds: 6", with: "instruction-fade-seconds: 4", in: Self.breathing)
        let finding = try run.only("exercise.instructions-fade", in: Self.breathing)
        #expect(finding.severity == .warning)
        #expect(finding.message == "the instructions of 'deep-breathing' fade after 4 s, but at an average reading pace (238 words a minute) their 19 words take 4.8 s")
        let fade = try run.fixture.position(of: "instruction-fade-seconds: 4", in: Self.breathing)
        #expect(finding.location?.range.start == SourcePosition(line: fade.line, column: fade.column + 26))
        #expect(finding.fixIts.map(\.replacement) == ["5"])
        // The translation's fade stays 6.
        #expect(run.diagnostics.filter { $0.id == "exercise.instructions-fade" }.count == 1)
    }

    @Test func anUnwrittenFadeIsFourSecondsAndTheFixItWritesOne() throws {
        let fixture = try ContentFixture()
        try fixture.replace("instruction-fade-seconds: 6\n", with: "", in: Self.breathing)
        let run = PipelineRun(fixture)
        let finding = try run.only("exercise.instructions-fade", in: Self.breathing)
        #expect(finding.message.contains("fade after 4 s"))
        #expect(finding.location?.range.start == (try fixture.position(of: "Tap Begin", in: Self.breathing)))
        let fixIt = try #require(finding.fixIts.first)
        #expect(fixIt.replacement == "\ninstruction-fade-seconds: 5")
        let applied = fixIt.applied(to: try fixture.read(Self.breathing))
        #expect(applied.contains("Tap again to pause.\ninstruction-fade-seconds: 5\ntiming:"))
    }

    @Test func aTranslationTakesAsLongAsItsSource() throws {
        let path = "exercises/deep-breathing.ru.md"
        let fixture = try ContentFixture()
        try fixture.replace("instruction-fade-seconds: 6", with: "instruction-fade-seconds: 4", in: path)
        let finding = try PipelineRun(fixture).only("exercise.instructions-fade", in: path)
        #expect(finding.message.hasSuffix("their 21 words take 5.3 s"))
        // Fewer words than the source's still read as long as the source's.
        try fixture.replace("Нажмите ещё раз, чтобы сделать паузу.", with: "", in: path)
        let shorter = try PipelineRun(fixture).only("exercise.instructions-fade", in: path)
        #expect(shorter.message.hasSuffix("their 15 words, as long as the source's 19, take 4.8 s"))
        #expect(shorter.notes.contains { $0.message.hasPrefix("the source's instructions have 19 words") })
        #expect(shorter.fixIts.map(\.replacement) == ["5"])
    }

    @Test func instructionsNoFadeCanHoldAreToBeShortened() throws {
        let long = String(repeating: "Breathe slowly and notice the air. ", count: 24)
        let run = try PipelineRun.sample(replacing: "Tap Begin and follow the button. Breathe in as it grows, out as it shrinks. Tap again to pause.",
                                         with: long, in: Self.breathing)
        let finding = try run.only("exercise.instructions-fade", in: Self.breathing)
        #expect(finding.fixIts.isEmpty)
        #expect(finding.notes.last?.message.hasPrefix("instructions fade after at most 30 s") == true)
    }

    @Test func aFadeTheSchemaRejectedIsReportedOnce() throws {
        let run = try PipelineRun.sample(replacing: "instruction-fade-seconds: 6", with: "instruction-fade-seconds: 0.5", in: Self.breathing)
        let ids = run.diagnostics(in: Self.breathing).map(\.id)
        #expect(ids.contains("schema.out-of-range"))
        #expect(!ids.contains("exercise.instructions-fade"))
    }

    @Test func wordsAreRunsWithALetterOrDigit() {
        #expect(ProseWords.count("Tap Begin — then breathe, 4 times.") == 6, "the dash is no word")
        #expect(ProseWords.count("  ") == 0)
        #expect(ProseWords.count("Нажмите «Начать» — и\nдышите, 4 раза. «»") == 6)
    }
}
