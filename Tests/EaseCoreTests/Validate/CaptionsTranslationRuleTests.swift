@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A translation's scene video with captions named for no locale offers the default locale's
/// captions: a warning at them, unless its own file is there (`media.other-locale` then).
@Suite struct CaptionsTranslationRuleTests {
    @Test func aTranslationWithItsSourcesCaptionsIsWarnedWhenItHasNoneOfItsOwn() throws {
        let fixture = try ContentFixture.withTranslatedSceneCaptions("media/scenes/lake-at-dawn.vtt")
        // Its own file there: `media.other-locale`, with a fix-it to it.
        let withOwn = PipelineRun(fixture).diagnostics(in: "exercises/calming-scene.ru.md")
        #expect(withOwn.map(\.id).filter { $0 != "l10n.stale" } == ["media.other-locale"])
        try fixture.remove("media/scenes/lake-at-dawn.ru.vtt")
        let run = PipelineRun(fixture)
        let finding = try run.only("l10n.untranslated", in: "exercises/calming-scene.ru.md")
        #expect(finding.message == "the ru scene 'Озеро на рассвете' has the en captions 'media/scenes/lake-at-dawn.vtt'")
        #expect(finding.notes.last?.message == "write the ru captions as media/scenes/lake-at-dawn.ru.vtt and name it here")
        #expect(finding.location?.range.start == (try fixture.position(of: "media/scenes/lake-at-dawn.vtt", in: "exercises/calming-scene.ru.md")))
    }
}
