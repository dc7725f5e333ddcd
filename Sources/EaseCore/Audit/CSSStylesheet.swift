/// A stylesheet parsed just far enough for the audit: style rules (with the media query they sit
/// in), and keyframes with the properties they animate.
public struct CSSStylesheet: Sendable {
    /// A declaration such as `color: #fff !important`.
    public struct Declaration: Sendable {
        public var property: String
        public var value: String
        public var isImportant: Bool
    }

    /// A style rule.
    public struct Rule: Sendable {
        /// The selectors of the rule's selector list.
        public var selectors: [CSSSelector]
        public var declarations: [Declaration]
        /// The media condition around the rule (lower-cased), or "" for none.
        public var media: String
        /// Position in the cascade (later wins on equal specificity).
        public var order: Int
    }

    public var rules: [Rule] = []
    /// Keyframes name → properties animated in any frame.
    public var keyframes: [String: Set<String>] = [:]

    /// Parses CSS text.
    public init(_ text: String) {
        var parser = CSSParser(Array(CSSParser.stripComments(text).unicodeScalars))
        var order = 0
        parser.parseBlock(media: "", into: &self, order: &order)
    }

    /// Merges another stylesheet after this one: its rules come later in the cascade.
    public mutating func append(_ other: CSSStylesheet) {
        let offset = (rules.last?.order ?? 0)
        rules += other.rules.map { rule in
            var rule = rule
            rule.order += offset
            return rule
        }
        keyframes.merge(other.keyframes) { _, new in new }
    }
}

/// A recursive-descent reader over CSS text.
struct CSSParser {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    static func stripComments(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                index += 2
                while index + 1 < scalars.count, !(scalars[index] == "*" && scalars[index + 1] == "/") { index += 1 }
                index += 2
            } else {
                out.append(scalars[index])
                index += 1
            }
        }
        return String(out)
    }

    /// Reads up to (not including) one of the stop characters at nesting depth 0.
    mutating func read(until stops: Set<Unicode.Scalar>) -> String {
        var out = String.UnicodeScalarView()
        var depth = 0
        var quote: Unicode.Scalar?
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "(" || scalar == "[" {
                depth += 1
            } else if scalar == ")" || scalar == "]" {
                depth -= 1
            } else if depth <= 0, stops.contains(scalar) {
                break
            }
            out.append(scalar)
            index += 1
        }
        return Self.trimmed(out)
    }

    /// The text without leading and trailing white space (cheaper than Foundation's trimming).
    static func trimmed(_ scalars: String.UnicodeScalarView) -> String {
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].properties.isWhitespace { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    mutating func parseBlock(media: String, into sheet: inout CSSStylesheet, order: inout Int) {
        while index < scalars.count {
            let prelude = read(until: ["{", "}", ";"])
            guard index < scalars.count else { return }
            let stop = scalars[index]
            index += 1
            if stop == "}" { return }
            if stop == ";" { continue }
            let lower = prelude.lowercased()
            if lower.hasPrefix("@media") {
                let condition = String(lower.dropFirst(6)).trimmingWhitespace()
                parseBlock(media: media.isEmpty ? condition : media + " and " + condition, into: &sheet, order: &order)
            } else if lower.hasPrefix("@supports") || lower.hasPrefix("@layer") {
                parseBlock(media: media, into: &sheet, order: &order)
            } else if lower.hasPrefix("@keyframes") || lower.hasPrefix("@-webkit-keyframes") {
                let name = String(prelude.split(separator: " ").last ?? "")
                var properties: Set<String> = []
                while index < scalars.count {
                    _ = read(until: ["{", "}"])
                    guard index < scalars.count else { break }
                    let stop = scalars[index]
                    index += 1
                    if stop == "}" { break }
                    properties.formUnion(parseDeclarations().map(\.property))
                }
                sheet.keyframes[name] = properties
            } else if lower.hasPrefix("@") {
                skipBlock()
            } else {
                let selectors = prelude.split(separator: ",").compactMap { CSSSelector(String($0)) }
                let declarations = parseDeclarations()
                order += 1
                sheet.rules.append(CSSStylesheet.Rule(selectors: selectors, declarations: declarations, media: media, order: order))
            }
        }
    }

    /// Reads declarations up to and including the closing `}`.
    mutating func parseDeclarations() -> [CSSStylesheet.Declaration] {
        var declarations: [CSSStylesheet.Declaration] = []
        while index < scalars.count {
            let text = read(until: [";", "}"])
            let stop = index < scalars.count ? scalars[index] : "}"
            index += 1
            if let colon = text.firstIndex(of: ":") {
                let property = text[..<colon].trimmingWhitespace().lowercased()
                var value = text[text.index(after: colon)...].trimmingWhitespace()
                var important = false
                if value.lowercased().hasSuffix("!important") {
                    important = true
                    value = String(value.dropLast("!important".count)).trimmingWhitespace()
                }
                declarations.append(CSSStylesheet.Declaration(property: property, value: value, isImportant: important))
            }
            if stop == "}" { break }
        }
        return declarations
    }

    mutating func skipBlock() {
        var depth = 1
        while index < scalars.count, depth > 0 {
            if scalars[index] == "{" { depth += 1 } else if scalars[index] == "}" { depth -= 1 }
            index += 1
        }
    }
}

import Foundation
