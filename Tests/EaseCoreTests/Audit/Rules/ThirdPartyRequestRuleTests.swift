@testable import EaseCore
import EaseTestSupport
import Testing

/// A URL names another origin when, past leading C0 controls and spaces, it starts with `http://`,
/// `https://` or `//`, the scheme in any case: the rule's byte test against that reading of it.
@Suite struct ThirdPartyRequestRuleTests {
    static func reference(_ url: String) -> Bool {
        let trimmed = String(decoding: url.utf8.drop { $0 <= 0x20 }, as: UTF8.self).lowercased()
        return ["http://", "https://", "//"].contains { trimmed.hasPrefix($0) }
    }

    @Test(arguments: ["https://cdn.example.org/x.js", "HTTPS://X", "Http://x", "//cdn.example.org", " \t\n//x", "\u{01}https://x",
                      "/assets/site.css", "/", "", " ", "./x", "h", "ht", "http:/x", "http:x", "https:", "hTtP://", "hello",
                      "mailto:a@b.c", "data:image/png;base64,AA", "/\\x", "ﬀhttp://x", "\u{212A}ttp://x", "\u{A0}https://x",
                      "é//x", "media/x.jpg", "//", "https://ünïcode.example", "\u{01}//cdn.example.org", "/x//y", " /", "H", "/learn/"])
    func foreignAsTheReferenceReadsIt(_ url: String) {
        #expect(ThirdPartyRequestRule.isForeign(url) == Self.reference(url), "\(url.debugDescription)")
    }

    /// The findings of the rule on a page whose head and body hold `head` and `body`, as
    /// "line: message" in page order.
    static func findings(head: String = "", _ body: String) -> [String] {
        let files = ["a.html": SiteAuditorTests.page(body, head: head), "site.css": SiteAuditorTests.css]
        return SiteAuditor(only: ["audit.third-party"]).audit(files: files, displayRoot: "site").diagnostics.map {
            "\($0.location?.range.start.line ?? 0): \($0.message)"
        }
    }

    /// A `<link>` fetches when any keyword of its `rel`, in any case, is a fetching relation;
    /// the usual lower-case `stylesheet` alone is answered without splitting.
    @Test(arguments: [("stylesheet", true), ("Stylesheet", true), ("alternate stylesheet", true), ("icon", true), ("PRELOAD", true),
                      ("canonical", false), ("alternate", false), ("stylesheets", false), ("", false), (nil, false)] as [(String?, Bool)])
    func linkRelationsThatFetch(rel: String?, loads: Bool) {
        #expect(ThirdPartyRequestRule.linkLoads(rel: rel) == loads)
    }

    @Test func linksRequestOnlyWhenTheirRelationFetches() {
        let head = """

        <link rel="canonical" href="https://example.org/a/">
        <link rel="alternate" hreflang="ru" href="https://example.org/ru/a/">
        <link rel="Stylesheet" href="https://cdn.example.org/x.css">
        <link rel="preload icon" href="//cdn.example.org/i.png">
        """
        #expect(Self.findings(head: head, "<p>Text</p>") == [
            "8: <link href> requests https://cdn.example.org/x.css from another origin",
            "9: <link href> requests //cdn.example.org/i.png from another origin",
        ])
    }

    @Test func everyRequestingAttributeAndCSSURLIsChecked() {
        let body = """
        <img src="/lake.jpg" srcset="/lake.jpg 1x, https://cdn.example.org/lake@2x.jpg 2x" alt="A lake">
        <video src="/v.mp4" poster="https://cdn.example.org/p.jpg"></video>
        <p style="background: url('https://cdn.example.org/bg.png')">Text</p>
        <form action="https://example.org/search"><input type="image" src="https://cdn.example.org/go.png" alt="Go"></form>
        <style>p { background: url(/local.png); } h1 { background: url("//cdn.example.org/h.png"); }</style>
        <script src="/site.js"></script>
        """
        #expect(Self.findings(body) == [
            "7: <img srcset> requests https://cdn.example.org/lake@2x.jpg from another origin",
            "8: <video poster> requests https://cdn.example.org/p.jpg from another origin",
            "9: CSS requests https://cdn.example.org/bg.png from another origin",
            "10: <input src> requests https://cdn.example.org/go.png from another origin",
            "11: CSS requests //cdn.example.org/h.png from another origin",
        ])
    }
}
