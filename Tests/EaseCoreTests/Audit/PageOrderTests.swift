@testable import EaseCore
import EaseDiagnostics
import Testing

/// The audit takes the few very large pages far apart, so two are never parsed at once, and
/// reports in path order whatever order it took the pages in.
@Suite struct PageOrderTests {
    static let large = PageOrder.largePage

    static func order(_ sizes: [Int]) -> [Int] {
        let order = PageOrder(sizes)
        return sizes.indices.map(order.path(at:))
    }

    @Test func pathOrderWithAtMostOneLargePage() {
        #expect(Self.order([]) == [])
        #expect(Self.order([10, 20, 30]) == [0, 1, 2])
        #expect(Self.order([10, Self.large * 4, 30, 40]) == [0, 1, 2, 3])
    }

    @Test func largePagesAreSpreadEvenlyLargestFirst() {
        let sizes = [10, Self.large, 10, 10, Self.large * 2, 10, 10, 10]
        // Two large pages among eight: at positions 0 and 4; the others in path order between.
        #expect(Self.order(sizes) == [4, 0, 2, 3, 1, 5, 6, 7])
        let three = [Self.large, Self.large, Self.large, 1, 2, 3, 4, 5, 6]
        #expect(Self.order(three) == [0, 3, 4, 1, 5, 6, 2, 7, 8])
    }

    @Test func resultsComeBackInPathOrder() {
        let sizes = [10, Self.large, 10, 10, Self.large * 2, 10, 10, 10]
        let order = PageOrder(sizes)
        let taken = sizes.indices.map { "page \(order.path(at: $0))" }
        #expect(order.inPathOrder(taken) == sizes.indices.map { "page \($0)" })
    }

    @Test func anAuditOfLargePagesReportsInPathOrder() {
        let rows = String(repeating: "<p>A row of the long list.</p>\n", count: Self.large / 30 + 1)
        func page(_ extra: String) -> [UInt8] {
            SiteAuditorTests.page(rows + #"<p><a href="/nowhere-\#(extra)/">broken</a></p>"#)
        }
        let files: [String: [UInt8]] = [
            "site.css": SiteAuditorTests.css,
            "a.html": page("a"), "b.html": SiteAuditorTests.page(#"<a href="/nowhere-b/">broken</a>"#),
            "c.html": page("c"), "d.html": page("d"),
        ]
        #expect(files.values.filter { $0.count >= Self.large }.count == 3)
        let result = SiteAuditor().audit(files: files, displayRoot: "site")
        #expect(result.diagnostics.filter { $0.id == "audit.broken-link" }.map { $0.location?.path ?? "" }
                == ["site/a.html", "site/b.html", "site/c.html", "site/d.html"])
    }
}
