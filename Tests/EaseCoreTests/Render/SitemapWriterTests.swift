@testable import EaseCore
import Testing

/// The sitemap is written as bytes; it must say what escaping each whole URL and sorting the
/// routes as strings says.
@Suite struct SitemapWriterTests {
    /// The sitemap as `String` operations write it: the reference.
    static func expected(routes: [String], baseURL: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for route in routes.sorted() { out += "  <url><loc>\(HTML.escape(baseURL + route))</loc></url>\n" }
        return out + "</urlset>\n"
    }

    @Test(arguments: ["https://ease.example.org", "https://example.org/a?b=1&c=\"2\"", ""])
    func routesAreSortedAndEscapedUnderTheBase(baseURL: String) {
        let routes = ["/learn/reading-10/", "/", "/learn/reading-2/", "/learn-more/", "/ru/learn/", "/a&b/<x>/", "/learn/", "/ru/learn/тревога/", "/café/", "/cafe\u{301}/"]
        let bytes = SitemapWriter.xml(routes: routes, baseURL: baseURL)
        #expect(String(decoding: bytes, as: UTF8.self) == Self.expected(routes: routes, baseURL: baseURL))
    }

    @Test func noRoutesIsAnEmptyURLSet() {
        #expect(String(decoding: SitemapWriter.xml(routes: [], baseURL: "https://x.org"), as: UTF8.self) == Self.expected(routes: [], baseURL: "https://x.org"))
    }
}
