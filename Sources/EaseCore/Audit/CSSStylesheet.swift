/// A stylesheet parsed just far enough for the audit: style rules (with the media query they sit
/// in), and keyframes with the properties they animate and the opacity of their frames.
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
    /// Keyframes name → what its frames animate.
    public var keyframes: [String: CSSKeyframes] = [:]

    /// Parses CSS text.
    public init(_ text: String) {
        var parser = CSSParser(text)
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

/// A `@keyframes` block as the audit reads it: the properties its frames set, and the course of
/// its opacity, which can flash.
public struct CSSKeyframes: Sendable, Equatable {
    /// One frame's opacity: at `offset` (0…1 of the animation's duration), `value` (0…1).
    public struct Frame: Sendable, Equatable {
        public var offset: Double
        public var value: Double
    }

    /// The properties any frame sets.
    public var properties: Set<String> = []
    /// The frames that set opacity, by offset.
    public internal(set) var opacity: [Frame] = []
    /// How many times one play changes the opacity (``OpacityFlashes``), without the jump back
    /// to its first frame at a repeat; set with the frames by the parser.
    public internal(set) var opacityChanges = 0

    /// The opacity's course through one play, with the element's own opacity (1) where the
    /// frames give no first or last one.
    var course: [Frame] {
        guard let first = opacity.first, let last = opacity.last else { return [] }
        return (first.offset > 0 ? [Frame(offset: 0, value: 1)] : []) + opacity + (last.offset < 1 ? [Frame(offset: 1, value: 1)] : [])
    }

    /// A frame selector's offset: `from`, `to` or a percentage.
    static func offset(_ selector: Substring) -> Double? {
        var text = selector
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        guard text.last == "%" else {
            let word = String(text).lowercased()
            return word == "from" ? 0 : word == "to" ? 1 : nil
        }
        guard let percent = Double(text.dropLast()), percent >= 0, percent <= 100 else { return nil }
        return percent / 100
    }

    /// A number or a percentage as a fraction (`0.6`, `60%`).
    static func fraction(_ value: String) -> Double? {
        let text = value.trimmingWhitespace()
        let number = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 } : Double(text)
        return number.flatMap { $0.isFinite ? $0 : nil }
    }
}
