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
        // The keys compared where the mapping holds them: `first(where:)` copied each entry it
        // passed, node and all (front matter is read key by key, about eight for each reading).
        guard case .mapping(let entries) = value else { return nil }
        for index in entries.indices where entries[index].key == key { return entries[index].value }
        return nil
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

    /// The value of an integer scalar, decimal or hexadecimal (`0x1F`); `nil` past what an `Int` holds.
    public var int: Int? {
        guard let scalar, scalar.resolved == .integer else { return nil }
        let text = scalar.textWithoutUnderscores
        if let value = Int(text) { return value }
        let negative = text.hasPrefix("-")
        let digits = text.drop { $0 == "-" || $0 == "+" }
        guard digits.hasPrefix("0x"), let magnitude = Int(digits.dropFirst(2), radix: 16) else { return nil }
        return negative ? -magnitude : magnitude
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
    /// How YAML 1.2's core schema resolves a plain scalar's text. ASCII text (nearly every
    /// scalar of a front matter) is read as bytes; any other takes ``resolveByCharacters(_:)``.
    static func resolve(_ text: String) -> YAMLScalar.Resolution {
        text.containsByte(atLeast: 0x80) ? resolveByCharacters(text) : text.withContiguousUTF8(resolve(ascii:))
    }

    /// The null, boolean and special float spellings, at most five bytes, each packed into an
    /// integer (its bytes from the lowest) with its length.
    private static let keywords: [(packed: UInt64, count: Int, resolution: Resolution)] =
        [("", Resolution.null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
         ("true", .boolean), ("True", .boolean), ("TRUE", .boolean), ("false", .boolean), ("False", .boolean), ("FALSE", .boolean),
         (".inf", .float), (".Inf", .float), (".INF", .float), ("+.inf", .float), ("+.Inf", .float), ("+.INF", .float),
         ("-.inf", .float), ("-.Inf", .float), ("-.INF", .float),
         (".nan", .float), (".NaN", .float), (".NAN", .float)]
        .map { spelling, resolution in (packed(Array(spelling.utf8)[...]), spelling.utf8.count, resolution) }

    private static func packed(_ bytes: some Collection<UInt8>) -> UInt64 {
        bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
    }

    /// ``resolveByCharacters(_:)`` of ASCII text, byte by byte: in ASCII text a character is a
    /// byte, but for a carriage return and line feed together, which every test below turns
    /// down as it turns down each of the two.
    static func resolve(ascii bytes: UnsafeBufferPointer<UInt8>) -> Resolution {
        if bytes.count <= 5 {
            let packed = packed(bytes)
            if let keyword = keywords.first(where: { $0.packed == packed && $0.count == bytes.count }) { return keyword.resolution }
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let signed = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+")
        let number = UnsafeBufferPointer(rebasing: bytes[(signed ? 1 : 0)...])
        guard let first = number.first, isDigit(first) || first == UInt8(ascii: ".") else { return .string }
        if number.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: "_") }) { return .integer }
        if number.count > 2, number[0] == UInt8(ascii: "0"), number[1] == UInt8(ascii: "x"),
           number.dropFirst(2).allSatisfy({ isDigit($0) || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "f")) }) {
            return .integer
        }
        var sawDigit = false
        var sawExponent = false
        var previous = UInt8(ascii: " ")
        for byte in number {
            let isExponent = byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
            if isDigit(byte) { sawDigit = true }
            else if byte == UInt8(ascii: ".") && !sawExponent {}
            else if isExponent && sawDigit && !sawExponent { sawExponent = true }
            else if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && (previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")) {}
            else { return .string }
            previous = byte
        }
        return sawDigit ? .float : .string
    }

    /// How YAML 1.2's core schema resolves a plain scalar's text, character by character.
    static func resolveByCharacters(_ text: String) -> YAMLScalar.Resolution {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE", "false", "False", "FALSE": return .boolean
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN": return .float
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
