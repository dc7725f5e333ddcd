import Foundation
import EaseDiagnostics
import EaseHTML

/// The page sets a strict Content-Security-Policy in a `<meta>`, and contains nothing it would
/// block: no inline scripts, event-handler attributes or inline styles (security, privacy).
struct ContentSecurityPolicyRule: AuditRule {
    let id = "audit.csp"
    let wcag = "privacy"
    let help = "set <meta http-equiv=\"Content-Security-Policy\"> with default-src 'self' and no 'unsafe-inline', 'unsafe-eval' or wildcard sources"

    static let weakSources: Set<String> = ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "data:", "blob:"]

    static let meta = HTMLElementQuery(named: ["meta"])
    /// The `http-equiv` that sets a policy, in lower case.
    static let policyName = Array("content-security-policy".utf8)
    static let inlineCode = HTMLElementQuery(named: ["script", "style"], withAttributes: ["style"], attributePrefixes: ["on"])

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        guard let root = page.document.root else { return [] }
        // The attributes found by code, and `http-equiv` compared in any ASCII case without
        // lower-casing it (no other character lower-cases into this name).
        let names = AuditNameCodes.shared
        let meta = page.document.elements(matching: Self.meta).first { element in
            guard let value = element[code: names.httpEquiv]?.utf8 else { return false }
            return value.equalsIgnoringASCIICase(Self.policyName)
        }
        guard let meta, let content = meta[code: names.content] else {
            let anchor = page.document.first("head") ?? root
            return [violation("page sets no Content-Security-Policy", at: page.reference(anchor))]
        }
        let policy = Self.policies.value(for: content) { Policy(content) }
        let at = page.reference(meta)
        var diagnostics = policy.weaknesses.map { violation($0, at: at) }
        let scripts = policy.scripts
        let styles = policy.styles
        for element in page.document.elements(matching: Self.inlineCode) {
            let here = page.reference(element)
            if element.name == "script", !element.has("src"), !element.textContent.isBlank,
               !(scripts ?? []).contains("'unsafe-inline'") {
                diagnostics.append(violation("inline <script> would be blocked by the page's Content-Security-Policy", at: here))
            }
            if let handler = element.attributes.first(where: { $0.name.hasASCIIPrefix("on") && $0.name.utf8.count > 2 }) {
                diagnostics.append(violation("event-handler attribute \(handler.name) is inline script", at: here))
            }
            if !styles.contains("'unsafe-inline'"), element.has("style") || element.name == "style" {
                diagnostics.append(violation(element.name == "style" ? "inline <style> would be blocked by the page's Content-Security-Policy"
                                             : "style attribute would be blocked by the page's Content-Security-Policy", at: here))
            }
        }
        return diagnostics
    }

    /// Every site sets one policy on all its pages: each distinct policy text is read once.
    private static let policies = SharedMemo<String, Policy>()

    /// A policy's directives and what is wrong with it, whatever page sets it.
    private struct Policy {
        /// The sources scripts may come from (`script-src`, else `default-src`); `nil` when neither is set.
        let scripts: [String]?
        /// The sources styles may come from (`style-src`, else `default-src`).
        let styles: [String]
        /// A message for each weakness of the policy itself, in report order.
        let weaknesses: [String]

        init(_ content: String) {
            var directives: [String: [String]] = [:]
            // Directives are separated by `;`, their words by ASCII white space (CSP3 §2.2.1).
            for directive in content.utf8.split(separator: UInt8(ascii: ";")) {
                let words = directive.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) })
                    .map { String(decoding: $0, as: UTF8.self).lowercased() }
                if let name = words.first { directives[name] = Array(words.dropFirst()) }
            }
            scripts = directives["script-src"] ?? directives["default-src"]
            styles = directives["style-src"] ?? directives["default-src"] ?? []
            var weaknesses: [String] = []
            if scripts == nil { weaknesses.append("Content-Security-Policy has neither default-src nor script-src") }
            for name in ["default-src", "script-src", "style-src", "object-src"] {
                for source in directives[name] ?? [] where ContentSecurityPolicyRule.weakSources.contains(source) && !(name == "style-src" && source == "data:") {
                    weaknesses.append("Content-Security-Policy allows \(source) in \(name)")
                }
            }
            self.weaknesses = weaknesses
        }
    }
}
