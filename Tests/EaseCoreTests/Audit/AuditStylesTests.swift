@testable import EaseCore
import Testing

@Suite struct AuditStylesTests {
    let cache = AuditStylesCache(files: [
        "assets/site.css": CSSStylesheet("p { color: #111; }"),
        "assets/theme.css": CSSStylesheet("p { color: #222; }"),
        "learn/local.css": CSSStylesheet("p { color: #333; }"),
    ])

    /// The color a page's paragraphs get from the styles it uses, the page at `route` (its file's path in the site).
    func paragraphColor(_ written: [AuditStylesCache.Written], on route: String) throws -> String? {
        let page = AuditPage(path: "p/index.html", route: route, bytes: Array("<html><body><p>x</p></body></html>".utf8),
                             styles: cache)
        let styles = cache.styles(for: written, from: route)
        let paragraph = try #require(page.document.first("p"))
        return StyleResolver(document: page.document, styles: styles).style(of: paragraph)?.color?.hex
    }

    /// Pages that link the same files from the root get the same styles, worked out once; a page
    /// that links them in another order, a relative link (resolved from the page's own route), a
    /// link to no file of the folder and a `<style>` element each get what they name.
    @Test func pagesGetTheStylesTheyWrite() throws {
        let both: [AuditStylesCache.Written] = [.link("/assets/site.css"), .link("/assets/theme.css")]
        let first = cache.styles(for: both, from: "learn/a/index.html")
        #expect(cache.styles(for: both, from: "relax/index.html") === first)
        #expect(cache.styles(for: [.link("/assets/site.css"), .link("/missing.css"), .link("/assets/theme.css")], from: "index.html") === first)
        #expect(try paragraphColor(both, on: "learn/a/index.html") == "#222222")
        #expect(try paragraphColor(Array(both.reversed()), on: "learn/a/index.html") == "#111111")
        #expect(try paragraphColor([.link("/assets/site.css"), .link("../local.css")], on: "learn/a/index.html") == "#333333")
        #expect(try paragraphColor([.link("/assets/site.css"), .link("../local.css")], on: "relax/a/index.html") == "#111111")
        #expect(try paragraphColor([.link("/assets/theme.css"), .inline("p { color: #444; }")], on: "index.html") == "#444444")
        #expect(cache.styles(for: both, from: "index.html") === first)
    }
}
