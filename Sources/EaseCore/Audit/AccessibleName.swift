import EaseBytes
import EaseHTML

/// The accessible name of an element, following the order of the accessible-name computation:
/// `aria-labelledby` → `aria-label` → the native label (`alt`, `<label>`, `<title>`, `value`) →
/// the content (for roles named from content) → `title`. Hidden content (`aria-hidden`, `hidden`)
/// does not count.
public enum AccessibleName {
    static let namedFromContent = HTMLNameSet(["a", "button", "summary", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "option", "label", "legend", "caption", "li"])

    /// The roles named from their content.
    static let contentRoles = ["button", "link", "tab", "menuitem", "option", "heading", "checkbox", "radio", "switch"]

    static let labels = HTMLElementQuery(named: ["label"])

    /// The name, whitespace collapsed; "" when there is none.
    public static func of(_ element: HTMLElement, in page: AuditPage) -> String {
        collapse(compute(element, in: page, visited: []))
    }

    // Names are compared by code (``AuditNameCodes``): this runs on every link and button of
    // every page, and on the elements inside them.
    static func compute(_ element: HTMLElement, in page: AuditPage, visited: Set<Int>) -> String {
        let names = AuditNameCodes.shared
        if let ids = element[code: names.ariaLabelledby], !visited.contains(element.index) {
            let labels = ids.whitespaceSeparatedWords().compactMap { page.ids[String($0)] }
                .map { content($0, in: page, visited: visited.union([element.index])) }
            let joined = collapse(labels.joined(separator: " "))
            if !joined.isEmpty { return joined }
        }
        // Whether text collapses to nothing is whether it is all white space: asked without
        // collapsing it (the caller collapses the name it gets, once).
        if let label = element[code: names.ariaLabel], !WCAG.isBlank(label) { return label }
        switch element.nameCode {
        case names.img, names.area:
            if let alt = element[code: names.alt] { return alt }
        case names.input:
            let type = (element[code: names.type] ?? "text").lowercased()
            if type == "image", let alt = element[code: names.alt] { return alt }
            if type == "submit" || type == "reset" || type == "button" {
                return element[code: names.value] ?? (type == "submit" ? "Submit" : type == "reset" ? "Reset" : "")
            }
            if let label = label(for: element, in: page, visited: visited), !label.isEmpty { return label }
        case names.select, names.textarea, names.meter, names.progress, names.output:
            if let label = label(for: element, in: page, visited: visited), !label.isEmpty { return label }
        case names.svg:
            if let title = element.elements.first(where: { $0.nameCode == names.title }) { return title.textContent }
        case names.fieldset:
            if let legend = element.elements.first(where: { $0.nameCode == names.legend }) { return content(legend, in: page, visited: visited) }
        case names.table:
            if let caption = element.elements.first(where: { $0.nameCode == names.caption }) { return content(caption, in: page, visited: visited) }
        default:
            break
        }
        if namedFromContent.contains(nameOf: element) || element[code: names.role].map(contentRoles.contains) == true {
            let text = content(element, in: page, visited: visited)
            if !WCAG.isBlank(text) { return text }
        }
        return element[code: names.title] ?? ""
    }

    /// The name from content: text and the names of embedded elements, skipping hidden ones.
    static func content(_ element: HTMLElement, in page: AuditPage, visited: Set<Int>) -> String {
        let names = AuditNameCodes.shared
        var out = ""
        for child in element.children {
            switch child {
            case .text(let text): out += text
            case .element(let inner):
                let name = inner.nameCode
                if inner.has(names.hidden) || inner[code: names.ariaHidden] == "true" || name == names.script || name == names.style
                    || name == names.template { continue }
                if name == names.img || name == names.svg || inner.has(names.ariaLabel) || inner.has(names.ariaLabelledby) {
                    out += " " + compute(inner, in: page, visited: visited) + " "
                } else {
                    let isBlock = name == names.div || name == names.p || name == names.li || name == names.br
                    out += (isBlock ? " " : "") + content(inner, in: page, visited: visited)
                }
            }
        }
        return out
    }

    /// The text of `<label for=…>` or of a wrapping `<label>`. A label's text is read with the
    /// field marked visited, and a field already visited has no label: a field inside its own
    /// label that the label's text asks the name of (one with a blank `aria-label`) had asked
    /// its label again, without end, until the stack ran out.
    static func label(for element: HTMLElement, in page: AuditPage, visited: Set<Int>) -> String? {
        guard !visited.contains(element.index) else { return nil }
        let visited = visited.union([element.index])
        let names = AuditNameCodes.shared
        if let id = element[code: names.id] {
            let labels = page.labels.filter { $0[code: names.for] == id }
            if !labels.isEmpty { return collapse(labels.map { content($0, in: page, visited: visited) }.joined(separator: " ")) }
        }
        if let wrapping = page.nearestAncestor(of: element, where: { $0.nameCode == names.label }) {
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
            if CommonScalars.isWhitespace(scalar) {
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
        text.withContiguousUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard !bytes.isEmpty else { return "" }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                SpaceRuns.close(bytes, into: out.baseAddress!, isSpace: isASCIIWhiteSpace)
            }
        }
    }

    /// Whether a byte is ASCII white space as a name's text has it (``collapse(_:)``): space, tab,
    /// line feed, vertical tab, form feed or carriage return.
    @inline(__always)
    static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte &- 0x09 <= 4
    }

    /// Whether the text is already collapsed: single spaces between words and none at either end.
    /// Non-ASCII white space is found by its UTF-8 bytes (``startsNonASCIIWhitespace(_:at:)``):
    /// text that has none (a title with a middle dot, a name in Cyrillic) needs no collapsing either.
    private static func isCollapsed(_ text: String) -> Bool {
        // Over the contiguous bytes: stepping the UTF-8 view's index was most of the test's time.
        text.withContiguousUTF8(isCollapsed)
    }

    private static func isCollapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previousIsSpace = true
        for index in bytes.indices {
            let byte = bytes[index]
            if (byte >= 0x09 && byte <= 0x0D) || (byte >= 0xC2 && startsNonASCIIWhitespace(bytes, at: index)) { return false }
            let isSpace = byte == 0x20
            if isSpace && previousIsSpace { return false }
            previousIsSpace = isSpace
        }
        return !previousIsSpace || bytes.isEmpty
    }

    /// Whether the UTF-8 sequence starting at `index` is a character with Unicode's White_Space
    /// property beyond ASCII: U+0085, U+00A0, U+1680, U+2000–U+200A, U+2028, U+2029, U+202F,
    /// U+205F and U+3000.
    static func startsNonASCIIWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        func byte(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        switch bytes[index] {
        case 0xC2: return byte(1) == 0x85 || byte(1) == 0xA0
        case 0xE1: return byte(1) == 0x9A && byte(2) == 0x80
        case 0xE2:
            if byte(1) == 0x81 { return byte(2) == 0x9F }
            let last = byte(2)
            return byte(1) == 0x80 && ((last >= 0x80 && last <= 0x8A) || last == 0xA8 || last == 0xA9 || last == 0xAF)
        case 0xE3: return byte(1) == 0x80 && byte(2) == 0x80
        default: return false
        }
    }
}
