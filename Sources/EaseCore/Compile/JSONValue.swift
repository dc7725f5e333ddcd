/// A JSON value with a deterministic serialization: object keys sorted, two-space indentation,
/// integers without a decimal point, and only the escapes JSON requires.
public indirect enum JSONValue: Sendable, Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    /// The serialized text, with a trailing newline.
    public func serialized() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            let pad = String(repeating: "  ", count: indent + 1)
            for (index, key) in members.keys.sorted().enumerated() {
                out += pad
                JSONValue.writeString(key, into: &out)
                out += ": "
                members[key]!.write(into: &out, indent: indent + 1)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            let pad = String(repeating: "  ", count: indent + 1)
            for (index, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .string(let text): JSONValue.writeString(text, into: &out)
        case .integer(let value): out += String(value)
        case .number(let value):
            out += value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// `text` as a JSON string literal (also a valid YAML double-quoted scalar).
    static func quoted(_ text: String) -> String {
        var out = ""
        writeString(text, into: &out)
        return out
    }

    private static func writeString(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

extension JSONValue {
    /// A string, or null for `nil`.
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
}
