import EaseDiagnostics
import EaseHTML

/// ARIA roles and attributes exist, have valid values, and suit the element (WCAG 4.1.2).
struct ARIAValidityRule: AuditRule {
    let id = "audit.aria-valid"
    let wcag = "4.1.2"
    let help = "use only ARIA roles and attributes from WAI-ARIA 1.2, with valid values, on elements that allow them"

    static let roles: Set<String> = [
        "alert", "alertdialog", "application", "article", "banner", "blockquote", "button", "caption", "cell", "checkbox", "code",
        "columnheader", "combobox", "complementary", "contentinfo", "definition", "deletion", "dialog", "directory", "document",
        "emphasis", "feed", "figure", "form", "generic", "grid", "gridcell", "group", "heading", "img", "insertion", "link", "list",
        "listbox", "listitem", "log", "main", "marquee", "math", "menu", "menubar", "menuitem", "menuitemcheckbox", "menuitemradio",
        "meter", "navigation", "none", "note", "option", "paragraph", "presentation", "progressbar", "radio", "radiogroup", "region",
        "row", "rowgroup", "rowheader", "scrollbar", "search", "searchbox", "separator", "slider", "spinbutton", "status", "strong",
        "subscript", "superscript", "switch", "tab", "table", "tablist", "tabpanel", "term", "textbox", "time", "timer", "toolbar",
        "tooltip", "tree", "treegrid", "treeitem",
    ]
    static let attributes: Set<String> = [
        "aria-activedescendant", "aria-atomic", "aria-autocomplete", "aria-braillelabel", "aria-brailleroledescription", "aria-busy",
        "aria-checked", "aria-colcount", "aria-colindex", "aria-colindextext", "aria-colspan", "aria-controls", "aria-current",
        "aria-describedby", "aria-description", "aria-details", "aria-disabled", "aria-dropeffect", "aria-errormessage",
        "aria-expanded", "aria-flowto", "aria-grabbed", "aria-haspopup", "aria-hidden", "aria-invalid", "aria-keyshortcuts",
        "aria-label", "aria-labelledby", "aria-level", "aria-live", "aria-modal", "aria-multiline", "aria-multiselectable",
        "aria-orientation", "aria-owns", "aria-placeholder", "aria-posinset", "aria-pressed", "aria-readonly", "aria-relevant",
        "aria-required", "aria-roledescription", "aria-rowcount", "aria-rowindex", "aria-rowindextext", "aria-rowspan",
        "aria-selected", "aria-setsize", "aria-sort", "aria-valuemax", "aria-valuemin", "aria-valuenow", "aria-valuetext",
    ]
    static let tokenValues: [String: Set<String>] = [
        "aria-hidden": ["true", "false", "undefined"], "aria-atomic": ["true", "false"], "aria-busy": ["true", "false"],
        "aria-disabled": ["true", "false"], "aria-modal": ["true", "false"], "aria-required": ["true", "false"],
        "aria-readonly": ["true", "false"], "aria-multiline": ["true", "false"], "aria-multiselectable": ["true", "false"],
        "aria-expanded": ["true", "false", "undefined"], "aria-selected": ["true", "false", "undefined"],
        "aria-checked": ["true", "false", "mixed", "undefined"], "aria-pressed": ["true", "false", "mixed", "undefined"],
        "aria-invalid": ["true", "false", "grammar", "spelling"], "aria-live": ["off", "polite", "assertive"],
        "aria-current": ["page", "step", "location", "date", "time", "true", "false"],
        "aria-haspopup": ["true", "false", "menu", "listbox", "tree", "grid", "dialog"],
        "aria-orientation": ["horizontal", "vertical", "undefined"], "aria-sort": ["ascending", "descending", "none", "other"],
        "aria-autocomplete": ["inline", "list", "both", "none"],
    ]
    /// Elements whose semantics must not be changed by a role or hidden from assistive technology.
    static let noRoleElements: Set<String> = ["html", "head", "meta", "script", "style", "title", "base", "link"]

    static let aria = HTMLElementQuery(withAttributes: ["role"], attributePrefixes: ["aria-"])

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for element in page.document.elements(matching: Self.aria) {
            let at = page.reference(element)
            if let role = element["role"] {
                for token in role.whitespaceSeparatedWords().map(String.init) where !Self.roles.contains(token.lowercased()) {
                    let suggestion = NameSuggester.suggestion(for: token, among: Self.roles)
                    diagnostics.append(violation("role=\"\(token)\" is not an ARIA role" + (suggestion.map { "; did you mean \"\($0)\"?" } ?? ""), at: at))
                }
                if Self.noRoleElements.contains(element.name) {
                    diagnostics.append(violation("<\(element.name)> may not have a role", at: at))
                }
            }
            for (name, value) in element.attributes where name.hasASCIIPrefix("aria-") {
                guard Self.attributes.contains(name) else {
                    let suggestion = NameSuggester.suggestion(for: name, among: Self.attributes)
                    diagnostics.append(violation("\(name) is not an ARIA attribute" + (suggestion.map { "; did you mean \($0)?" } ?? ""), at: at))
                    continue
                }
                if let allowed = Self.tokenValues[name], !allowed.contains(value.lowercased()) {
                    diagnostics.append(violation("\(name)=\"\(value)\" is not one of \(allowed.sorted().joined(separator: ", "))", at: at))
                }
            }
            if element["aria-hidden"] == "true", isFocusable(element) {
                diagnostics.append(violation("a focusable <\(element.name)> is hidden from assistive technology with aria-hidden", at: at))
            }
        }
        return diagnostics
    }

    private func isFocusable(_ element: HTMLElement) -> Bool {
        if element.has("disabled") || element["tabindex"] == "-1" { return false }
        return (element.name == "a" && element.has("href")) || ["button", "input", "select", "textarea"].contains(element.name)
            || (element["tabindex"].flatMap(Int.init) ?? -1) >= 0
    }
}
