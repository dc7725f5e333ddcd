import EaseTemplates

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

    /// A control of the layout, read the same way on `pages` pages (the skip link; a tab, once
    /// as selected on the pages of its tab and once as not selected on the others).
    struct LayoutEntry {
        let id: String
        let role: String
        let description: AccessibilityDescription
        var pages: Int
    }

    /// The controls each page has of its own, in the order they were rendered.
    private(set) var entries: [Entry] = []
    /// The layout's controls, each way they are read once: every page has them, so listing them
    /// per page would repeat the same rows for every page of the site.
    private(set) var layoutEntries: [LayoutEntry] = []
    /// How many pages recorded the layout's controls: counted, not kept in a set (hashing the
    /// Learn tab's ten thousand routes on one core at the end of the site). A site renders each
    /// route once; debug builds (the tests) hold the pages to that.
    private var layoutPageCount = 0
    #if DEBUG
    private var layoutPages: Set<String> = []
    #endif
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

    /// Records a control of one page that is not made through ``control(_:page:role:extra:)`` (the
    /// Learn list's links, the pager, native audio controls).
    func record(page: String, id: String, role: String, _ description: AccessibilityDescription) {
        record(Entry(page: page, id: id, role: role, description: description))
    }

    /// Records a control made elsewhere (on another core), taking it over rather than copying it.
    func record(_ entry: consuming Entry) {
        entries.append(entry)
    }

    /// One control of the layout as it is read on some pages.
    struct LayoutControl {
        let id: String
        let role: String
        let description: AccessibilityDescription
    }

    /// Records the layout's controls, each read the same way on each of `pages` (the skip link,
    /// the tabs), counted once for all the controls. Each page's layout is recorded once, with
    /// all its controls, as the site renders it.
    func recordLayout(pages: [String], _ controls: [LayoutControl]) {
        guard !pages.isEmpty else { return }
        layoutPageCount += pages.count
        #if DEBUG
        for page in pages { assert(layoutPages.insert(page).inserted, "the layout of \(page) recorded twice") }
        #endif
        for control in controls {
            if let known = layoutEntries.firstIndex(where: { $0.id == control.id && $0.role == control.role && $0.description == control.description }) {
                layoutEntries[known].pages += pages.count
            } else {
                layoutEntries.append(LayoutEntry(id: control.id, role: control.role, description: control.description, pages: pages.count))
            }
        }
    }

    /// Rows of the inventory's table of the layout's controls: by control in the order they first
    /// appeared, a selected tab before the same tab not selected; `where` is `text` of a `ui` key.
    func layoutRows(text: (String) -> String) -> [TemplateValues] {
        let firstSeen = Dictionary(layoutEntries.enumerated().map { ($1.id, $0) }, uniquingKeysWith: min)
        let ordered = layoutEntries.enumerated().sorted { lhs, rhs in
            let (left, right) = (firstSeen[lhs.element.id]!, firstSeen[rhs.element.id]!)
            if left != right { return left < right }
            let (leftSelected, rightSelected) = (lhs.element.description.traits.contains(.selected), rhs.element.description.traits.contains(.selected))
            return leftSelected != rightSelected ? leftSelected : lhs.offset < rhs.offset
        }
        return ordered.map { _, entry in
            let place = entry.pages == layoutPageCount ? "labels-every-page"
                : entry.description.traits.contains(.selected) ? "labels-tab-pages" : "labels-other-pages"
            return row(id: entry.id, role: entry.role, entry.description, ["where": text(place)])
        }
    }

    /// Rows of the inventory's table of each page's own controls, one per recorded control (a
    /// site of ten thousand readings lists as many links), made as the table renders them
    /// (``TemplateRows``), so they are never all held at once. Every value is text.
    func inventoryRows() -> TemplateRows {
        let (entries, strings) = (self.entries, AccessibilityStrings.for(locale))
        // Each entry's fields read where the list holds it (`entries[index]` bound to a name copied the entry).
        return TemplateRows(count: entries.count) { index in
            Self.row(id: entries[index].id, role: entries[index].role, entries[index].description, strings: strings,
                     ["page": entries[index].page])
        }
    }

    private func row(id: String, role: String, _ description: AccessibilityDescription, _ extra: [String: String]) -> TemplateValues {
        Self.row(id: id, role: role, description, strings: AccessibilityStrings.for(locale), extra)
    }

    private static func row(id: String, role: String, _ description: AccessibilityDescription, strings: AccessibilityStrings,
                            _ extra: [String: String]) -> TemplateValues {
        var values: TemplateValues = [
            "id": .text(id), "role": .text(role), "label": .text(description.label), "value": .text(description.value ?? ""),
            "hint": .text(description.hint ?? ""), "spoken": .text(description.spoken(in: strings)),
        ]
        for (key, value) in extra { values[key] = .text(value) }
        return values
    }
}
