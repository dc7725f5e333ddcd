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
