@testable import EaseCore
import Testing

/// `AuditSite.leadsToPage(_:from:)` answers rooted links from the path table; it must agree with
/// `target(of:from:)` for every kind of link, asked once or many times, from any page.
@Suite struct AuditSiteLinkTests {
    static let files: [String: [UInt8]] = [
        "index.html": [], "learn/index.html": [], "learn/a/index.html": [], "learn/b.html": [],
        "assets/site.css": [], "media/x.jpg": [], "learn/a": [],
    ]

    @Test(arguments: AuditSitePathTests.routes)
    func aFlagAgreesWithTheTarget(route: String) {
        let site = AuditSite(files: AuditedFiles(Self.files))
        let hrefs = AuditSitePathTests.hrefs + ["/learn/a/", "/learn/b.html", "/learn/c/", "/media/x.jpg#t", "/nowhere", "/learn/a"]
        for _ in 0..<2 {
            for href in hrefs {
                #expect(site.leadsToPage(href, from: route) == (site.target(of: href, from: route) != nil), "\(href) from \(route)")
            }
        }
    }

    @Test func recordingSitesNoteWhatAFlagLookedUp() {
        let (site, lookups) = AuditSite(files: AuditedFiles(Self.files)).recordingLookups()
        #expect(site.leadsToPage("/learn/c/", from: "index.html") == false)
        #expect(lookups.paths == ["learn/c", "learn/c/index.html"])
    }
}
