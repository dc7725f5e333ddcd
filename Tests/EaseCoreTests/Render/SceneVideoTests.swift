import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// A scene's video shows its still image before it plays and offers its captions, in the
/// scene's language, named in that language, as the browser's captions menu lists them.
@Suite struct SceneVideoTests {
    static func page(_ fixture: ContentFixture, _ path: String = "exercises/calming-scene/index.html") throws -> String {
        let catalog = ContentPipeline().check(contentRoot: fixture.root).catalog
        let (templates, diagnostics) = TemplateSet.load(from: ContentFixture.repositoryRoot + "/Templates")
        try #require(diagnostics.isEmpty, "\(diagnostics)")
        let rendered = try SiteRenderer.render(catalog, templates: try #require(templates))
        return try #require(rendered[path].flatMap { String(bytes: $0, encoding: .utf8) })
    }

    static func video(in page: String) throws -> Substring {
        let start = try #require(page.range(of: "<video "))
        let end = try #require(page.range(of: "</video>", range: start.upperBound..<page.endIndex))
        return page[start.lowerBound..<end.upperBound]
    }

    @Test func aVideoHasItsPosterAndItsCaptionsTrack() throws {
        let video = try Self.video(in: Self.page(ContentFixture()))
        #expect(video.contains(#/^<video src="/media/[0-9a-f]{16}\.mp4" poster="/media/[0-9a-f]{16}\.jpg" muted loop playsinline controls aria-describedby="scene-description-1">/#))
        #expect(video.contains(#/<track kind="captions" src="/media/[0-9a-f]{16}\.vtt" srclang="en" label="English"></video>$/#))
    }

    @Test func captionsAreInTheLanguageTheirFileIsNamedFor() throws {
        let own = try Self.video(in: Self.page(ContentFixture(), "ru/exercises/calming-scene/index.html"))
        #expect(own.contains(#"srclang="ru" label="Русский""#))
        // A translation that names its source's captions offers English captions, named so.
        let source = try Self.video(in: Self.page(ContentFixture.withTranslatedSceneCaptions("media/scenes/lake-at-dawn.vtt"), "ru/exercises/calming-scene/index.html"))
        #expect(source.contains(#"srclang="en" label="English""#))
    }

    @Test func aVideoWithoutThemHasNeither() throws {
        let fixture = try ContentFixture()
        try fixture.replace("      captions: media/scenes/lake-at-dawn.vtt\n      poster: media/scenes/lake-at-dawn.jpg\n", with: "", in: "exercises/calming-scene.md")
        let video = try Self.video(in: Self.page(fixture))
        #expect(!video.contains("poster="))
        #expect(!video.contains("<track"))
    }
}
