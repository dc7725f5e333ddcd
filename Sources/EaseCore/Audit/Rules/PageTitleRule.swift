import EaseDiagnostics
import EaseHTML

/// The page has a non-empty `<title>` (WCAG 2.4.2 Page Titled).
struct PageTitleRule: AuditRule {
    let id = "audit.page-title"
    let wcag = "2.4.2"
    let help = "give every page a <title> that says what it is"

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        let title = page.document.first("title")
        guard AccessibleName.collapse(title?.textContent ?? "").isEmpty else { return [] }
        let anchor = title ?? page.document.first("head") ?? page.document.root
        return [violation(title == nil ? "page has no <title>" : "<title> is empty",
                          at: page.reference(anchor))]
    }
}
