import EaseDiagnostics
import EaseHTML

/// Links and forms to pages of the audited folder lead to pages that exist, and `#fragments` to ids
/// that exist on the target page (best practice; WCAG 2.4.4 relies on links that work).
struct InternalLinkRule: AuditRule {
    let id = "audit.broken-link"
    let wcag = "best practice"
    let help = "link only to pages and #fragments that exist in the site"

    static let linking = HTMLElementQuery(named: ["a", "area", "form"])
    static let anchors = HTMLElementQuery(named: ["a"])

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = AuditNameCodes.shared
        for element in page.document.elements(matching: Self.linking) {
            let href: String?
            switch element.nameCode {
            case names.a, names.area: href = element[code: names.href]
            case names.form: href = element[code: names.action]
            default: href = nil
            }
            guard let href, !href.isEmpty, !ContentCatalog.isExternal(href) else { continue }
            let at = page.reference(element)
            guard let target = site.target(of: href, from: page.route) else {
                diagnostics.append(violation("link to \(href) leads to no page of the site", at: at))
                continue
            }
            guard let fragment = ContentCatalog.splitFragment(href).fragment, !fragment.isEmpty else { continue }
            // The page's own fragments are known from its tree; another page's are read on demand.
            let exists = target == page.route
                ? page.ids[fragment] != nil || page.document.elements(matching: Self.anchors).contains { $0[code: names.name] == fragment }
                : site.fragmentTargets(of: target).map { $0.contains(fragment) } ?? true
            if !exists {
                diagnostics.append(violation("\(target) has no element with id \"\(fragment)\"", at: at))
            }
        }
        return diagnostics
    }
}
