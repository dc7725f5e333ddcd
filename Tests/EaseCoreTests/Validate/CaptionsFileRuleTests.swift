@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

extension ContentFixture {
    /// The sample content with the captions of its first calming scene's video,
    /// `media/scenes/lake-at-dawn.vtt`, written as `captions`.
    static func withSceneCaptions(_ captions: String) throws -> ContentFixture {
        let fixture = try ContentFixture()
        try fixture.write("media/scenes/lake-at-dawn.vtt", captions)
        return fixture
    }

    /// The sample content with its Russian translation's first scene naming `captions` for its
    /// video, where it names `media/scenes/lake-at-dawn.ru.vtt`.
    static func withTranslatedSceneCaptions(_ captions: String) throws -> ContentFixture {
        let fixture = try ContentFixture()
        try fixture.replace("captions: media/scenes/lake-at-dawn.ru.vtt", with: "captions: \(captions)", in: "exercises/calming-scene.ru.md")
        return fixture
    }
}

/// A captions file a browser cannot read, wholly or in part, is reported in the file, at the
/// line it drops, with the edit that mends it where it is plain.
@Suite struct CaptionsFileRuleTests {
    static let captions = "media/scenes/lake-at-dawn.vtt"

    static func ids(_ run: PipelineRun) -> [String] {
        run.diagnostics(in: captions).map(\.id)
    }

    @Test func goodCaptionsPassAndTheSceneOtherwiseToo() throws {
        let run = PipelineRun(try .withSceneCaptions("WEBVTT - Lake at dawn\n\n00:01.000 --> 00:04.000\n[Water laps at the shore]\n\nNOTE birds next\n\n00:05.000 --> 00:08.000\n[A bird calls]\n"))
        #expect(run.problems.filter { $0.id != "l10n.stale" }.isEmpty, "\(run.problemList)")
    }

    @Test func aSubRipFileIsNotWebVTTAndItsTimesAreMended() throws {
        let run = PipelineRun(try .withSceneCaptions("1\n00:00:01,000 --> 00:00:04,000\n[Water laps at the shore]\n"))
        #expect(Self.ids(run) == ["captions.not-webvtt", "captions.unreadable-timing", "captions.unreadable-timing"])
        let signature = try run.only("captions.not-webvtt", in: Self.captions)
        #expect(signature.message == "captions 'media/scenes/lake-at-dawn.vtt' do not start with WEBVTT: a browser shows none of them")
        #expect(signature.location?.range.start == SourcePosition(line: 1, column: 1))
        #expect(signature.notes.first?.location?.path == run.fixture.path("exercises/calming-scene.md"))
        #expect(signature.notes.last?.message.hasPrefix("this reads as a SubRip (.srt) file") == true)
        #expect(signature.fixIts.map(\.replacement) == ["WEBVTT\n\n"])
        let times = run.diagnostics(in: Self.captions).filter { $0.id == "captions.unreadable-timing" }
        #expect(times.map(\.message) == ["a browser cannot read the time '00:00:01,000' and drops this caption",
                                         "a browser cannot read the time '00:00:04,000' and drops this caption"])
        #expect(times.map { $0.location?.range.start } == [SourcePosition(line: 2, column: 1), SourcePosition(line: 2, column: 18)])
        #expect(times.flatMap(\.fixIts).map(\.replacement) == ["00:00:01.000", "00:00:04.000"])
        // The report shows the captions file's lines.
        #expect(run.result.sources[run.fixture.path(Self.captions)]?.line(2) == "00:00:01,000 --> 00:00:04,000")
    }

    @Test func aSignatureInSmallLettersIsWrittenInCapitals() throws {
        let run = PipelineRun(try .withSceneCaptions("webvtt - Lake\n\n00:01.000 --> 00:04.000\nA\n"))
        let finding = try run.only("captions.not-webvtt", in: Self.captions)
        #expect(finding.message == "captions 'media/scenes/lake-at-dawn.vtt' start with 'webvtt - Lake', not WEBVTT: a browser shows none of them")
        #expect(finding.fixIts.map(\.replacement) == ["WEBVTT"])
        #expect(finding.fixIts.first?.range == SourceRange(line: 1, column: 1, length: 6))
        let glued = try PipelineRun(.withSceneCaptions("WEBVTT:\n\n00:01.000 --> 00:04.000\nA\n")).only("captions.not-webvtt", in: Self.captions)
        #expect(glued.fixIts.map(\.replacement) == ["WEBVTT "])
    }

    @Test func textAfterAnEmptyLineWithinACaptionIsJoinedToIt() throws {
        let run = PipelineRun(try .withSceneCaptions("WEBVTT\n\n00:01.000 --> 00:04.000\n[Wind in the reeds]\n\n[The wind drops]\n"))
        let finding = try run.only("captions.dropped-text", in: Self.captions)
        #expect(finding.severity == .warning)
        #expect(finding.message == "'[The wind drops]' is in no caption: the empty line above it ends the caption before it, and a browser drops it")
        #expect(finding.location?.range.start == SourcePosition(line: 6, column: 1))
        // The two line ends become one.
        #expect(finding.fixIts.first?.range == SourceRange(start: SourcePosition(line: 4, column: 20), end: SourcePosition(line: 6, column: 1)))
        #expect(finding.fixIts.first?.replacement == "\n")
    }

    @Test func anArrowInACaptionsTextEndsIt() throws {
        let run = PipelineRun(try .withSceneCaptions("WEBVTT\n\n00:01.000 --> 00:04.000\nBreathe in --> out\nslowly\n"))
        let finding = try run.only("captions.dropped-text", in: Self.captions)
        #expect(finding.location?.range == SourceRange(line: 4, column: 12, length: 3))
        #expect(finding.fixIts.map(\.replacement) == ["→"])
        #expect(Self.ids(run) == ["captions.dropped-text"])
    }

    @Test func textBeforeTheArrowDropsTheCaption() throws {
        let run = PipelineRun(try .withSceneCaptions("WEBVTT\n\n00:01.000 to --> 00:04.000\nA\n"))
        let finding = try run.only("captions.unreadable-timing", in: Self.captions)
        #expect(finding.message == "a browser cannot read ' to ' before this caption's '-->' and drops the caption")
        #expect(finding.fixIts.map(\.message) == ["remove 'to'"])
    }

    @Test func aFileWithNoCaptionOrNoTextIsAnError() throws {
        let empty = try PipelineRun(.withSceneCaptions("WEBVTT\n\nNOTE to do\n")).only("captions.no-captions", in: Self.captions)
        #expect(empty.severity == .error)
        let binary = try PipelineRun(.withSceneCaptions("WEBVTT\u{0}")).only("captions.not-webvtt", in: Self.captions)
        #expect(binary.message == "captions 'media/scenes/lake-at-dawn.vtt' are not a text file")
    }

    @Test func eachFileIsReadOnceHoweverManyScenesNameIt() throws {
        let fixture = try ContentFixture.withSceneCaptions("webvtt\n\n00:01.000 --> 00:04.000\nA\n")
        try fixture.replace("""
            image:
              path: media/scenes/forest-path.jpg
              alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.
        """, with: """
            video:
              path: media/scenes/lake-at-dawn.mp4
              description: The same lake again.
              captions: media/scenes/lake-at-dawn.vtt
        """, in: "exercises/calming-scene.md")
        #expect(Self.ids(PipelineRun(fixture)) == ["captions.not-webvtt"])
    }
}
