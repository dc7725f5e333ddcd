@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// A translation with its own recording and its source's transcript would show the source's words
/// under the translation's recording.
@Suite struct TranscriptTranslationRuleTests {
    static let translation = "exercises/guided-meditation.ru.md"

    @Test func theSourcesTranscriptUnderTheTranslationsOwnRecordingIsAWarning() throws {
        let fixture = try ContentFixture()
        try fixture.remove("media/audio/guided-meditation.ru.txt")
        try fixture.replace("guided-meditation.ru.txt", with: "guided-meditation.txt", in: Self.translation)
        let run = PipelineRun(fixture)
        let finding = try run.only("l10n.untranslated", in: Self.translation)
        #expect(finding.severity == .warning)
        #expect(finding.message == "the ru recording 'media/audio/guided-meditation.ru.mp3' is its own, but its transcript 'media/audio/guided-meditation.txt' is the en source's")
        #expect(finding.location?.range.start == (try fixture.position(of: "media/audio/guided-meditation.txt", in: Self.translation)))
        #expect(finding.notes.map(\.message) == ["the page would show the en words under the ru recording",
                                                 "write the ru transcript as media/audio/guided-meditation.ru.txt and name it here"])
        #expect(run.problems.count == 1, "\(run.problemList)")
    }

    @Test func withTheTranslationsTranscriptThereTheFixItIsMediaOtherLocales() throws {
        let run = try PipelineRun.sample(replacing: "guided-meditation.ru.txt", with: "guided-meditation.txt", in: Self.translation)
        #expect(!run.diagnostics.contains { $0.id == "l10n.untranslated" })
        #expect(try run.only("media.other-locale", in: Self.translation).fixIts.count == 1)
    }

    @Test func theSourcesRecordingAndTranscriptTogetherAgree() throws {
        // No Russian recording yet: the page plays the English one and shows its words.
        let fixture = try ContentFixture()
        for file in ["media/audio/guided-meditation.ru.txt", "media/audio/guided-meditation.ru.mp3"] { try fixture.remove(file) }
        try fixture.replace("guided-meditation.ru.txt", with: "guided-meditation.txt", in: Self.translation)
        try fixture.replace("guided-meditation.ru.mp3", with: "guided-meditation.mp3", in: Self.translation)
        try fixture.replace("seconds: 142", with: "seconds: 151", in: Self.translation)
        let run = PipelineRun(fixture)
        #expect(run.diagnostics(in: Self.translation).filter { $0.severity != .note }.isEmpty, "\(run.problemList)")
    }
}
