import EaseDiagnostics
import EaseHTML

/// The page sets a strict Content-Security-Policy in a `<meta>`, and contains nothing it would
/// block: no inline scripts, event-handler attributes or inline styles (security, privacy).
struct ContentSecurityPolicyRule: AuditRule {
    let id = "audit.csp"
    let wcag = "privacy"
    let help = "set <meta http-equiv=\"Content-Security-Policy\"> with default-src 'self' and no 'unsafe-inline', 'unsafe-eval' or wildcard sources"

    static let weakSources: Set<String> = ["'unsafe-inline'", "'unsafe-eval'", "*", "http:", "https:", "data:", "blob:"]

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        guard let root = page.document.root else { return [] }
        let meta = page.document.elements(named: ["meta"]).first { $0["http-equiv"]?.lowercased() == "content-security-policy" }
        guard let meta, let content = meta["content"] else {
            let anchor = page.document.first("head") ?? root
            return [violation("page sets no Content-Security-Policy", at: page.reference(anchor))]
        }
        var directives: [String: [String]] = [:]
        // Directives are separated by `;`, their words by ASCII white space (CSP3 §2.2.1).
        for directive in content.utf8.split(separator: UInt8(ascii: ";")) {
            let words = directive.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) })
                .map { String(decoding: $0, as: UTF8.self).lowercased() }
            if let name = words.first { directives[name] = Array(words.dropFirst()) }
        }
        var diagnostics: [Diagnostic] = []
        let at = page.reference(meta)
        let scripts = directives["script-src"] ?? directives["default-src"]
        if scripts == nil {
            diagnostics.append(violation("Content-Security-Policy has neither default-src nor script-src", at: at))
        }
        for name in ["default-src", "script-src", "style-src", "object-src"] {
            for source in directives[name] ?? [] where Self.weakSources.contains(source) && !(name == "style-src" && source == "data:") {
                diagnostics.append(violation("Content-Security-Policy allows \(source) in \(name)", at: at))
            }
        }
        let styles = directives["style-src"] ?? directives["default-src"] ?? []
        for element in page.document.elements(named: ["script", "style"], withAttributes: ["style"], attributePrefixes: ["on"]) {
            let here = page.reference(element)
            if element.name == "script", !element.has("src"), !element.textContent.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
               !(scripts ?? []).contains("'unsafe-inline'") {
                diagnostics.append(violation("inline <script> would be blocked by the page's Content-Security-Policy", at: here))
            }
            if let handler = element.attributes.first(where: { $0.name.hasPrefix("on") && $0.name.utf8.count > 2 }) {
                diagnostics.append(violation("event-handler attribute \(handler.name) is inline script", at: here))
            }
            if !styles.contains("'unsafe-inline'"), element.has("style") || element.name == "style" {
                diagnostics.append(violation(element.name == "style" ? "inline <style> would be blocked by the page's Content-Security-Policy"
                                             : "style attribute would be blocked by the page's Content-Security-Policy", at: here))
            }
        }
        return diagnostics
    }
}

import Foundation
