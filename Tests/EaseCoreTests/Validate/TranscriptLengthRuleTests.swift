@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A transcript with fewer than 20 words for each minute of its recording is a warning.
@Suite struct TranscriptLengthRuleTests {
    static let transcript = "media/audio/guided-meditation.txt"
    static let exercise = "exercises/guided-meditation.md"

    static func words(_ count: Int) -> String {
        Array(repeating: "breathe", count: count).joined(separator: " ") + "\n"
    }

    @Test func theSamplesTranscriptsGiveEveryWord() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "audio.short-transcript" })
    }

    @Test func aStubIsAWarningAtTheTranscript() throws {
        let fixture = try ContentFixture()
        try fixture.write(Self.transcript, "Transcript to follow — soon.\n")
        let run = PipelineRun(fixture)
        let finding = try run.only("audio.short-transcript", in: Self.exercise)
        #expect(finding.severity == .warning)
        #expect(finding.message == "the transcript 'media/audio/guided-meditation.txt' has 4 words for a recording of 2 min 31 s (1.6 a minute): it reads as a summary, not as what is said")
        #expect(finding.location?.range.start == (try fixture.position(of: "media/audio/guided-meditation.txt", in: Self.exercise)))
        // The translation has its own transcript, which is whole.
        #expect(run.diagnostics.filter { $0.id == "audio.short-transcript" }.count == 1)
    }

    @Test func twentyWordsAMinuteIsTheLeastTaken() throws {
        // 151 seconds: 50.3 words at 20 a minute.
        let fixture = try ContentFixture()
        try fixture.write(Self.transcript, Self.words(51))
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "audio.short-transcript" })
        try fixture.write(Self.transcript, Self.words(50))
        #expect(try PipelineRun(fixture).only("audio.short-transcript", in: Self.exercise).message.contains("has 50 words"))
    }

    @Test func aRecordingUnderHalfAMinuteIsNotJudged() throws {
        let fixture = try ContentFixture()
        try fixture.write(Self.transcript, "Breathe.\n")
        try fixture.replace("seconds: 151", with: "seconds: 29", in: Self.exercise)
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "audio.short-transcript" })
    }
}
