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
        // Where the page's links to itself lead (`nil` until one is met).
        var ownTarget: String??
        for element in page.document.elements(matching: Self.linking) {
            let href: String?
            switch element.nameCode {
            case names.a, names.area: href = element[code: names.href]
            case names.form: href = element[code: names.action]
            default: href = nil
            }
            guard let href, !href.isEmpty, !ContentCatalog.isExternal(href) else { continue }
            let at = page.reference(element)
            func leadsNowhere() {
                diagnostics.append(violation("link to \(href) leads to no page of the site", at: at))
            }
            // Only a link with a #fragment needs to know which page it leads to.
            let hasFragment = href.withContiguousUTF8 { $0.contains(UInt8(ascii: "#")) }
            let fragment = hasFragment ? ContentCatalog.splitFragment(href).fragment : nil
            guard let fragment, !fragment.isEmpty else {
                if !site.leadsToPage(href, from: page.route) { leadsNowhere() }
                continue
            }
            // Every `#…` or `?…` link of a page leads where the page's own path does: found once.
            let first = href.utf8.first
            let ownPage = first == UInt8(ascii: "#") || first == UInt8(ascii: "?")
            if ownPage, ownTarget == nil { ownTarget = .some(site.target(of: href, from: page.route)) }
            guard let target = ownPage ? ownTarget! : site.target(of: href, from: page.route) else {
                leadsNowhere()
                continue
            }
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
