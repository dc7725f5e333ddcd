@testable import EaseCore
import EaseTestSupport
import Testing

@Suite struct LinkSchemeRuleTests {
    /// The shortcut that skips the scheme checks takes only destinations the full check lets
    /// through: after trimming, neither protocol-relative nor with a scheme.
    @Test func plainRelativeDestinationsNeedNoSchemeCheck() {
        var generator = SeededGenerator(seed: 5)
        let pieces = ["a", "Z", "0", ".", "..", "/", "//", "#", ":", " ", "\t", "_", "-", "é", "https", "javascript", "x.md"]
        var taken = 0
        for _ in 0..<20_000 {
            let destination = generator.text(of: pieces, most: 4)
            guard LinkSchemeRule.isPlainRelative(destination) else { continue }
            taken += 1
            let trimmed = destination.trimmingWhitespace()
            #expect(!trimmed.hasPrefix("//") && !ContentCatalog.isExternal(trimmed), "\(destination)")
        }
        #expect(taken > 1_000)
        #expect(LinkSchemeRule.isPlainRelative("reading-00001.md#calm"))
        #expect(LinkSchemeRule.isPlainRelative("../media/lake.jpg"))
        for destination in ["", " //evil.example", "//evil.example", "/abs.md", "javascript:alert(1)", "a:b", "\u{301}x.md"] {
            #expect(!LinkSchemeRule.isPlainRelative(destination), "\(destination)")
        }
    }
}

/// A link to the published site's page of a content file is a warning with a fix-it to the file,
/// for the linking page's own locale; another locale's page, or a page with no file, is left alone.
@Suite struct OwnSiteLinkTests {
    @Test func theSitesOwnPageOfAFileIsALinkToTheFile() throws {
        let fixture = try ContentFixture()
        try fixture.replace("brisk walk counts.", with: """
            brisk [a](https://ease.example.org/learn/what-is-gad/#how-it-can-feel) \
            [b](https://ease.example.org/coping-statements/index.html) [c](https://ease.example.org/ru/learn/what-is-gad/) \
            [d](https://ease.example.org/relax/) [e](https://ease.example.org/learn/no-such-reading/) counts.
            """, in: "readings/small-steps.md")
        try fixture.replace("(../coping-statements.ru.md)", with: "(https://ease.example.org/ru/learn/what-is-gad/#%D0%BA%D0%B0%D0%BA-%D1%8D%D1%82%D0%BE-%D0%BC%D0%BE%D0%B6%D0%B5%D1%82-%D0%BE%D1%89%D1%83%D1%89%D0%B0%D1%82%D1%8C%D1%81%D1%8F)",
                            in: "readings/small-steps.ru.md")
        let run = PipelineRun(fixture)
        let english = run.diagnostics(in: "readings/small-steps.md").filter { $0.id == "link.own-site" }
        #expect(english.map { $0.fixIts.map(\.replacement) } == [["what-is-gad.md#how-it-can-feel"], ["../coping-statements.md"]], "\(run.problemList)")
        #expect(english.first?.message == "'https://ease.example.org/learn/what-is-gad/#how-it-can-feel' is the site's own page of 'readings/what-is-gad.md'; the app would open it in a browser")
        #expect(english.allSatisfy { $0.severity == .warning })
        let russian = run.diagnostics(in: "readings/small-steps.ru.md").filter { $0.id == "link.own-site" }
        #expect(russian.map { $0.fixIts.map(\.replacement) } == [["what-is-gad.ru.md#как-это-может-ощущаться"]])
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "link.own-site" })
    }
}
