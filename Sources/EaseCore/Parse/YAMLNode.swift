public import EaseDiagnostics
import Foundation

/// A YAML value copied out of Yams with its exact range in the source file.
public struct YAMLNode: Sendable, Equatable {
    /// The shape of the value.
    public enum Value: Sendable, Equatable {
        /// A scalar: its text and how YAML's core schema resolves it.
        case scalar(YAMLScalar)
        /// A mapping, with entries in source order.
        case mapping([YAMLEntry])
        /// A sequence.
        case sequence([YAMLNode])
    }

    /// The value.
    public var value: Value
    /// Where the value is in the file (for mappings and sequences, where they start).
    public var range: SourceRange

    /// Creates a node.
    public init(_ value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }

    /// The entry for `key` in a mapping.
    public subscript(key: String) -> YAMLNode? {
        entries?.first { $0.key == key }?.value
    }

    /// The entries of a mapping.
    public var entries: [YAMLEntry]? {
        if case .mapping(let entries) = value { return entries }
        return nil
    }

    /// The items of a sequence.
    public var items: [YAMLNode]? {
        if case .sequence(let items) = value { return items }
        return nil
    }

    /// The scalar, if this is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = value { return scalar }
        return nil
    }

    /// The text of a non-null scalar.
    public var string: String? {
        guard let scalar, scalar.resolved != .null else { return nil }
        return scalar.text
    }

    /// The value of an integer scalar.
    public var int: Int? {
        guard let scalar, scalar.resolved == .integer else { return nil }
        return Int(scalar.textWithoutUnderscores)
    }

    /// The value of a numeric scalar (integers included).
    public var double: Double? {
        guard let scalar, scalar.resolved == .integer || scalar.resolved == .float else { return nil }
        return Double(scalar.textWithoutUnderscores)
    }

    /// The value of a boolean scalar.
    public var bool: Bool? {
        guard let scalar, scalar.resolved == .boolean else { return nil }
        return ["true", "True", "TRUE"].contains(scalar.text)
    }

    /// A short description of the value's type for messages ("a list", "text 'abc'").
    public var typeDescription: String {
        switch value {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .scalar(let scalar):
            switch scalar.resolved {
            case .null: return "nothing"
            case .boolean: return "the boolean \(scalar.text)"
            case .integer: return "the integer \(scalar.text)"
            case .float: return "the number \(scalar.text)"
            case .string:
                let text = scalar.text.count > 40 ? String(scalar.text.prefix(37)) + "…" : scalar.text
                return "text '\(text)'"
            }
        }
    }
}

/// A scalar's text and its resolved type.
public struct YAMLScalar: Sendable, Equatable {
    /// The type YAML's core schema gives a plain scalar; quoted scalars are always strings.
    public enum Resolution: Sendable, Equatable {
        case null, boolean, integer, float, string
    }

    /// The scalar's text after YAML's unescaping and folding.
    public var text: String
    /// The resolved type.
    public var resolved: Resolution

    /// Creates a scalar.
    public init(text: String, resolved: Resolution) {
        self.text = text
        self.resolved = resolved
    }

    /// The text without the `_` digit separators a number may have (`1_000`); the text itself
    /// when it has none, as nearly every number does.
    var textWithoutUnderscores: String {
        guard text.utf8.contains(UInt8(ascii: "_")) else { return text }
        return String(text.filter { $0 != "_" })
    }
}

/// A mapping entry; keys are scalars.
public struct YAMLEntry: Sendable, Equatable {
    /// The key's text.
    public var key: String
    /// Where the key is.
    public var keyRange: SourceRange
    /// The value.
    public var value: YAMLNode

    /// Creates an entry.
    public init(key: String, keyRange: SourceRange, value: YAMLNode) {
        self.key = key
        self.keyRange = keyRange
        self.value = value
    }
}

extension YAMLScalar {
    /// How YAML 1.2's core schema resolves a plain scalar's text.
    static func resolve(_ text: String) -> YAMLScalar.Resolution {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE", "false", "False", "FALSE": return .boolean
        case ".inf", ".Inf", ".INF", "+.inf", "-.inf", ".nan", ".NaN", ".NAN": return .float
        default: break
        }
        var scalars = Substring(text)
        if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
        guard let first = scalars.first, first.isASCII, first.isNumber || first == "." else { return .string }
        if scalars.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "_") }) { return .integer }
        if scalars.hasPrefix("0x"), scalars.dropFirst(2).allSatisfy(\.isHexDigit), scalars.count > 2 { return .integer }
        var sawDigit = false
        var sawExponent = false
        var previous: Character = " "
        for character in scalars {
            if character.isASCII && character.isNumber { sawDigit = true }
            else if character == "." && !sawExponent {}
            else if (character == "e" || character == "E") && sawDigit && !sawExponent { sawExponent = true }
            else if (character == "-" || character == "+") && (previous == "e" || previous == "E") {}
            else { return .string }
            previous = character
        }
        return sawDigit ? .float : .string
    }
}
