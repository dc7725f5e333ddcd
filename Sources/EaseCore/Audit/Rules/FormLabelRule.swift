import EaseDiagnostics
import EaseHTML

/// Form inputs have a label (WCAG 1.3.1, 3.3.2, 4.1.2).
struct FormLabelRule: AuditRule {
    let id = "audit.form-label"
    let wcag = "3.3.2"
    let help = "label every form field with <label for>, a wrapping <label>, aria-label or aria-labelledby"

    static let unlabelledTypes: Set<String> = ["hidden", "submit", "reset", "button", "image"]

    static let fields = HTMLElementQuery(named: ["input", "select", "textarea"])

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        page.document.elements(matching: Self.fields).compactMap { element in
            guard !Self.unlabelledTypes.contains((element["type"] ?? "text").lowercased()) else { return nil }
            guard AccessibleName.of(element, in: page).isEmpty else { return nil }
            return violation("<\(element.name)\(element["type"].map { " type=\"\($0)\"" } ?? "")> has no label",
                             at: page.reference(element))
        }
    }
}
