@testable import EaseCore
import Testing

/// `SitePathTable` finds a path by its bytes; it must say what `Set<String>.contains` says, and
/// a rooted link's answer must be the full resolution's.
@Suite struct SitePathTableTests {
    static let paths = ["index.html", "learn/index.html", "learn/a/index.html", "learn/b.html", "assets/site.css", "media/x.jpg",
                        "learn/a", "é/index.html"] + (0..<300).map { "learn/reading-\($0)/index.html" }

    @Test func containsWhatTheSetContains() {
        let table = SitePathTable(Self.paths)
        let set = Set(Self.paths)
        for path in Self.paths + ["", "learn", "learn/", "learn/reading-300/index.html", "index.htm", "assets/site.cs", "x"] {
            var bytes = path
            let found = bytes.withUTF8 { table.contains($0) }
            #expect(found == set.contains(path), "\(path)")
        }
    }

    @Test func aPathIsFoundWhenSplitBeforeItsSuffix() {
        let table = SitePathTable(Self.paths)
        var folder = "learn/reading-7"
        #expect(folder.withUTF8 { table.contains($0, followedBy: "/index.html") })
        #expect(!folder.withUTF8 { table.contains($0, followedBy: "/index.htm") })
        var empty = ""
        #expect(empty.withUTF8 { table.contains($0, followedBy: "index.html") })
    }

    @Test func rootedLinksAgreeWithTheFullResolution() {
        let site = AuditSite(files: AuditedFiles(Dictionary(uniqueKeysWithValues: Self.paths.map { ($0, [UInt8]()) })))
        let table = SitePathTable(Self.paths)
        let hrefs = ["/", "//", "/learn/", "/learn", "/learn/a/", "/learn/a", "/learn/b.html", "/learn/b.html/", "/learn/c/", "/assets/site.css?v=1",
                     "/media/x.jpg#t", "/?q", "/#top", "/learn/reading-12/", "/learn/reading-400/", "/é/", "/e\u{301}/", "//host/x",
                     "/learn//a/", "/learn/./a/", "/learn/../index.html", "/learn/a/..", "learn/", "#x"]
        for href in hrefs {
            var bytes = href
            guard let answer = bytes.withUTF8({ table.leadsToFile(rootedHref: $0) }) else { continue }
            #expect(answer == (site.target(of: href, from: "learn/a/index.html") != nil), "\(href)")
        }
        // Links the table leaves to the full resolution.
        for href in ["//", "//host/x", "/learn//a/", "/learn/./a/", "/learn/../index.html", "/é/", "learn/", "#x"] {
            var bytes = href
            #expect(bytes.withUTF8({ table.leadsToFile(rootedHref: $0) }) == nil, "\(href)")
        }
    }
}
