/// The type a front-matter or `site.yml` value must have.
public indirect enum SchemaType: Sendable {
    /// Any non-empty text.
    case text
    /// Any text, possibly empty (a rule decides what an empty value means).
    case optionalText
    /// A lower-case id: letters, digits and single hyphens (`deep-breathing`).
    case identifier
    /// A whole number in a range.
    case integer(ClosedRange<Int>)
    /// A number in a range.
    case number(ClosedRange<Double>)
    /// `true` or `false`.
    case boolean
    /// One of a fixed set of words.
    case choice([String])
    /// A colour as `#RRGGBB`.
    case color
    /// A time of day as `HH:MM` (24-hour).
    case clockTime
    /// A path relative to the content folder, under `media/`.
    case mediaPath
    /// A CSS easing: a keyword such as `ease-out`, or `cubic-bezier(x1, y1, x2, y2)`.
    case easing
    /// A list of values with a number of items in a range.
    case list(SchemaType, count: ClosedRange<Int>)
    /// A mapping with fixed keys.
    case object(ObjectSchema)
    /// A mapping from ids to values of one type.
    case dictionary(SchemaType)
    /// A motion choreography (checked by the motion rules, see docs/MOTION.md).
    case choreography
    /// Translatable text: a string, or a mapping from CLDR plural categories to strings.
    case localizable
    /// A mapping from string keys (`tabs.learn`, `ui.skip-to-content`) to translatable text.
    case stringTable

    /// How the type reads in messages and in docs/CONTENT.md.
    public var summary: String {
        switch self {
        case .text: return "text"
        case .optionalText: return "text (may be empty)"
        case .identifier: return "id"
        case .integer(let range): return "integer \(range.lowerBound)–\(range.upperBound)"
        case .number(let range): return "number \(Self.format(range.lowerBound))–\(Self.format(range.upperBound))"
        case .boolean: return "true/false"
        case .choice(let words): return words.map { "`\($0)`" }.joined(separator: " \\| ")
        case .color: return "colour `#RRGGBB`"
        case .clockTime: return "time `HH:MM`"
        case .mediaPath: return "media path"
        case .easing: return "CSS easing"
        case .list(let element, let count):
            let bound = count.upperBound == Int.max ? "\(count.lowerBound)+" :
                count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound)–\(count.upperBound)"
            return "list (\(bound)) of \(element.summary)"
        case .object(let schema): return "mapping of \(schema.fields.map(\.key).joined(separator: ", "))"
        case .dictionary(let element): return "map of id → \(element.summary)"
        case .choreography: return "choreography (docs/MOTION.md)"
        case .localizable: return "text, or plural forms (`one`, `few`, `many`, `other`…)"
        case .stringTable: return "map of string key → text or plural forms"
        }
    }

    /// A number for messages and docs, a whole one without a decimal point: `20`, `0.5`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Seconds for messages, as ``format(_:)`` writes the number: `4 s`, `2.5 s`.
    static func formatSeconds(_ value: Double) -> String {
        format(value) + " s"
    }
}

/// One key of an object.
public struct SchemaField: Sendable {
    /// The key.
    public var key: String
    /// The value's type.
    public var type: SchemaType
    /// Whether the key must be present.
    public var isRequired: Bool
    /// What the key means, for docs/CONTENT.md.
    public var summary: String
    /// The unit a time's number counts in (its items' or values', for a list or a mapping): a
    /// time written with a unit (`4s`) gets a fix-it to the number in this one.
    public var unit: TimeUnit?

    /// Creates a field.
    public init(_ key: String, _ type: SchemaType, required: Bool = true, unit: TimeUnit? = nil, _ summary: String) {
        self.key = key
        self.type = type
        self.isRequired = required
        self.unit = unit
        self.summary = summary
    }
}

/// The keys a mapping may have.
public struct ObjectSchema: Sendable {
    /// The name used in messages ("reading", "scene").
    public var name: String
    /// The keys, in documentation order.
    public var fields: [SchemaField]

    /// Creates an object schema.
    public init(name: String, fields: [SchemaField]) {
        self.name = name
        self.fields = fields
    }

    /// The field for a key.
    public func field(_ key: String) -> SchemaField? {
        fields.first { $0.key == key }
    }

    /// This schema with more fields appended (used for the kinds of exercise).
    public func extended(name: String, with more: [SchemaField]) -> ObjectSchema {
        ObjectSchema(name: name, fields: fields + more)
    }
}

extension SchemaType {
    /// Whether an empty or null value is acceptable to the schema (a rule may still object).
    var acceptsEmpty: Bool {
        if case .optionalText = self { return true }
        return false
    }
}
