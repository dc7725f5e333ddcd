import EaseDiagnostics
import EaseHTML

/// One `main` landmark, and a way to bypass repeated blocks: a skip link or landmarks (WCAG 2.4.1).
struct LandmarkRule: AuditRule {
    let id = "audit.landmarks"
    let wcag = "2.4.1"
    let help = "use exactly one <main>, and a skip link to it or landmarks (<header>, <nav>) around repeated content"

    static let withRole = HTMLElementQuery(withAttributes: ["role"])
    static let mainCandidates = HTMLElementQuery(named: ["main"], withAttributes: ["role"])
    static let landmarkElements = HTMLElementQuery(named: ["header", "nav", "footer", "aside"])
    static let links = HTMLElementQuery(named: ["a"])

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        guard let body = page.document.first("body") else { return [] }
        let withRole = page.document.elements(matching: Self.withRole)
        let mains = page.document.elements(matching: Self.mainCandidates).filter { $0.name == "main" || $0["role"] == "main" }
        var diagnostics: [Diagnostic] = []
        if mains.isEmpty {
            diagnostics.append(violation("page has no <main> landmark", at: page.reference(body)))
        }
        for extra in mains.dropFirst() {
            diagnostics.append(violation("page has more than one <main> landmark", at: page.reference(extra)))
        }
        let landmarks = !page.document.elements(matching: Self.landmarkElements).isEmpty
            || withRole.contains { ["banner", "navigation", "contentinfo"].contains($0["role"] ?? "") }
        let skipLink = page.document.elements(matching: Self.links).first { ($0["href"] ?? "").hasASCIIPrefix("#") && ($0["href"] ?? "").count > 1 }
        if let skipLink, let target = skipLink["href"].map({ String($0.dropFirst()) }), !page.ids.contains(target) {
            diagnostics.append(violation("skip link points to #\(target), which is not on the page", at: page.reference(skipLink)))
        }
        if !mains.isEmpty, skipLink == nil, !landmarks {
            diagnostics.append(violation("page has neither a skip link nor landmarks around its repeated content", at: page.reference(body)))
        }
        return diagnostics
    }
}
