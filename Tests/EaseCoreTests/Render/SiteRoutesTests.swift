@testable import EaseCore
import EaseTestSupport
import Testing

@Suite struct SiteRoutesTests {
    /// A route's file is the route without its leading slash, with `index.html` after a final
    /// slash: the byte-level answer is the one a `Character`-level reading of the route gives, for
    /// routes of every kind (a combining mark after a slash joins it into another character).
    @Test func aRoutesFileIsReadAsCharactersWouldReadIt() {
        func byCharacters(_ route: String) -> String {
            let trimmed = route.hasPrefix("/") ? route.dropFirst() : Substring(route)
            guard trimmed.isEmpty || trimmed.hasSuffix("/") else { return String(trimmed) }
            return trimmed + "index.html"
        }
        var generator = SeededGenerator(seed: 31)
        let pieces = ["/", "learn", "ru", "reading-00001", "\u{301}", "é", "\r", "\n", "😰", "\u{600}", "."]
        var routes = (0..<2_000).map { _ in generator.text(of: pieces, most: 6) }
        routes += ["", "/", "//", "/learn/", "/learn/calm/", "/ru/learn/", "/sitemap.xml", "learn/", "/\u{301}", "/\u{301}a/", "/a/\u{301}"]
        for route in routes {
            #expect(SiteRoutes.file(for: route) == byCharacters(route), "\(route.debugDescription)")
        }
        #expect(SiteRoutes.file(for: "/learn/") == "learn/index.html")
        #expect(SiteRoutes.file(for: "/") == "index.html")
    }
}
