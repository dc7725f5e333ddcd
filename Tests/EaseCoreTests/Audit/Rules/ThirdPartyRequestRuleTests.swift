@testable import EaseCore
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
                      "é//x", "media/x.jpg", "//", "https://ünïcode.example"])
    func foreignAsTheReferenceReadsIt(_ url: String) {
        #expect(ThirdPartyRequestRule.isForeign(url) == Self.reference(url), "\(url.debugDescription)")
    }
}
