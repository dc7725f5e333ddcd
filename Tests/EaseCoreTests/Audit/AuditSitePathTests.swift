import EaseCore
import Testing

/// `AuditSite.path(of:from:)` reads both strings as bytes; it must name the same path as the
/// plain reading of a URL path over strings, for every kind of link a page holds.
@Suite struct AuditSitePathTests {
    /// The path over strings: the page's folder, then the link's segments (`.` skipped, `..`
    /// climbing, empty segments dropped), without `?query` and `#fragment`.
    static func reference(_ href: String, from route: String) -> String? {
        let written = href.prefix { $0 != "#" && $0 != "?" }
        if written.isEmpty { return route }
        var parts: [Substring] = []
        if written.hasPrefix("/") {
            if written.hasPrefix("//") { return nil }
        } else {
            parts = Array(route.split(separator: "/").dropLast())
        }
        for part in written.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    static let routes = ["index.html", "learn/index.html", "learn/a/index.html", "a//b/c.html", "learn/", "é/ü/index.html"]

    static let hrefs = [
        "", "#", "?", "#top", "?q=1#x", "/", "//", "//host/x", "/assets/site.css?v=1", "/learn/", "/learn//a/",
        "../x/", "./b.html#top", "../../..", "..", ".", "./", "a/./b/../c", "../../x", "../../../x", "x#y?z", "x?y#z",
        "a/b/", "a//b", "/a/../../b", "é/ü", "../ñ/", ".../x", "..x/y", "x/..", "x/../..",
    ]

    @Test(arguments: routes)
    func bytesAgreeWithStrings(route: String) {
        for href in Self.hrefs {
            #expect(AuditSite.path(of: href, from: route) == Self.reference(href, from: route), "\(href) from \(route)")
        }
    }
}
