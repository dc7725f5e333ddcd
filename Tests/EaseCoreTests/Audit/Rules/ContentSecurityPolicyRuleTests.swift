@testable import EaseCore
import Testing

/// The policy is the `<meta>` whose `http-equiv` is `Content-Security-Policy` in any ASCII case;
/// a page without one is reported.
@Suite struct ContentSecurityPolicyRuleTests {
    /// The rule's messages on a page whose policy `<meta>` is `meta` (none for `nil`).
    static func messages(meta: String?) -> [String] {
        let head = meta.map { "<meta http-equiv=\"\($0)\" content=\"default-src 'self'; script-src *\">" } ?? ""
        let page = Array("""
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Page</title>\(head)</head>
        <body><main><h1>Page</h1><p>Text</p></main></body></html>
        """.utf8)
        return SiteAuditor(only: ["audit.csp"]).audit(files: ["a.html": page], displayRoot: "site").diagnostics.map(\.message)
    }

    @Test(arguments: ["Content-Security-Policy", "content-security-policy", "CONTENT-SECURITY-POLICY", "cOnTeNt-SeCuRiTy-PoLiCy"])
    func thePolicyIsFoundInAnyCase(name: String) {
        // Found: its wildcard script source is what is reported, not a missing policy.
        #expect(Self.messages(meta: name) == ["Content-Security-Policy allows * in script-src"])
    }

    @Test(arguments: [nil, "Content-Security-Policy-Report-Only", "Content-Security-Polic", "refresh", "Content-Securi\u{212A}y-Policy"] as [String?])
    func anyOtherMetaIsNoPolicy(name: String?) {
        #expect(Self.messages(meta: name) == ["page sets no Content-Security-Policy"])
    }
}
