import EaseDiagnostics
import EaseHTML

/// One `h1`, and heading levels that never skip (h2 → h4) (WCAG 1.3.1, best practice).
struct HeadingOrderRule: AuditRule {
    let id = "audit.heading-order"
    let wcag = "1.3.1"
    let help = "use one h1 per page and do not skip heading levels"

    static let headings = HTMLElementQuery(named: levelNames)

    static let levelNames = ["h1", "h2", "h3", "h4", "h5", "h6"]
    /// The headings' name codes, level 1 first: a heading's level is found by its code, not by
    /// reading its name's digit.
    static let levelCodes = levelNames.compactMap(HTMLNameCode.init(sharedName:))

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        let levelCodes = Self.levelCodes
        let headings = page.document.elements(matching: Self.headings).compactMap { element -> (HTMLElement, Int)? in
            levelCodes.firstIndex(of: element.nameCode).map { (element, $0 + 1) }
        }
        var diagnostics: [Diagnostic] = []
        let h1s = headings.filter { $0.1 == 1 }
        if h1s.isEmpty, let body = page.document.first("body") {
            diagnostics.append(violation("page has no h1", at: page.reference(body)))
        }
        for extra in h1s.dropFirst() {
            diagnostics.append(violation("page has more than one h1", at: page.reference(extra.0)))
        }
        var previous = 0
        for (element, level) in headings {
            if previous > 0, level > previous + 1 {
                diagnostics.append(violation("h\(level) follows h\(previous); heading levels should increase by one",
                                             at: page.reference(element)))
            }
            previous = level
        }
        return diagnostics
    }
}
