import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// The breathing pacer reads its phases from the page's `data-steps`, a JSON array: a prompt
/// with a backslash or a quote is escaped as JSON escapes it, so the array parses and the label
/// reads as written (a lone backslash made `JSON.parse` fail, and the pacer with it).
@Suite struct BreathingStepsTests {
    @Test func aPromptWithABackslashAndQuotesParsesBackAsWritten() throws {
        let fixture = try ContentFixture()
        try fixture.replace("  inhale: Breathe in", with: "  inhale: In \\ out \"now\"", in: "exercises/deep-breathing.md")
        let catalog = ContentPipeline().check(contentRoot: fixture.root).catalog
        let (templates, _) = TemplateSet.load(from: ContentFixture.repositoryRoot + "/Templates")
        let rendered = try SiteRenderer.render(catalog, templates: try #require(templates))
        let page = try #require(rendered["exercises/deep-breathing/index.html"].flatMap { String(bytes: $0, encoding: .utf8) })
        let attribute = try #require(page.firstRange(of: "data-steps=\"").map { page[$0.upperBound...].prefix { $0 != "\"" } })
        let json = attribute.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        let steps = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(steps.first?["label"] as? String == "In \\ out \"now\"")
        #expect(steps.map { $0["label"] as? String } == ["In \\ out \"now\"", "Hold", "Breathe out", "Rest"])
    }
}
