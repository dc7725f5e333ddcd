@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// A scene's video is read as far as its tracks: one with sound has captions, its picture is
/// H.264, its track list comes first, and it reads at all.
@Suite struct SceneVideoRuleTests {
    static let exercise = "exercises/calming-scene.md"
    static let video = "media/scenes/lake-at-dawn.mp4"

    /// The sample with its first scene's video replaced by the fixture `name`, and with no
    /// captions named for it when `captions` is false.
    static func run(_ name: String, captions: Bool = true, edit: (ContentFixture) throws -> Void = { _ in }) throws -> PipelineRun {
        let fixture = try ContentFixture()
        try fixture.write(video, bytes: MP4FileTests.fixture(name))
        if !captions {
            try fixture.replace("\n      captions: media/scenes/lake-at-dawn.vtt", with: "", in: exercise)
        }
        try edit(fixture)
        return PipelineRun(fixture)
    }

    static func videoIDs(_ run: PipelineRun) -> [String] {
        run.problems.map(\.id).filter { $0.hasPrefix("video.") }
    }

    @Test func theSampleAndASilentVideoWithoutCaptionsPass() throws {
        #expect(Self.videoIDs(PipelineRun(try ContentFixture())).isEmpty)
        #expect(Self.videoIDs(try Self.run("silent.mp4", captions: false)).isEmpty)
    }

    @Test func soundWithoutCaptionsIsAnErrorWhoseFixItNamesTheFileBesideIt() throws {
        let run = try Self.run("sound.mp4", captions: false)
        let finding = try run.only("video.missing-captions", in: Self.exercise)
        #expect(finding.severity == .error)
        #expect(finding.message == "video 'media/scenes/lake-at-dawn.mp4' of scene 'lake-at-dawn' has sound but no captions")
        #expect(finding.location?.range.start == SourcePosition(line: 13, column: 13))
        #expect(finding.notes.first?.message.contains("WCAG 1.2.2") == true)
        let fix = try #require(finding.fixIts.first)
        #expect(fix.message == "name 'media/scenes/lake-at-dawn.vtt' as its captions")
        // Applied, the scene names its captions again, and nothing is reported.
        let text = try run.fixture.read(Self.exercise)
        try run.fixture.write(Self.exercise, fix.applied(to: text))
        #expect(try run.fixture.read(Self.exercise).contains("      path: media/scenes/lake-at-dawn.mp4\n      captions: media/scenes/lake-at-dawn.vtt\n"))
        #expect(Self.videoIDs(PipelineRun(run.fixture)).isEmpty)
    }

    @Test func aTranslationIsOfferedItsLanguagesCaptions() throws {
        let run = try Self.run("sound.mp4") { fixture in
            try fixture.replace("\n      captions: media/scenes/lake-at-dawn.ru.vtt", with: "", in: "exercises/calming-scene.ru.md")
        }
        let finding = try run.only("video.missing-captions", in: "exercises/calming-scene.ru.md")
        #expect(finding.fixIts.map(\.replacement) == ["\n      captions: media/scenes/lake-at-dawn.ru.vtt"])
    }

    @Test func withNoCaptionsFileBesideItThereIsNoFixItAndCaptionsInTheFileAreNamed() throws {
        let run = try Self.run("sound-and-subtitles.mp4", captions: false) { fixture in
            try fixture.remove("media/scenes/lake-at-dawn.vtt")
        }
        let finding = try run.only("video.missing-captions", in: Self.exercise)
        #expect(finding.fixIts.isEmpty)
        #expect(finding.notes.map(\.message).contains("the file carries captions of its own ('tx3g'), which the site's player does not offer: it offers the WebVTT file named in 'captions:'"))
    }

    @Test func aCommentAfterThePathStaysOnItsLine() throws {
        let run = try Self.run("sound.mp4", captions: false) { fixture in
            try fixture.replace("path: media/scenes/lake-at-dawn.mp4", with: "path: media/scenes/lake-at-dawn.mp4  # dawn, ten seconds", in: Self.exercise)
        }
        let fix = try #require(try run.only("video.missing-captions", in: Self.exercise).fixIts.first)
        let fixed = fix.applied(to: try run.fixture.read(Self.exercise))
        #expect(fixed.contains("      path: media/scenes/lake-at-dawn.mp4  # dawn, ten seconds\n      captions: media/scenes/lake-at-dawn.vtt\n"))
    }

    @Test func aFileWithCarriageReturnsGetsItsOwnLineBreak() throws {
        let run = try Self.run("sound.mp4", captions: false) { fixture in
            try fixture.write(Self.exercise, try fixture.read(Self.exercise).replacingOccurrences(of: "\n", with: "\r\n"))
        }
        let finding = try run.only("video.missing-captions", in: Self.exercise)
        #expect(finding.fixIts.map(\.replacement) == ["\r\n      captions: media/scenes/lake-at-dawn.vtt"])
    }

    /// The scene's video written as a flow mapping, `{path: …, description: …}`, on one line or two.
    static func flowMapping(_ mapping: String) throws -> PipelineRun {
        try Self.run("sound.mp4") { fixture in
            let text = try fixture.read(Self.exercise)
            let block = try #require(text.range(of: "    video:\n")?.lowerBound)
            let end = try #require(text.range(of: "poster: media/scenes/lake-at-dawn.jpg\n")?.upperBound)
            try fixture.write(Self.exercise, text.replacingCharacters(in: block..<end, with: "    video: \(mapping)\n"))
        }
    }

    @Test func aFlowMappingGetsItsCaptionsAfterThePath() throws {
        let written = [
            "{path: media/scenes/lake-at-dawn.mp4, description: Mist over a lake.}",
            "{ path: \"media/scenes/lake-at-dawn.mp4\" , description: Mist }",
            "{description: Mist over a lake.,\n             path: media/scenes/lake-at-dawn.mp4}",
        ]
        let fixed = [
            "{path: media/scenes/lake-at-dawn.mp4, captions: media/scenes/lake-at-dawn.vtt, description: Mist over a lake.}",
            "{ path: \"media/scenes/lake-at-dawn.mp4\", captions: media/scenes/lake-at-dawn.vtt , description: Mist }",
            "{description: Mist over a lake.,\n             path: media/scenes/lake-at-dawn.mp4, captions: media/scenes/lake-at-dawn.vtt}",
        ]
        for (mapping, expected) in zip(written, fixed) {
            let run = try Self.flowMapping(mapping)
            let finding = try run.only("video.missing-captions", in: Self.exercise)
            let fix = try #require(finding.fixIts.first, "\(mapping)")
            let text = fix.applied(to: try run.fixture.read(Self.exercise))
            #expect(text.contains("    video: \(expected)\n"), "\(mapping)")
            try run.fixture.write(Self.exercise, text)
            #expect(Self.videoIDs(PipelineRun(run.fixture)).isEmpty, "\(mapping)")
        }
    }

    @Test func aCaptionsKeyWithNoValueGetsThePathAfterItsColon() throws {
        // Another `captions:` key would be a duplicate, which YAML rejects.
        let block = try Self.run("sound.mp4") { fixture in
            try fixture.replace("captions: media/scenes/lake-at-dawn.vtt\n", with: "captions:\n", in: Self.exercise)
        }
        let flow = try Self.flowMapping("{path: media/scenes/lake-at-dawn.mp4, captions: , description: Mist.}")
        for (run, expected) in [(block, "      captions: media/scenes/lake-at-dawn.vtt\n"),
                                (flow, "    video: {path: media/scenes/lake-at-dawn.mp4, captions: media/scenes/lake-at-dawn.vtt , description: Mist.}\n")] {
            let finding = try run.only("video.missing-captions", in: Self.exercise)
            let fix = try #require(finding.fixIts.first)
            let text = fix.applied(to: try run.fixture.read(Self.exercise))
            #expect(text.contains(expected), "\(text)")
            try run.fixture.write(Self.exercise, text)
            let fixed = PipelineRun(run.fixture)
            #expect(Self.videoIDs(fixed).isEmpty && !fixed.problems.contains { $0.severity == .error }, "\(fixed.problemList)")
        }
        let null = try Self.run("sound.mp4") { fixture in
            try fixture.replace("captions: media/scenes/lake-at-dawn.vtt\n", with: "captions: null\n", in: Self.exercise)
        }
        #expect(try null.only("video.missing-captions", in: Self.exercise).fixIts.isEmpty, "a value written is not written over")
    }

    @Test func otherCodingsAndATrackListLastAreWarnings() throws {
        let coded = try Self.run("vp9.mp4").only("video.format", in: Self.exercise)
        #expect(coded.severity == .warning)
        #expect(coded.message == "'media/scenes/lake-at-dawn.mp4' is coded as VP9 ('vp09'), which not every browser, nor the iOS app on every device, plays")
        let last = try Self.run("sound-listed-last.mp4").only("video.not-fast-start", in: Self.exercise)
        #expect(last.severity == .warning)
        #expect(last.notes.first?.message.contains("-movflags +faststart") == true)
        #expect(Self.videoIDs(try Self.run("sound.mp4")).isEmpty)
    }

    @Test func aWebMFileIsReadTooAndIsOneTheAppDoesNotPlay() throws {
        let run = try Self.run("silent.mp4", captions: false) { fixture in
            try fixture.write("media/scenes/lake-at-dawn.webm", bytes: MP4FileTests.fixture("sound.webm"))
            try fixture.replace("path: media/scenes/lake-at-dawn.mp4", with: "path: media/scenes/lake-at-dawn.webm", in: Self.exercise)
        }
        #expect(Self.videoIDs(run).sorted() == ["video.format", "video.missing-captions"], "\(run.problemList)")
        let format = try run.only("video.format", in: Self.exercise)
        #expect(format.message == "'media/scenes/lake-at-dawn.webm' is a WebM file, which the iOS app's player (Apple's AVFoundation) does not play")
        #expect(try run.only("video.missing-captions", in: Self.exercise).fixIts.map(\.replacement) == ["\n      captions: media/scenes/lake-at-dawn.vtt"])
    }

    @Test func aFileThatIsNotAMovieIsAnError() throws {
        let fixture = try ContentFixture()
        try fixture.write(Self.video, bytes: [0x1A, 0x45, 0xDF, 0xA3] + [UInt8](repeating: 0, count: 60))
        let finding = try PipelineRun(fixture).only("video.unreadable", in: Self.exercise)
        #expect(finding.severity == .error)
        #expect(finding.message == "'media/scenes/lake-at-dawn.mp4' does not read as a video: it is not an MP4 or QuickTime file (its first bytes are another kind's)")
        let cut = try MP4FileTests.fixture("sound.mp4")
        try fixture.write(Self.video, bytes: Array(cut.dropLast(100)))
        #expect(try PipelineRun(fixture).only("video.unreadable", in: Self.exercise).message.hasSuffix("the file ends inside its 'mdat' box (cut short by a copy or download that did not finish?)"))
    }
}
