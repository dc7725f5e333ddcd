import EaseDiagnostics
import EaseHTML

/// `<html>` has a non-empty `lang` (WCAG 3.1.1 Language of Page).
struct DocumentLanguageRule: AuditRule {
    let id = "audit.html-lang"
    let wcag = "3.1.1"
    let help = "set lang on <html> so screen readers pronounce the page in its language"

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        guard let root = page.document.root else { return [] }
        let lang = (root["lang"] ?? "").trimmingWhitespace()
        guard lang.isEmpty else { return [] }
        return [violation("<html> has no lang attribute", at: page.reference(root))]
    }
}

import Foundation
