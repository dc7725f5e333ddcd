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

    /// The links are walked by position (``HTMLDocument/attribute(_:ofElementAt:)``): an element
    /// value, and the reference a finding points at, are made only for a link that fails.
    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let names = AuditNameCodes.shared
        let (document, route) = (page.document, page.route)
        // Where the page's links to itself lead (`nil` until one is met).
        var ownTarget: String??
        for index in document.elements(matching: Self.linking).elementIndices {
            let href: String?
            switch document.nameCode(ofElementAt: index) {
            case names.a, names.area: href = document.attribute(names.href, ofElementAt: index)
            case names.form: href = document.attribute(names.action, ofElementAt: index)
            default: href = nil
            }
            guard let href, !href.isEmpty, !ContentCatalog.isExternal(href) else { continue }
            func fails(_ message: String) {
                diagnostics.append(violation(message, at: page.reference(document.element(at: index))))
            }
            // Only a link with a #fragment needs to know which page it leads to.
            let fragment = ContentCatalog.fragment(of: href)
            guard let fragment, !fragment.isEmpty else {
                if !site.leadsToPage(href, from: route) { fails("link to \(href) leads to no page of the site") }
                continue
            }
            // Every `#…` or `?…` link of a page leads where the page's own path does: found once.
            let first = href.utf8.first
            let ownPage = first == UInt8(ascii: "#") || first == UInt8(ascii: "?")
            if ownPage, ownTarget == nil { ownTarget = .some(site.target(of: href, from: route)) }
            guard let target = ownPage ? ownTarget! : site.target(of: href, from: route) else {
                fails("link to \(href) leads to no page of the site")
                continue
            }
            // The page's own fragments are known from its tree; another page's are read on demand.
            let exists = target == route
                ? page.ids.contains(fragment)
                    || document.elements(matching: Self.anchors).elementIndices.contains { document.attribute(names.name, ofElementAt: $0) == fragment }
                : site.fragmentTargets(of: target).map { $0.contains(fragment) } ?? true
            if !exists { fails("\(target) has no element with id \"\(fragment)\"") }
        }
        return diagnostics
    }
}
