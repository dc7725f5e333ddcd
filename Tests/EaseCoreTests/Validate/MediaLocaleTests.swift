@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// A page names its own locale's media: not a file named for another locale, and not the default
/// locale's file where its own is beside it.
@Suite struct MediaLocaleTests {
    @Test func theDefaultLocalesTranscriptOnATranslationWithItsOwnBesideItIsAWarningWithTheFix() throws {
        let run = try PipelineRun.sample(replacing: "transcript: media/audio/guided-meditation.ru.txt",
                                         with: "transcript: media/audio/guided-meditation.txt", in: "exercises/guided-meditation.ru.md")
        let finding = try run.only("media.other-locale", in: "exercises/guided-meditation.ru.md")
        #expect(finding.severity == .warning)
        #expect(finding.message == "this ru page's transcript 'media/audio/guided-meditation.txt' is the en one; 'media/audio/guided-meditation.ru.txt' is named for ru")
        #expect(finding.fixIts.map(\.replacement) == ["media/audio/guided-meditation.ru.txt"])
        #expect(finding.notes.last?.message == "a file named for a locale (name.ru.ext) is that locale's; the ru page would show the en transcript")
        #expect(run.problems.count == 1, "\(run.problemList)")
    }

    @Test func theDefaultLocalesRecordingOnATranslationIsThatMistakeAloneNotItsLength() throws {
        // The English recording plays 151 s, the Russian exercise says 142: the length is not the mistake.
        let run = try PipelineRun.sample(replacing: "path: media/audio/guided-meditation.ru.mp3",
                                         with: "path: media/audio/guided-meditation.mp3", in: "exercises/guided-meditation.ru.md")
        let finding = try run.only("media.other-locale", in: "exercises/guided-meditation.ru.md")
        #expect(finding.fixIts.map(\.replacement) == ["media/audio/guided-meditation.ru.mp3"])
        #expect(finding.notes.last?.message.hasSuffix("the ru page would play the en recording") == true)
        #expect(!run.diagnostics.contains { $0.id == "audio.length-mismatch" })
    }

    @Test func aSharedImageIsTheTranslationsOwnUntilOneIsNamedForItsLocale() throws {
        let fixture = try ContentFixture()
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "media.other-locale" })
        // A picture with words in it, redrawn for Russian: the Russian scene should show that one.
        try fixture.write("media/scenes/forest-path.ru.jpg", bytes: try LocalFileSystem().read(fixture.path("media/scenes/forest-path.jpg")))
        let run = PipelineRun(fixture)
        let finding = try run.only("media.other-locale", in: "exercises/calming-scene.ru.md")
        #expect(finding.message == "this ru page's image 'media/scenes/forest-path.jpg' is the en one; 'media/scenes/forest-path.ru.jpg' is named for ru")
        #expect(finding.fixIts.map(\.replacement) == ["media/scenes/forest-path.ru.jpg"])
        #expect(run.diagnostics(in: "exercises/calming-scene.md").isEmpty, "\(run.problemList)")
    }

    @Test func aPathIsNamedForALocaleBeforeItsExtension() throws {
        let fixture = try ContentFixture()
        try fixture.replace("locales: [en, ru]", with: "locales: [en, ru, de]", in: "site.yml")
        let locale = try #require(MediaLocale(PipelineRun(fixture).result.catalog))
        #expect(locale.path("media/audio/a.ru.mp3", namedFor: "en") == "media/audio/a.mp3")
        #expect(locale.path("media/audio/a.ru.mp3", namedFor: "de") == "media/audio/a.de.mp3")
        #expect(locale.path("media/audio/a.mp3", namedFor: "ru") == "media/audio/a.ru.mp3")
        #expect(locale.path("media/audio/a.mp3", namedFor: "en") == "media/audio/a.mp3")
        #expect(locale.path("media/v1.2/a.b.mp3", namedFor: "ru") == "media/v1.2/a.b.ru.mp3")
        #expect(locale.locale(ofFile: "media/v1.ru/a.mp3") == nil)
    }
}
