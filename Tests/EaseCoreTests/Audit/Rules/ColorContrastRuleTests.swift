@testable import EaseCore
import Testing

/// The contrast rule's verdicts are kept by style number (``ContrastVerdicts``) and reused on
/// every later element and page with that number: what it finds on a page must not depend on
/// the pages audited before it, and an element's backdrop must follow its own ancestors.
@Suite struct ColorContrastRuleTests {
    static let css = Array("""
    p { color: #333333; }
    .dark { background-color: #202020; }
    .tint { background-color: rgba(0, 0, 0, 0.5); }
    .photo { background-image: url(/sky.jpg); }
    """.utf8)

    static func page(_ body: String) -> [UInt8] {
        Array("""
        <!DOCTYPE html>
        <html lang="en">
        <head><meta charset="utf-8"><title>Page</title><link rel="stylesheet" href="/site.css"></head>
        <body><main>
        \(body)
        </main></body>
        </html>
        """.utf8)
    }

    /// The same paragraph on white, on a dark box, on a translucent box over white and over the
    /// dark box, and over an image (unknown, so not flagged).
    static let blocks = [
        "<p>On white</p>",
        "<div class=\"dark\"><p>On dark</p></div>",
        "<div class=\"tint\"><p>On grey</p></div>",
        "<div class=\"dark\"><div class=\"tint\"><p>On darker</p></div></div>",
        "<div class=\"photo\"><p>On a photo</p></div>",
    ]

    static func findings(_ pages: [String: [UInt8]]) -> [String: [String]] {
        var files = pages
        files["site.css"] = css
        let result = SiteAuditor(only: ["audit.color-contrast"]).audit(files: files, displayRoot: "site")
        var byPage: [String: [String]] = [:]
        for diagnostic in result.diagnostics {
            byPage[diagnostic.location?.path ?? "", default: []].append("\(diagnostic.location?.range.start.line ?? 0): \(diagnostic.message)")
        }
        return byPage
    }

    @Test func eachParagraphIsJudgedOnItsOwnBackdrop() throws {
        let found = Self.findings(["a.html": Self.page(Self.blocks.joined(separator: "\n"))])
        let messages = try #require(found["site/a.html"])
        // On the dark box, on grey and on the darker box; not on white, not on the photo.
        #expect(messages.count == 3)
        #expect(messages[0].contains("#333333 on #202020"))
        #expect(messages[1].contains("#333333 on #808080") || messages[1].contains("#333333 on #7F7F7F"))
        #expect(messages[2].contains("#333333 on #101010") || messages[2].contains("#333333 on #0F0F0F"))
    }

    /// Pages audited together, the blocks in other orders, find on each page what that page
    /// finds audited alone.
    @Test func aPageFindsWhatItFindsAloneWhateverThePagesBeforeIt() {
        let orders = [[0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [3, 0, 4, 2, 1], [1, 1, 0, 3, 3], [2], [0, 4]]
        var pages: [String: [UInt8]] = [:]
        for (index, order) in orders.enumerated() {
            pages["p\(index).html"] = Self.page(order.map { Self.blocks[$0] }.joined(separator: "\n"))
        }
        let together = Self.findings(pages)
        for (name, bytes) in pages {
            let alone = Self.findings([name: bytes])
            #expect(together["site/\(name)"] == alone["site/\(name)"], "\(name)")
        }
        #expect(together["site/p4.html"]?.count == 1)
        #expect(together["site/p5.html"] == nil)
        #expect(together["site/p3.html"]?.count == 4)
    }
}
