import EaseDiagnostics
import EaseHTML

/// Every `id` is unique on its page, so labels and descriptions point where they mean to (best practice, 4.1.2).
struct DuplicateIDRule: AuditRule {
    let id = "audit.duplicate-id"
    let wcag = "4.1.2"
    let help = "use each id once per page"

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        // Only the ids used more than once (on most pages none) are sorted and looked up again.
        page.ids.repeatedIDs.flatMap { key -> [Diagnostic] in
            let elements = page.ids.elements(withID: key)
            return elements.dropFirst().map { duplicate in
                violation("id \"\(key)\" is used \(elements.count) times", at: page.reference(duplicate),
                          notes: [DiagnosticNote("first used here", at: page.location(of: elements[0]))])
            }
        }
    }
}
