import EaseDiagnostics
import EaseHTML

/// Form inputs have a label (WCAG 1.3.1, 3.3.2, 4.1.2).
struct FormLabelRule: AuditRule {
    let id = "audit.form-label"
    let wcag = "3.3.2"
    let help = "label every form field with <label for>, a wrapping <label>, aria-label or aria-labelledby"

    static let unlabelledTypes: Set<String> = ["hidden", "submit", "reset", "button", "image"]

    static let fields = HTMLElementQuery(named: ["input", "select", "textarea"])

    /// Fields are read by position; an element value is made for those that need a name.
    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        let names = AuditNameCodes.shared
        let document = page.document
        var diagnostics: [Diagnostic] = []
        for index in document.elements(matching: Self.fields).elementIndices {
            let type = document.attribute(names.type, ofElementAt: index)
            guard !Self.unlabelledTypes.contains((type ?? "text").lowercased()) else { continue }
            guard !AccessibleName.fieldIsNamed(at: index, in: page) else { continue }
            let element = document.element(at: index)
            diagnostics.append(violation("<\(element.name)\(type.map { " type=\"\($0)\"" } ?? "")> has no label", at: page.reference(element)))
        }
        return diagnostics
    }
}
