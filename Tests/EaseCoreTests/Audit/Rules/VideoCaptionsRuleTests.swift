@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// A `<video>` with sound offers a captions track whose file is in the folder; its file is read
/// from the folder to tell a silent video, which needs none, from one with sound.
@Suite struct VideoCaptionsRuleTests {
    /// The rule's messages on a page whose body is `body`, beside the fixture videos `a.mp4`
    /// (sound), `quiet.mp4` (silent), `quiet.webm` (silent) and a captions file `a.vtt`.
    static func findings(_ body: String) throws -> [String] {
        let files = ["a.html": SiteAuditorTests.page(body), "site.css": SiteAuditorTests.css,
                     "media/a.mp4": try MP4FileTests.fixture("sound.mp4"), "media/quiet.mp4": try MP4FileTests.fixture("silent.mp4"),
                     "media/quiet.webm": try MP4FileTests.fixture("silent.webm"), "media/a.vtt": Array("WEBVTT\n".utf8)]
        return SiteAuditor(only: ["audit.video-captions"]).audit(files: files, displayRoot: "site").diagnostics.map(\.message)
    }

    @Test func aVideoWithSoundNeedsACaptionsTrackThatLeadsToItsFile() throws {
        #expect(try Self.findings(#"<video src="/media/a.mp4" controls></video>"#)
            == ["<video> has no captions track, and '/media/a.mp4' has sound"])
        #expect(try Self.findings(#"<video src="/media/a.mp4"><track kind="captions" src="/media/a.vtt" srclang="en"></video>"#).isEmpty)
        // Subtitles are not captions: they leave out the sounds that are not speech.
        #expect(try Self.findings(#"<video src="/media/a.mp4"><track kind="subtitles" src="/media/a.vtt"></video>"#).count == 1)
        #expect(try Self.findings(#"<video src="/media/a.mp4"><track kind="Captions" src="/media/b.vtt"></video>"#)
            == ["<video>'s captions track leads to '/media/b.vtt', which is not in the folder"])
    }

    @Test func aSilentVideoNeedsNone() throws {
        #expect(try Self.findings(#"<video src="/media/quiet.mp4" muted loop></video>"#).isEmpty)
        #expect(try Self.findings(#"<video><source src="media/quiet.webm" type="video/webm"></video>"#).isEmpty)
    }

    @Test func aVideoWhoseSoundCannotBeToldIsHeldToTheRule() throws {
        #expect(try Self.findings(#"<video src="/media/missing.mp4"></video>"#)
            == ["<video> has no captions track, and '/media/missing.mp4' is not a video file in the folder Ease reads, so it may have sound"])
        #expect(try Self.findings(#"<video src="/media/a.vtt"></video>"#).first?.hasSuffix("is not a video file in the folder Ease reads, so it may have sound") == true)
        #expect(try Self.findings(#"<video></video>"#) == ["<video> has no captions track, and its video is not a video file in the folder Ease reads, so it may have sound"])
    }

    @Test func aBuildAuditsTheVideoItWroteWhereverItKeepsIt() throws {
        // A silent scene video with no captions passes, in a one-off build (the audit reads the
        // staged folder) and in a rebuild that keeps the site in memory (`ease serve`).
        let content = try ContentFixture()
        try content.write("media/scenes/lake-at-dawn.mp4", bytes: MP4FileTests.fixture("silent.mp4"))
        for path in ["exercises/calming-scene.md", "exercises/calming-scene.ru.md"] {
            let text = try content.read(path)
            try content.write(path, text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("captions: media/") }.joined(separator: "\n"))
        }
        let output = (content.root as NSString).deletingLastPathComponent + "/Output"
        for cache in [nil, BuildCache()] {
            let outcome = BuildAction(contentRoot: content.root, outputRoot: output, templatesRoot: ContentFixture.repositoryRoot + "/Templates",
                                      warningsAsErrors: false, cache: cache).perform()
            #expect(outcome.exitStatus == 0)
            #expect(!outcome.report.diagnostics.contains { $0.id.hasPrefix("audit.") || $0.id.hasPrefix("video.") }, "\(outcome.report.diagnostics.map(\.id))")
        }
    }
}
