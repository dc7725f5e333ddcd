import EaseHTML

/// A selector the audit can evaluate statically: compounds of type, `#id`, `.class`, `[attr]`,
/// `[attr="value"]` and `:root`, joined by descendant or child combinators. Selectors with other
/// pseudo-classes (`:hover`, `:focus`, `::before`, `:not(…)`) describe states a static page is not
/// in, so they never match.
public struct CSSSelector: Sendable {
    struct Compound: Sendable {
        var tag: String?
        var id: String?
        var classes: [String] = []
        var attributes: [(name: String, value: String?)] = []
        var isRoot = false
        var isUniversal = false
    }

    enum Combinator: Sendable { case descendant, child }

    /// Compounds from left to right, each with the combinator that joins it to the next.
    private var parts: [(Compound, Combinator)]
    /// CSS specificity (ids, classes, types).
    public let specificity: (Int, Int, Int)
    /// The selector as written.
    public let text: String

    /// Parses a selector; `nil` when it uses something a static evaluation cannot match.
    public init?(_ text: String) {
        let trimmed = text.trimming(where: Self.isWhitespaceOrNewline)
        guard !trimmed.isEmpty else { return nil }
        self.text = trimmed
        var parts: [(Compound, Combinator)] = []
        var pendingCombinator = Combinator.descendant
        let tokens = Self.tokens(of: trimmed)
        var ids = 0, classes = 0, types = 0
        for token in tokens {
            if token == ">" { pendingCombinator = .child; continue }
            guard let compound = Self.compound(token) else { return nil }
            if !parts.isEmpty { parts[parts.count - 1].1 = pendingCombinator }
            parts.append((compound, .descendant))
            pendingCombinator = .descendant
            ids += compound.id == nil ? 0 : 1
            classes += compound.classes.count + compound.attributes.count + (compound.isRoot ? 1 : 0)
            types += compound.tag == nil ? 0 : 1
        }
        guard !parts.isEmpty else { return nil }
        self.parts = parts
        specificity = (ids, classes, types)
    }

    /// The selector's compounds and `>` combinators, split at spaces and around every `>` (whole
    /// characters: a `>` with a combining mark on it is not a combinator).
    private static func tokens(of text: String) -> [String] {
        // In ASCII text the only character of two scalars is CR LF, so a space or `>` byte is a
        // whole character: split the bytes.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            var tokens: [String] = []
            var start = 0
            let bytes = Array(text.utf8)
            for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: " ") || byte == UInt8(ascii: ">") {
                if offset > start { tokens.append(String(decoding: bytes[start..<offset], as: UTF8.self)) }
                if byte == UInt8(ascii: ">") { tokens.append(">") }
                start = offset + 1
            }
            if bytes.count > start { tokens.append(String(decoding: bytes[start...], as: UTF8.self)) }
            return tokens
        }
        var tokens: [String] = []
        var token = ""
        for character in text {
            if character == " " || character == ">" {
                if !token.isEmpty { tokens.append(token) }
                token = ""
                if character == ">" { tokens.append(">") }
            } else {
                token.append(character)
            }
        }
        if !token.isEmpty { tokens.append(token) }
        return tokens
    }

    /// Foundation's `whitespacesAndNewlines`: Unicode's `White_Space` and the zero-width space.
    private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }

    /// What the rightmost compound requires, for indexing rules: an id, else a class, else a tag.
    public var key: (id: String?, className: String?, tag: String?) {
        let last = parts[parts.count - 1].0
        return (last.id, last.classes.first, last.tag)
    }

    /// The ids the selector tests anywhere.
    public var testedIDs: [String] {
        parts.compactMap(\.0.id)
    }

    /// The attribute names the selector tests anywhere.
    public var testedAttributes: Set<String> {
        Set(parts.flatMap { $0.0.attributes.map(\.name) })
    }

    /// The tag, classes and attribute tests of the rightmost compound.
    public var subject: (tag: String?, classes: [String], attributes: [(name: String, value: String?)]) {
        let last = parts[parts.count - 1].0
        return (last.tag, last.classes, last.attributes)
    }

    /// Attribute tests on the `html` element (the leftmost compound when it is `html`), such as
    /// `[data-motion="full"]`: conditions a visitor's own setting creates.
    public var rootAttributes: [(name: String, value: String?)] {
        let first = parts[0].0
        return first.tag == "html" ? first.attributes : []
    }

    /// Whether the selector matches an element, given its ancestors (nearest last).
    public func matches(_ element: HTMLElement, ancestors: [HTMLElement]) -> Bool {
        guard Self.matches(parts[parts.count - 1].0, element, isRoot: ancestors.isEmpty) else { return false }
        var index = parts.count - 2
        var level = ancestors.count - 1
        while index >= 0 {
            let (compound, combinator) = parts[index]
            if combinator == .child {
                guard level >= 0, Self.matches(compound, ancestors[level], isRoot: level == 0) else { return false }
                level -= 1
            } else {
                while level >= 0, !Self.matches(compound, ancestors[level], isRoot: level == 0) { level -= 1 }
                guard level >= 0 else { return false }
                level -= 1
            }
            index -= 1
        }
        return true
    }

    private static func matches(_ compound: Compound, _ element: HTMLElement, isRoot: Bool) -> Bool {
        if let tag = compound.tag, tag != element.name { return false }
        if compound.isRoot, !(isRoot && element.name == "html") { return false }
        if let id = compound.id, element["id"] != id { return false }
        if !compound.classes.allSatisfy(element.hasClass) { return false }
        for (name, value) in compound.attributes {
            guard let actual = element[name] else { return false }
            if let value, actual != value { return false }
        }
        return true
    }
}

