@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// The auditor's work shared across pages: fragment targets of other pages read on demand, and
/// styles resolved once per set of stylesheets without leaking between sets.
@Suite struct SiteAuditorTests {
    static func page(_ body: String, head: String = "") -> [UInt8] {
        Array("""
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>Page</title>
        <meta http-equiv="Content-Security-Policy" content="default-src 'self'">
        <link rel="stylesheet" href="/site.css">\(head)</head>
        <body><a href="#main">Skip to content</a><main id="main"><h1>Page</h1>
        \(body)
        </main></body></html>
        """.utf8)
    }

    static let css = Array("body { color: #222; background: #fff; } .faint { color: #ccc; }".utf8)

    @Test func linksIntoAnotherPageAreCheckedAgainstItsIdsAndAnchorNames() {
        let files: [String: [UInt8]] = [
            "site.css": Self.css,
            "a.html": Self.page("""
            <p><a href="b.html#there">ok</a> <a href="b.html#named">named</a></p>
            <p><a href="b.html#nowhere">missing</a> <a href="#main">self</a></p>
            """),
            "b.html": Self.page(#"<p id="there">There</p><p><a name="named">Named</a></p>"#),
        ]
        let result = SiteAuditor().audit(files: files, displayRoot: "site")
        let broken = result.diagnostics.filter { $0.id == "audit.broken-link" }
        #expect(broken.map(\.message) == [#"b.html has no element with id "nowhere""#])
        #expect(broken.first?.location?.path == "site/a.html")
        #expect(broken.first?.location?.range.start.line == 8)
    }

    /// Forms are checked by their `action`, links and image-map areas by their `href`; other
    /// origins, empty targets and the page's own ids and anchor names pass.
    @Test func formsAndAreasAreCheckedLikeLinks() {
        let files: [String: [UInt8]] = [
            "site.css": Self.css,
            "a.html": Self.page("""
            <form action="/search/"><button>Search</button></form>
            <form action="b.html" href="/nowhere/"><button>Go</button></form>
            <map name="m"><area href="/gone/" alt="Gone"><area href="b.html" alt="B"></map>
            <p><a href="https://example.org/x">out</a> <a href="">empty</a> <a name="here">here</a> <a href="#here">named</a></p>
            <p><a href="#main">main</a> <a href="?q=1#missing">query</a> <a>no href</a></p>
            """),
            "b.html": Self.page("<p>B</p>"),
        ]
        let result = SiteAuditor(only: ["audit.broken-link"]).audit(files: files, displayRoot: "site")
        #expect(result.diagnostics.map { "\($0.location?.range.start.line ?? 0): \($0.message)" } == [
            "7: link to /search/ leads to no page of the site",
            "9: link to /gone/ leads to no page of the site",
            #"11: a.html has no element with id "missing""#,
        ])
    }

    @Test func aFolderIsAuditedFromDiskWithTheSameFindingsAsInMemory() throws {
        let files: [String: [UInt8]] = [
            "site.css": Self.css,
            "a.html": Self.page(#"<p><a href="b.html#there">ok</a> <a href="b.html#nowhere">missing</a> <span class="faint">faint</span></p>"#),
            "b.html": Self.page(#"<p id="there">There</p>"#),
            "notes.txt": Array("not audited".utf8),
        ]
        let fixture = try ContentFixture(copyingSample: false)
        for (path, bytes) in files { try fixture.write(path, bytes: bytes) }
        let onDisk = AuditedFiles(folder: fixture.root, paths: files.keys)
        #expect(onDisk.bytes(of: "b.html") == files["b.html"])
        #expect(onDisk.bytes(of: "c.html") == nil)
        let fromDisk = SiteAuditor().audit(onDisk, displayRoot: "site")
        let inMemory = SiteAuditor().audit(files: files, displayRoot: "site")
        #expect(fromDisk.diagnostics.map(\.id) == ["audit.broken-link", "audit.color-contrast"])
        let described = { (result: SiteAuditor.Result) in
            result.diagnostics.map { "\($0.id) \($0.message) \($0.location?.path ?? ""):\($0.location?.range.start.line ?? 0)" }
        }
        #expect(described(fromDisk) == described(inMemory))
        #expect(fromDisk.pageCount == 2)
    }

    /// A build's staging folder, whose writer noted each file's size, is read file by file in the
    /// open folder: the same findings as in memory, and a file the list does not hold is not read.
    @Test func aStagedFolderWithKnownSizesIsAuditedAsInMemory() throws {
        let files: [String: [UInt8]] = [
            "site.css": Self.css,
            "a.html": Self.page(#"<p><a href="b.html#there">ok</a> <a href="b.html#nowhere">missing</a> <span class="faint">faint</span></p>"#),
            "b.html": Self.page(#"<p id="there">There</p>"#),
        ]
        let fixture = try ContentFixture(copyingSample: false)
        for (path, bytes) in files { try fixture.write(path, bytes: bytes) }
        try fixture.write("unlisted.html", bytes: Self.page("<p>Not in the list</p>"))
        let staged = AuditedFiles(folder: fixture.root, sizes: files.mapValues(\.count))
        #expect(staged.bytes(of: "a.html") == files["a.html"])
        #expect(staged.bytes(of: "unlisted.html") == nil)
        let described = { (result: SiteAuditor.Result) in
            result.diagnostics.map { "\($0.id) \($0.message) \($0.location?.path ?? ""):\($0.location?.range.start.line ?? 0)" }
        }
        let fromDisk = SiteAuditor().audit(staged, displayRoot: "site")
        #expect(fromDisk.diagnostics.map(\.id) == ["audit.broken-link", "audit.color-contrast"])
        #expect(described(fromDisk) == described(SiteAuditor().audit(files: files, displayRoot: "site")))
    }

    /// Pages are audited in no particular order (a folder's paths are not sorted first), and
    /// the findings come out in path order all the same, from a folder and from memory alike.
    @Test func findingsComeInPathOrderWhateverOrderThePagesWereAuditedIn() throws {
        var files: [String: [UInt8]] = ["site.css": Self.css]
        let paths = (0..<40).map { "p\($0 * 7 % 40)/index.html" } + ["a/z.html", "z/a.html", "index.html"]
        for path in paths { files[path] = Self.page(#"<p><span class="faint">faint</span></p>"#) }
        let fixture = try ContentFixture(copyingSample: false)
        for (path, bytes) in files { try fixture.write(path, bytes: bytes) }
        let expected = paths.sorted().map { "site/" + $0 }
        let fromDisk = SiteAuditor().audit(AuditedFiles(folder: fixture.root, sizes: files.mapValues(\.count)), displayRoot: "site")
        #expect(fromDisk.diagnostics.map { $0.location?.path ?? "" } == expected)
        #expect(SiteAuditor().audit(files: files, displayRoot: "site").diagnostics.map { $0.location?.path ?? "" } == expected)
        #expect(fromDisk.pageCount == paths.count)
        #expect(fromDisk.sources.count == paths.count)
    }

    /// A stylesheet linked from the site's root applies to pages at every depth (its path is
    /// resolved once for all of them), a relative link from each page's own folder, and a link
    /// that leads to no stylesheet of the folder to none; a `rel` names the stylesheet relation
    /// in any case and among other keywords.
    @Test func stylesheetLinksResolveFromEveryPagesFolder() {
        // A faint paragraph, flagged only where the stylesheet applies, on a page whose only link is `link`.
        func page(linking link: String) -> [UInt8] {
            Array(String(decoding: Self.page(#"<p class="faint">Too light</p>"#), as: UTF8.self)
                .replacingOccurrences(of: #"<link rel="stylesheet" href="/site.css">"#, with: link).utf8)
        }
        let files: [String: [UInt8]] = [
            "site.css": Self.css,
            "deep/er/rooted.html": page(linking: #"<link rel="stylesheet" href="/site.css">"#),
            "rooted-too.html": page(linking: #"<link rel="stylesheet" href="/site.css">"#),
            "deep/relative.html": page(linking: #"<link rel="Alternate StyleSheet" href="../site.css">"#),
            "deep/nowhere.html": page(linking: #"<link rel="stylesheet" href="site.css">"#),
            "relative-too.html": page(linking: #"<link rel="stylesheet" href="site.css">"#),
            "icon.html": page(linking: #"<link rel="icon" href="/site.css">"#),
        ]
        let result = SiteAuditor(only: ["audit.color-contrast"]).audit(files: files, displayRoot: "site")
        #expect(Set(result.diagnostics.compactMap { $0.location?.path }) == ["site/deep/er/rooted.html", "site/rooted-too.html", "site/deep/relative.html",
                                                                                "site/relative-too.html"])
        #expect(AuditPage.namesStylesheet("stylesheet") && AuditPage.namesStylesheet("STYLESHEET") && AuditPage.namesStylesheet("preload stylesheet"))
        #expect(!AuditPage.namesStylesheet(nil) && !AuditPage.namesStylesheet("icon") && !AuditPage.namesStylesheet("alternate")
            && !AuditPage.namesStylesheet("stylesheets"))
    }

    @Test func pagesSharingAStylesheetAreResolvedAloneAndPageStylesDoNotLeak() {
        let files: [String: [UInt8]] = [
            "site.css": Self.css,
            "plain.html": Self.page("<p>Readable</p>"),
            "faint.html": Self.page(#"<p class="faint">Too light</p>"#),
            "plain-again.html": Self.page("<p>Readable</p>"),
            "own-style.html": Self.page("<p>Light here</p>", head: "<style>p { color: #ddd; }</style>"),
        ]
        let result = SiteAuditor(only: ["audit.color-contrast"]).audit(files: files, displayRoot: "site")
        let flagged = Set(result.diagnostics.compactMap { $0.location?.path })
        #expect(flagged == ["site/faint.html", "site/own-style.html"])
    }

    @Test func linkPathsResolveAgainstThePageFolder() {
        #expect(AuditSite.path(of: "../x/", from: "learn/a/index.html") == "learn/x")
        #expect(AuditSite.path(of: "./b.html#top", from: "learn/a/index.html") == "learn/a/b.html")
        #expect(AuditSite.path(of: "/assets/site.css?v=1", from: "learn/a/index.html") == "assets/site.css")
        #expect(AuditSite.path(of: "#main", from: "learn/a/index.html") == "learn/a/index.html")
        #expect(AuditSite.path(of: "?q=1", from: "index.html") == "index.html")
        #expect(AuditSite.path(of: "../../..", from: "learn/a/index.html") == nil, "climbs out of the folder")
        #expect(AuditSite.path(of: "//elsewhere.example/x", from: "index.html") == nil, "another origin")
        #expect(AuditSite.path(of: "/", from: "learn/index.html") == "")
    }

    /// Auditing a few changed pages on top of the memo reports what a fresh audit of the whole
    /// site reports, in the same page order, whether a page gains or loses its findings.
    @Test func changedPagesOnTopOfTheMemoReportWhatAFreshAuditDoes() throws {
        var files: [String: [UInt8]] = ["site.css": Self.css]
        for index in 0..<6 {
            files["p\(index).html"] = Self.page(index % 2 == 0 ? #"<p class="faint">Too light</p>"# : "<p>Readable</p>")
        }
        let memo = AuditMemo()
        _ = SiteAuditor().audit(files: files, displayRoot: "site", memo: memo)
        for (route, body) in [("p2.html", "<p>Readable now</p>"), ("p3.html", #"<p class="faint">Light now</p>"#),
                              ("p0.html", #"<p class="faint">Still light</p><p class="faint">Twice</p>"#)] {
            files[route] = Self.page(body)
            let incremental = try #require(SiteAuditor().audit(pages: [route], of: files, displayRoot: "site", memo: memo))
            let fresh = SiteAuditor().audit(files: files, displayRoot: "site")
            #expect(incremental.diagnostics.map { "\($0.location?.path ?? ""):\($0.id)" } == fresh.diagnostics.map { "\($0.location?.path ?? ""):\($0.id)" })
            #expect(incremental.pageCount == fresh.pageCount)
            #expect(memo.counts == (reused: 5, audited: 1))
        }
    }

    /// A page whose text changes but whose ids do not leaves the pages linking into it as they
    /// were; a page that loses an id is checked, and so is every page whose link needs that id.
    @Test func pagesLinkingIntoAChangedPageAreCheckedOnlyWhenItsIdsChange() throws {
        var files: [String: [UInt8]] = [
            "site.css": Self.css,
            "a.html": Self.page(#"<p><a href="b.html#there">there</a></p>"#),
            "b.html": Self.page(#"<p id="there">There</p>"#),
            "c.html": Self.page("<p>Unrelated</p>"),
        ]
        let memo = AuditMemo()
        _ = SiteAuditor().audit(files: files, displayRoot: "site", memo: memo)
        files["b.html"] = Self.page(#"<p id="there">There, reworded</p>"#)
        #expect(SiteAuditor().audit(files: files, displayRoot: "site", memo: memo).diagnostics.isEmpty)
        #expect(memo.counts == (reused: 2, audited: 1))
        files["b.html"] = Self.page(#"<p id="elsewhere">Moved</p>"#)
        let broken = SiteAuditor().audit(files: files, displayRoot: "site", memo: memo)
        #expect(memo.counts == (reused: 1, audited: 2))
        #expect(broken.diagnostics.map(\.id) == SiteAuditor().audit(files: files, displayRoot: "site").diagnostics.map(\.id))
        #expect(broken.diagnostics.map { $0.location?.path } == ["site/a.html"])
        files.removeValue(forKey: "b.html")
        _ = SiteAuditor().audit(files: files, displayRoot: "site", memo: memo)
        #expect(memo.counts == (reused: 1, audited: 1), "a.html again: the page it links to is gone")
    }
}
