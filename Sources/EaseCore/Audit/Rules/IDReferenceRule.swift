import EaseDiagnostics
import EaseHTML

/// `aria-labelledby`, `aria-describedby`, `aria-controls` and `<label for>` point at ids that exist (WCAG 1.3.1, 4.1.2).
struct IDReferenceRule: AuditRule {
    let id = "audit.idref"
    let wcag = "1.3.1"
    let help = "make id references point at elements on the same page"

    static let referencing = ["aria-labelledby", "aria-describedby", "aria-controls", "aria-owns", "for"]
    static let referencingElements = HTMLElementQuery(withAttributes: referencing)

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in page.document.elements(matching: Self.referencingElements) {
            for attribute in Self.referencing {
                guard let value = element[attribute], attribute != "for" || element.name == "label" || element.name == "output" else { continue }
                for reference in value.whitespaceSeparatedWords().map(String.init) where !page.ids.contains(reference) {
                    let suggestion = NameSuggester.suggestion(for: reference, among: page.ids.ids)
                    diagnostics.append(violation("\(attribute)=\"\(reference)\" points to no element" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""),
                                                 at: page.reference(element)))
                }
            }
        }
        return diagnostics
    }
}
