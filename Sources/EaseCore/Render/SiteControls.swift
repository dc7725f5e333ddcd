/// Records every control the site renders, page by page, for the published inventory of spoken
/// strings (`/accessibility/labels/`), and turns accessibility descriptions into template values.
final class SiteControls {
    /// One rendered control.
    struct Entry {
        let page: String
        let id: String
        let role: String
        let description: AccessibilityDescription
    }

    private(set) var entries: [Entry] = []
    private var hintCounter = 0
    let locale: String

    init(locale: String) {
        self.locale = locale
    }

    /// Template values for a control on a page: `label`, `value`, `hint`, `hintID`, plus `extra`.
    /// `role` is how the site renders it (`button` for a real `<button>`, `link` for `<a>`).
    func control(_ control: AccessibleControl, page: String, role: String, extra: [String: Any] = [:]) -> [String: Any] {
        var description = control.description
        if role == "link" {
            description.traits = description.traits.map { $0 == .button ? .link : $0 }
        }
        entries.append(Entry(page: page, id: control.id, role: role, description: description))
        hintCounter += 1
        var values: [String: Any] = ["label": description.label, "id": control.id]
        if let value = description.value { values["value"] = value }
        if let hint = description.hint {
            values["hint"] = hint
            values["hintID"] = "hint-\(hintCounter)"
        }
        return values.merging(extra) { _, new in new }
    }

    /// Records a control that templates write out themselves (the skip link, native audio controls).
    func record(page: String, id: String, role: String, _ description: AccessibilityDescription) {
        entries.append(Entry(page: page, id: id, role: role, description: description))
    }

    /// Rows of the inventory page.
    func inventoryRows() -> [[String: Any]] {
        entries.map { entry in
            [
                "page": entry.page, "id": entry.id, "role": entry.role, "label": entry.description.label,
                "value": entry.description.value ?? "", "hint": entry.description.hint ?? "",
                "spoken": entry.description.spoken(locale: locale),
            ]
        }
    }
}
