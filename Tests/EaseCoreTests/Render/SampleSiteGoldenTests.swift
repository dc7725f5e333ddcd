import EaseCore
import EaseTestSupport
import Testing

/// The sample site, file by file, against the SHA-256 digests in `Fixtures/sample-site.sha256`.
/// They were first recorded from the site swift-mustache rendered, so the template engine, the
/// renderer and the build's parallel order cannot change a byte unnoticed. After an intended change
/// to the content, the templates or the renderer, re-record with `EASE_RECORD=1`.
@Suite struct SampleSiteGoldenTests {
    @Test func theSampleSiteIsByteForByteTheRecordedOne() throws {
        let catalog = ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog
        let templates = try #require(TemplateSet.load(from: ContentFixture.repositoryRoot + "/Templates").0)
        let site = try SiteRenderer.render(catalog, templates: templates)
        try GoldenDigests(fixture: "sample-site.sha256").expectMatch(site, what: "site")
    }
}
