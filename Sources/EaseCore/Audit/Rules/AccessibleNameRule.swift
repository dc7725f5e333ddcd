import EaseDiagnostics
import EaseHTML

/// Links, buttons, iframes and SVG images have an accessible name that is more than an emoji or
/// the control's type (WCAG 4.1.2 Name, Role, Value; 2.4.4 Link Purpose; 1.1.1 for SVG).
struct AccessibleNameRule: AuditRule {
    let id = "audit.accessible-name"
    let wcag = "4.1.2"
    let help = "give every link, button, frame and image an accessible name in words"

    static let typeWords: Set<String> = ["button", "link", "image", "graphic", "icon", "click", "click here", "here", "кнопка", "ссылка"]

    static let named = HTMLElementQuery(named: ["a", "button", "iframe", "svg", "input"], withAttributes: ["role"])

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in page.document.elements(matching: Self.named) {
            let role = element["role"] ?? ""
            let kind: String
            switch (element.name, role) {
            case ("a", _) where element.has("href"): kind = "link"
            case ("button", _), (_, "button"): kind = "button"
            case (_, "link"): kind = "link"
            case ("iframe", _): kind = "frame"
            case ("svg", "img"): kind = "image"
            case (_, "img") where element.name != "img": kind = "image"
            case ("input", _) where ["submit", "button", "reset"].contains((element["type"] ?? "").lowercased()): kind = "button"
            default: continue
            }
            if page.isInsideHiddenElement(element) || element["aria-hidden"] == "true" { continue }
            let name = AccessibleName.of(element, in: page)
            let at = page.reference(element)
            if name.isEmpty {
                diagnostics.append(violation("\(kind) has no accessible name", at: at))
            } else if WCAG.isOnlyEmoji(name) {
                diagnostics.append(violation("\(kind)'s name \"\(name)\" is only an emoji; screen readers read the emoji's name", at: at))
            } else if Self.typeWords.contains(name.lowercased()) {
                diagnostics.append(violation("\(kind)'s name \"\(name)\" says only what the control is, not what it does", at: at))
            }
        }
        return diagnostics
    }
}
