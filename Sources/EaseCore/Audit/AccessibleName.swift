import EaseHTML

/// The accessible name of an element, following the order of the accessible-name computation:
/// `aria-labelledby` → `aria-label` → the native label (`alt`, `<label>`, `<title>`, `value`) →
/// the content (for roles named from content) → `title`. Hidden content (`aria-hidden`, `hidden`)
/// does not count.
public enum AccessibleName {
    static let namedFromContent: Set<String> = ["a", "button", "summary", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "option", "label", "legend", "caption", "li"]

    static let labels = HTMLElementQuery(named: ["label"])

    /// The name, whitespace collapsed; "" when there is none.
    public static func of(_ element: HTMLElement, in page: AuditPage) -> String {
        collapse(compute(element, in: page, visited: []))
    }

    static func compute(_ element: HTMLElement, in page: AuditPage, visited: Set<Int>) -> String {
        if let ids = element["aria-labelledby"], !visited.contains(element.index) {
            let names = ids.split(whereSeparator: \.isWhitespace).compactMap { page.ids[String($0)]?.first }
                .map { content($0, in: page, visited: visited.union([element.index])) }
            let joined = collapse(names.joined(separator: " "))
            if !joined.isEmpty { return joined }
        }
        if let label = element["aria-label"], !collapse(label).isEmpty { return label }
        switch element.name {
        case "img", "area":
            if let alt = element["alt"] { return alt }
        case "input":
            let type = (element["type"] ?? "text").lowercased()
            if type == "image", let alt = element["alt"] { return alt }
            if ["submit", "reset", "button"].contains(type) {
                return element["value"] ?? (type == "submit" ? "Submit" : type == "reset" ? "Reset" : "")
            }
            if let label = label(for: element, in: page, visited: visited), !label.isEmpty { return label }
        case "select", "textarea", "meter", "progress", "output":
            if let label = label(for: element, in: page, visited: visited), !label.isEmpty { return label }
        case "svg":
            if let title = element.elements.first(where: { $0.name == "title" }) { return title.textContent }
        case "iframe", "audio", "video":
            break
        case "fieldset":
            if let legend = element.elements.first(where: { $0.name == "legend" }) { return content(legend, in: page, visited: visited) }
        case "table":
            if let caption = element.elements.first(where: { $0.name == "caption" }) { return content(caption, in: page, visited: visited) }
        default:
            break
        }
        let role = element["role"]
        if namedFromContent.contains(element.name) || ["button", "link", "tab", "menuitem", "option", "heading", "checkbox", "radio", "switch"].contains(role ?? "") {
            let text = content(element, in: page, visited: visited)
            if !collapse(text).isEmpty { return text }
        }
        return element["title"] ?? ""
    }

    /// The name from content: text and the names of embedded elements, skipping hidden ones.
    static func content(_ element: HTMLElement, in page: AuditPage, visited: Set<Int>) -> String {
        var out = ""
        for child in element.children {
            switch child {
            case .text(let text): out += text
            case .element(let inner):
                if inner.has("hidden") || inner["aria-hidden"] == "true" || ["script", "style", "template"].contains(inner.name) { continue }
                if inner.name == "img" || inner.name == "svg" || inner.has("aria-label") || inner.has("aria-labelledby") {
                    out += " " + compute(inner, in: page, visited: visited) + " "
                } else {
                    out += (["div", "p", "li", "br"].contains(inner.name) ? " " : "") + content(inner, in: page, visited: visited)
                }
            }
        }
        return out
    }

    /// The text of `<label for=…>` or of a wrapping `<label>`.
    static func label(for element: HTMLElement, in page: AuditPage, visited: Set<Int>) -> String? {
        if let id = element["id"] {
            let labels = page.document.elements(matching: Self.labels).filter { $0["for"] == id }
            if !labels.isEmpty { return collapse(labels.map { content($0, in: page, visited: visited) }.joined(separator: " ")) }
        }
        if let wrapping = page.nearestAncestor(of: element, where: { $0.name == "label" }) {
            return collapse(content(wrapping, in: page, visited: visited))
        }
        return nil
    }

    /// The text with runs of white space as single spaces and none at either end.
    static func collapse(_ text: String) -> String {
        if isCollapsed(text) { return text }
        if let collapsed = asciiCollapsed(text) { return collapsed }
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if WCAG.isWhitespace(scalar) {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(" "); pendingSpace = false }
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// ``collapse(_:)`` of all-ASCII text, byte by byte into the new string's storage (white
    /// space is then space, tab, line feed, vertical tab, form feed and carriage return); `nil`
    /// for text with any other byte, which takes the Unicode-aware path.
    private static func asciiCollapsed(_ text: String) -> String? {
        var isASCII = true
        let collapsed = String(unsafeUninitializedCapacity: text.utf8.count) { out in
            var count = 0
            var pendingSpace = false
            for byte in text.utf8 {
                guard byte < 0x80 else {
                    isASCII = false
                    return 0
                }
                if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                    pendingSpace = count > 0
                } else {
                    if pendingSpace {
                        out[count] = 0x20
                        count += 1
                        pendingSpace = false
                    }
                    out[count] = byte
                    count += 1
                }
            }
            return count
        }
        return isASCII ? collapsed : nil
    }

    /// Whether the text is already collapsed: single spaces between words and none at either end.
    /// Non-ASCII white space all starts with one of the UTF-8 lead bytes C2, E1, E2 or E3; text
    /// with any of them (or an ASCII control) takes the Unicode-aware path.
    private static func isCollapsed(_ text: String) -> Bool {
        // Over the contiguous bytes: stepping the UTF-8 view's index was most of the test's time.
        text.withContiguousUTF8(isCollapsed)
    }

    private static func isCollapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousIsSpace = true
        for byte in bytes {
            if (byte >= 0x09 && byte <= 0x0D) || byte == 0xC2 || (byte >= 0xE1 && byte <= 0xE3) { return false }
            let isSpace = byte == 0x20
            if isSpace && previousIsSpace { return false }
            previousIsSpace = isSpace
        }
        return !previousIsSpace || bytes.isEmpty
    }
}
