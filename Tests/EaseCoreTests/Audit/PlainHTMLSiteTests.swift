import EaseCore
import EaseHTML
import EaseTestSupport
import Testing

/// Every page of the sample site is read by the fast HTML reader, into libxml2's tree exactly.
@Suite struct PlainHTMLSiteTests {
    @Test func theSampleSitesPagesReadAsLibXML2ReadsThem() throws {
        let catalog = ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog
        let templates = try #require(TemplateSet.load(from: ContentFixture.repositoryRoot + "/Templates").0)
        let site = try SiteRenderer.render(catalog, templates: templates)
        var pages = 0
        for (path, bytes) in site where path.hasSuffix(".html") {
            pages += 1
            let plain = HTMLParser.parsePlain(bytes)
            #expect(plain != nil, "\(path) was left to libxml2")
            #expect(plain?.outline == HTMLParser.parseWithLibXML2(bytes).outline, "\(path)")
        }
        #expect(pages > 50)
    }
}
