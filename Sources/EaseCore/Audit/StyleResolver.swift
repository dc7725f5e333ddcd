import EaseHTML

/// The styles the audit needs for one element, after the cascade and inheritance.
public struct ResolvedStyle: Sendable {
    /// Custom properties (inherited).
    public var customProperties: [String: String] = [:]
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

/// Applies a page's stylesheets to its elements: selector matching, specificity and order,
/// `!important`, custom properties with `var()` and fallbacks, and inheritance of colour and font.
/// Rules inside `@media` are not applied (the audit evaluates the default, no-preference page).
public struct StyleResolver {
    let stylesheet: CSSStylesheet
    private(set) var styles: [ObjectIdentifier: ResolvedStyle] = [:]
    /// Rules indexed by their selectors' rightmost id, class or tag, as browsers do, so each
    /// element is matched only against rules that can apply to it.
    private var byID: [String: [(CSSSelector, Int)]] = [:]
    private var byClass: [String: [(CSSSelector, Int)]] = [:]
    private var byTag: [String: [(CSSSelector, Int)]] = [:]
    private var universal: [(CSSSelector, Int)] = []
    /// Attribute names any selector tests; with tag, id and classes they decide which rules match.
    private var testedAttributes: Set<String> = ["hidden", "aria-hidden"]

    /// Resolves every element of a document.
    public init(document: HTMLDocument, stylesheet: CSSStylesheet) {
        self.stylesheet = stylesheet
        for (index, rule) in stylesheet.rules.enumerated() where rule.media.isEmpty {
            for selector in rule.selectors {
                let key = selector.key
                if let id = key.id { byID[id, default: []].append((selector, index)) }
                else if let name = key.className { byClass[name, default: []].append((selector, index)) }
                else if let tag = key.tag { byTag[tag, default: []].append((selector, index)) }
                else { universal.append((selector, index)) }
                testedAttributes.formUnion(selector.testedAttributes)
            }
        }
        guard let root = document.root else { return }
        // Elements with the same parent style, tag, id, classes and tested attributes get the same
        // style: most of a page is paragraphs and list items in identical surroundings, so each
        // distinct combination is resolved once.
        var memo: [StyleKey: (Int, ResolvedStyle)] = [:]
        var stack: [(HTMLElement, [HTMLElement], ResolvedStyle, Int)] = [(root, [], ResolvedStyle(), -1)]
        while let (element, ancestors, parent, parentKey) = stack.popLast() {
            let key = StyleKey(parent: parentKey, name: element.name, id: element["id"], classes: element.classes,
                               attributes: element.attributes.filter { testedAttributes.contains($0.name) }.map { $0.name + "=" + $0.value })
            let entry: (Int, ResolvedStyle)
            if let known = memo[key] {
                entry = known
            } else {
                entry = (memo.count, resolve(element, ancestors: ancestors, parent: parent))
                memo[key] = entry
            }
            styles[ObjectIdentifier(element)] = entry.1
            for child in element.elements.reversed() { stack.append((child, ancestors + [element], entry.1, entry.0)) }
        }
    }

    private struct StyleKey: Hashable {
        let parent: Int
        let name: String
        let id: String?
        let classes: Set<String>
        let attributes: [String]
    }

    /// The resolved style of an element of the document.
    public func style(of element: HTMLElement) -> ResolvedStyle? { styles[ObjectIdentifier(element)] }

    private func resolve(_ element: HTMLElement, ancestors: [HTMLElement], parent: ResolvedStyle) -> ResolvedStyle {
        var candidates = universal + (byTag[element.name] ?? [])
        if let id = element["id"] { candidates += byID[id] ?? [] }
        for name in element.classes { candidates += byClass[name] ?? [] }
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
        style.customProperties = parent.customProperties
        for (property, value) in declared where property.hasPrefix("--") { style.customProperties[property] = value }
        func value(_ property: String) -> String? {
            declared[property].map { substitute($0, style.customProperties) }
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
        return style
    }

    /// Replaces `var(--name, fallback)` with the custom property's value.
    func substitute(_ value: String, _ properties: [String: String], depth: Int = 0) -> String {
        guard depth < 8, let start = value.range(of: "var(") else { return value }
        var level = 1
        var index = start.upperBound
        while index < value.endIndex, level > 0 {
            if value[index] == "(" { level += 1 } else if value[index] == ")" { level -= 1 }
            if level > 0 { index = value.index(after: index) }
        }
        guard index < value.endIndex else { return value }
        let inner = value[start.upperBound..<index]
        let parts = inner.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let replacement = properties[parts[0]] ?? (parts.count > 1 ? parts[1] : "")
        let substituted = value[..<start.lowerBound] + replacement + value[value.index(after: index)...]
        return substitute(String(substituted), properties, depth: depth + 1)
    }

    /// Whitespace-separated tokens, keeping parenthesised groups whole.
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character.isWhitespace, depth == 0 {
                if !current.isEmpty { tokens.append(current); current = "" }
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    /// A length in CSS pixels from `px`, `rem`, `em` or `%`.
    static func length(_ text: String, parentFontSize: Double) -> Double? {
        let value = text.trimmingCharacters(in: .whitespaces).lowercased()
        if value.hasSuffix("rem") { return Double(value.dropLast(3)).map { $0 * 16 } }
        if value.hasSuffix("em") { return Double(value.dropLast(2)).map { $0 * parentFontSize } }
        if value.hasSuffix("px") { return Double(value.dropLast(2)) }
        if value.hasSuffix("%") { return Double(value.dropLast()).map { $0 / 100 * parentFontSize } }
        return nil
    }
}

import Foundation
