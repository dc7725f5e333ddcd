import EaseHTML

/// The styles the audit needs for one element, after the cascade and inheritance.
public struct ResolvedStyle: Sendable {
    /// Text colour (inherited); `nil` when it could not be resolved.
    public var color: CSSColor? = CSSColor(0, 0, 0)
    /// The element's own background colour, if it sets one.
    public var backgroundColor: CSSColor?
    /// Whether the element paints a background image or gradient (contrast cannot be known).
    public var hasBackgroundImage = false
    /// Font size in CSS pixels (inherited).
    public var fontSize: Double = 16
    /// Font weight (inherited).
    public var fontWeight: Int = 400
    /// Whether the element is not rendered or is visually hidden.
    public var isHidden = false
    /// The element's own opacity, if it sets one below 1 (its text contrast then depends on what is behind).
    public var opacity: Double?
}

/// An element's style with the custom properties (`--name`) its descendants inherit.
struct CascadedStyle: Sendable {
    var style = ResolvedStyle()
    var customProperties: [String: String] = [:]
}

/// Applies a page's stylesheets to its elements: selector matching, specificity and order,
/// `!important`, custom properties with `var()` and fallbacks, and inheritance of colour and font.
/// Rules inside `@media` are not applied (the audit evaluates the default, no-preference page).
public struct StyleResolver {
    // Only the page's own tables are kept: the stylesheet and its rule index, shared by every
    // page, are read while the page is resolved. Kept too, every copy of a resolver (the page
    // hands one to the contrast rule) retained their eight arrays and dictionaries, which both
    // cores retained in turn.
    /// The distinct styles of the page.
    private var table: [ResolvedStyle] = []
    /// Each element's position in `table`, by element index (`-1`: not resolved).
    private var positions: [Int32] = []
    /// The number of each of `table`'s styles in the shared ``StyleMemo``.
    private var numbers: [Int] = []

    /// Resolves every element of a document.
    public init(document: HTMLDocument, stylesheet: CSSStylesheet) {
        self.init(document: document, styles: AuditStyles(stylesheet))
    }

    /// Resolves every element of a document with the rule index and the style memo shared by
    /// every page that uses the same stylesheets.
    init(document: HTMLDocument, styles shared: AuditStyles) {
        let testedIDs = shared.index.testedIDs
        guard document.root != nil else { return }
        // Elements with the same parent style, tag, id, classes and tested attributes get the same
        // style: most of a page is paragraphs and list items in identical surroundings, and every
        // page of a site shares its layout, so each distinct combination is resolved once. The
        // page's own table answers an element with no class, tested id or tested attribute (most
        // of them) without making a key; the others, nearly all distinct within their page but
        // met on the pages before, are keyed and found in the worker's table of the memo
        // (``StyleMemo/Local``), which asks the shared memo only for a key it has not met.
        var plain = ProbingTable<PlainStyleKey, Int>(capacity: 64)
        var sharedNumbers: [Int] = []
        // The memo read once (each read of a class's property in the loop retained the object
        // both cores share), and this page's lookups made in a table no other page uses meanwhile.
        let memo = shared.memo
        var local = memo.checkOut()
        defer { memo.checkIn(local) }
        // Names compared as codes, not as strings: HTML's own names by their shared codes, a
        // tested name of the page's own looked up on it.
        let names = AuditNameCodes.shared
        let head = names.head, idName = names.id, className = names.classAttribute
        let testedNames = shared.testedSharedCodes + shared.testedOwnNames.compactMap { document.code(of: $0) }
        // One pass in document order over the page's element records (numbers, no element
        // values): a parent is resolved before its children.
        var positions = [Int32](repeating: -1, count: document.elements.count)
        // Room for a reading page's styles at once (grown as they came, the two arrays were
        // reallocated a dozen times a page); a larger page's grow past it.
        var table: [ResolvedStyle] = []
        table.reserveCapacity(min(document.elements.count, 512))
        sharedNumbers.reserveCapacity(min(document.elements.count, 512))
        let sharedLimit = HTMLNameCode.sharedLimit
        // Written through a pointer: each write to the array from the closure checked that its
        // storage was its own.
        positions.withUnsafeMutableBufferPointer { positions in
            document.forEachElementRecord { element in
                // The parent's position in `table`, -1 for the root.
                let parent = element.parent < 0 ? -1 : Int(positions[element.parent])
                let nameCode = element.nameCode
                // The head is never rendered (every browser's own stylesheet hides it): nothing in it has a style.
                if element.parent >= 0 && parent < 0 || nameCode == head { return }
                // The attributes' names first: most elements have no class, no id a selector
                // names and no tested attribute, and then no value is read (no string made).
                var classPosition = -1, hasTestedAttribute = false
                for position in element.attributes {
                    let name = document.attributeNameCode(at: position)
                    if name == className { classPosition = position }
                    else if name == idName ? !testedIDs.isEmpty : testedNames.contains(name) { hasTestedAttribute = true }
                }
                let classes = classPosition < 0 ? "" : document.attributeValue(at: classPosition)
                var id: String?, attributes: [String] = []
                if hasTestedAttribute {
                    for position in element.attributes {
                        let name = document.attributeNameCode(at: position)
                        // An id no selector names (a heading's anchor) does not make the element's style differ.
                        if name == idName {
                            // The value is read only when some selector names an id (none of the site's do).
                            guard !testedIDs.isEmpty else { continue }
                            let value = document.attributeValue(at: position)
                            id = testedIDs.contains(value) ? value : nil
                        } else if name != className, testedNames.contains(name) {
                            attributes.append(document.attributeName(at: position) + "=" + document.attributeValue(at: position))
                        }
                    }
                }
                let isShared = nameCode.rawValue < sharedLimit
                // Most elements have no class, no id a selector names and no tested attribute: their
                // style follows from their parent's and their tag alone, looked up by those two numbers
                // without making a key (its strings and arrays) first.
                let isPlain = classes.isEmpty && id == nil && attributes.isEmpty && isShared
                // The parent's style by its shared number: children of equally styled parents share entries.
                let parentNumber = parent < 0 ? -1 : sharedNumbers[parent]
                let plainKey = isPlain ? PlainStyleKey(value: (parentNumber + 1) << 20 | nameCode.rawValue) : nil
                if let plainKey, let known = plain.value(for: plainKey) {
                    positions[element.index] = Int32(known)
                    return
                }
                // A plain element new to this page, met on an earlier page of this worker's table.
                if let plainKey, let entry = local.style(forPlain: plainKey) {
                    positions[element.index] = Int32(table.count)
                    plain.insert(plainKey, table.count)
                    table.append(entry.style)
                    sharedNumbers.append(entry.number)
                    return
                }
                let key = Key(parent: parentNumber, name: isShared ? nameCode.rawValue : -1,
                              ownName: isShared ? nil : document.element(at: element.index).name, id: id, classes: classes, attributes: attributes)
                // The closure that resolves a new style is made only for a key this worker has not
                // met: made for every key, it retained what it holds (the shared memo among them).
                let entry = local.style(for: key) ?? local.style(for: key, in: memo) {
                    // Only a style no page has needed before is resolved, from its parent's.
                    let inherited = parent < 0 ? CascadedStyle() : memo.cascaded(parentNumber)
                    let element = document.element(at: element.index)
                    return Self.resolve(element, ancestors: document.ancestors(of: element).reversed(), parent: inherited, in: shared)
                }
                positions[element.index] = Int32(table.count)
                if let plainKey {
                    plain.insert(plainKey, table.count)
                    local.keep(entry, forPlain: plainKey)
                }
                table.append(entry.style)
                sharedNumbers.append(entry.number)
            }
        }
        self.positions = positions
        self.table = table
        numbers = sharedNumbers
    }

    /// The resolved style of an element of the document; `nil` for the head and what is in it.
    public func style(of element: HTMLElement) -> ResolvedStyle? {
        style(ofElementAt: element.index)
    }

    /// The resolved style of the element at `index` of the document's elements; `nil` for the
    /// head and what is in it.
    public func style(ofElementAt index: Int) -> ResolvedStyle? {
        guard index < positions.count, positions[index] >= 0 else { return nil }
        return table[Int(positions[index])]
    }

    /// The number of the style of the element at `index` in the memo every page with these
    /// stylesheets shares: elements with the same number have the same style and the same
    /// ancestors' styles. `nil` for the head and what is in it.
    func number(ofElementAt index: Int) -> Int? {
        guard index < positions.count, positions[index] >= 0 else { return nil }
        return numbers[Int(positions[index])]
    }

    private static func resolve(_ element: HTMLElement, ancestors: [HTMLElement], parent inherited: CascadedStyle,
                                in shared: AuditStyles) -> CascadedStyle {
        let parent = inherited.style
        let stylesheet = shared.stylesheet
        let candidates = shared.index.candidates(for: element)
        // The most specific matching selector of each rule decides that rule's specificity.
        var best: [Int: (Int, Int, Int)] = [:]
        for (selector, index) in candidates where selector.matches(element, ancestors: ancestors) {
            if let current = best[index], current >= selector.specificity { continue }
            best[index] = selector.specificity
        }
        var matched: [(important: Bool, specificity: (Int, Int, Int), order: Int, declaration: CSSStylesheet.Declaration)] = []
        for (index, specificity) in best {
            let rule = stylesheet.rules[index]
            for declaration in rule.declarations {
                matched.append((declaration.isImportant, specificity, rule.order, declaration))
            }
        }
        matched.sort { lhs, rhs in
            if lhs.important != rhs.important { return !lhs.important }
            if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
            return lhs.order < rhs.order
        }
        var declared: [String: String] = [:]
        for entry in matched { declared[entry.declaration.property] = entry.declaration.value }

        var style = ResolvedStyle()
        var customProperties = inherited.customProperties
        for (property, value) in declared where property.hasPrefix("--") { customProperties[property] = value }
        func value(_ property: String) -> String? {
            declared[property].map { substitute($0, customProperties) }
        }
        if let opacity = value("opacity").flatMap(Double.init), opacity < 1 { style.opacity = opacity }
        style.color = parent.color
        if let text = value("color") {
            style.color = text.lowercased() == "inherit" || text.lowercased() == "currentcolor" ? parent.color : CSSColor(text)
        }
        style.fontSize = parent.fontSize
        if let size = value("font-size") { style.fontSize = Self.length(size, parentFontSize: parent.fontSize) ?? parent.fontSize }
        style.fontWeight = parent.fontWeight
        if let weight = value("font-weight") { style.fontWeight = weight == "bold" ? 700 : Int(weight) ?? parent.fontWeight }
        if ["h1", "h2", "h3", "h4", "strong", "b", "th"].contains(element.name), declared["font-weight"] == nil { style.fontWeight = 700 }
        for property in ["background-color", "background"] {
            guard let text = value(property) else { continue }
            if text.contains("gradient(") || text.contains("url(") { style.hasBackgroundImage = true }
            for token in Self.tokens(text) {
                if token.lowercased() == "currentcolor" { style.backgroundColor = style.color; break }
                if let color = CSSColor(token) { style.backgroundColor = color; break }
            }
        }
        style.isHidden = parent.isHidden || element.has("hidden") || element["aria-hidden"] == "true"
            || value("display") == "none" || value("visibility") == "hidden"
            || (value("clip")?.contains("rect(0") ?? false) || value("width") == "1px"
        return CascadedStyle(style: style, customProperties: customProperties)
    }

    /// Replaces `var(--name, fallback)` with the custom property's value.
    static func substitute(_ value: String, _ properties: [String: String], depth: Int = 0) -> String {
        guard depth < 8, let start = value.range(of: "var(") else { return value }
        var level = 1
        var index = start.upperBound
        while index < value.endIndex, level > 0 {
            if value[index] == "(" { level += 1 } else if value[index] == ")" { level -= 1 }
            if level > 0 { index = value.index(after: index) }
        }
        guard index < value.endIndex else { return value }
        let inner = value[start.upperBound..<index]
        let parts = inner.split(separator: ",", maxSplits: 1).map { $0.trimmingWhitespace() }
        let replacement = properties[parts[0]] ?? (parts.count > 1 ? parts[1] : "")
        let substituted = value[..<start.lowerBound] + replacement + value[value.index(after: index)...]
        return substitute(String(substituted), properties, depth: depth + 1)
    }

    /// Whitespace-separated tokens, keeping parenthesised groups whole.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        var depth = 0
        for scalar in text.unicodeScalars {
            if scalar == "(" { depth += 1 } else if scalar == ")" { depth -= 1 }
            // CSS white space is ASCII: space, tab, line feed, carriage return, form feed.
            if depth == 0, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" {
                if !current.isEmpty { tokens.append(String(current)); current = String.UnicodeScalarView() }
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { tokens.append(String(current)) }
        return tokens
    }

    /// A length in CSS pixels from `px`, `rem`, `em` or `%`.
    static func length(_ text: String, parentFontSize: Double) -> Double? {
        let value = text.trimmingWhitespace().lowercased()
        if value.hasSuffix("rem") { return Double(value.dropLast(3)).map { $0 * 16 } }
        if value.hasSuffix("em") { return Double(value.dropLast(2)).map { $0 * parentFontSize } }
        if value.hasSuffix("px") { return Double(value.dropLast(2)) }
        if value.hasSuffix("%") { return Double(value.dropLast()).map { $0 / 100 * parentFontSize } }
        return nil
    }
}

import Foundation
