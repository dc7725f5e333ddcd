import EaseHTML

/// The cascade: which declarations apply to an element, in which order, and what they make of
/// the colours, font and visibility the audit reads.
extension StyleResolver {
    /// The style of `element` (its ancestors in `ancestors`, as selectors match them) under the
    /// stylesheets of `shared`, inheriting from its parent's `inherited`: the cascade itself, run
    /// only for a style no page has needed before.
    static func resolve(_ element: HTMLElement, ancestors: [HTMLElement], parent inherited: CascadedStyle,
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

    /// Whitespace-separated tokens (and comma-separated, with `separatingCommas`: the motion
    /// rule's lists of animations), keeping parenthesised groups (`cubic-bezier(0.2, 0, 0, 1)`)
    /// whole. Read as bytes: the separators and parentheses are ASCII, and no other character's
    /// UTF-8 holds an ASCII byte.
    static func tokens(_ text: String, separatingCommas: Bool = false) -> [String] {
        var tokens: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var depth = 0, start = -1
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "(") { depth += 1 } else if byte == UInt8(ascii: ")") { depth -= 1 }
                // CSS white space is ASCII: space, tab, line feed, carriage return, form feed.
                let separates = depth == 0 && (byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
                    || separatingCommas && byte == UInt8(ascii: ","))
                if separates {
                    if start >= 0 { tokens.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                    start = -1
                } else if start < 0 {
                    start = index
                }
            }
            if start >= 0 { tokens.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
        }
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
