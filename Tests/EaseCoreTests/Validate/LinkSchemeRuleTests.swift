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
            let destination = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
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
