/// How a JSON document's tokens are laid out.
public enum JSONLayout: Sendable {
    /// No white space between tokens: the bundle's files, which the app reads (39% smaller than
    /// indented for a reading, and less to write and hash).
    case compact
    /// Each member and element on a line of its own, indented by two spaces a level: what people
    /// read (`ease schema`, the localization report, string catalogs).
    case indented
}

/// A JSON value with a deterministic serialization: object keys sorted, integers without a
/// decimal point, only the escapes JSON requires, and the tokens laid out as a ``JSONLayout`` says.
public indirect enum JSONValue: Sendable, Equatable {
    /// An object, its members kept in key order (see ``object(_:)`` to make one from a dictionary).
    case members(JSONObject)
    case array([JSONValue])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    /// The serialized text, with a trailing newline.
    public func serialized(_ layout: JSONLayout = .indented) -> String {
        String(decoding: serializedBytes(layout), as: UTF8.self)
    }

    /// The serialized text as UTF-8 bytes, with a trailing newline: what bundle files hold,
    /// written byte by byte without building a `String` first.
    public func serializedBytes(_ layout: JSONLayout = .indented) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(into: &out, layout: layout, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// The start of a member or element at `indent` (a line feed and its indentation when
    /// indented), after a comma unless it is the first.
    @inline(__always)
    private static func startItem<Sink: JSONByteSink>(_ out: inout Sink, first: Bool, layout: JSONLayout, indent: Int) {
        if !first { out.append(byte: UInt8(ascii: ",")) }
        guard layout == .indented else { return }
        out.append(byte: UInt8(ascii: "\n"))
        JSONIndentation.append(level: indent, to: &out)
    }

    /// The end of a non-empty container whose brackets sit at `indent`: a line feed and its
    /// indentation when indented, then `bracket`.
    @inline(__always)
    private static func close<Sink: JSONByteSink>(_ out: inout Sink, _ bracket: UInt8, layout: JSONLayout, indent: Int) {
        if layout == .indented {
            out.append(byte: UInt8(ascii: "\n"))
            JSONIndentation.append(level: indent, to: &out)
        }
        out.append(byte: bracket)
    }

    /// A member's key and its colon (`"key": ` when indented).
    @inline(__always)
    private static func writeKey<Sink: JSONByteSink>(_ key: String, into out: inout Sink, layout: JSONLayout) {
        writeString(key, into: &out)
        if layout == .indented { out.append(literal: ": ") } else { out.append(byte: UInt8(ascii: ":")) }
    }

    /// The compact bytes, with a trailing newline, of a top-level object of `members` plus one
    /// member, `key`, whose value `writeValue` writes itself (compact, without a separator).
    static func objectBytes(_ members: JSONObject, writing key: String, _ writeValue: (inout [UInt8]) -> Void) -> [UInt8] {
        var out: [UInt8] = []
        writeObject(members, writing: key, into: &out, writeValue)
        return out
    }

    /// ``objectBytes(_:writing:_:)`` into any sink. The members are in key order already: `key`
    /// is written where it sorts among them, without gathering and sorting the keys per object.
    static func writeObject<Sink: JSONByteSink>(_ object: JSONObject, writing key: String, into out: inout Sink,
                                                _ writeValue: (inout Sink) -> Void) {
        out.append(byte: UInt8(ascii: "{"))
        let members = object.members
        let position = object.position(of: key)
        assert(position == members.count || members[position].key != key, "\(key) is both a member and the streamed key")
        for index in 0...members.count {
            startItem(&out, first: index == 0, layout: .compact, indent: 1)
            if index == position {
                writeKey(key, into: &out, layout: .compact)
                writeValue(&out)
            } else {
                let member = members[index < position ? index : index - 1]
                writeKey(member.key, into: &out, layout: .compact)
                member.value.write(into: &out, layout: .compact, indent: 0)
            }
        }
        out.append(literal: "}\n")
    }

    /// Writes the value laid out as `layout`; when indented, its inner lines are indented one
    /// level deeper than `indent`, the level of the line it starts on.
    func write<Sink: JSONByteSink>(into out: inout Sink, layout: JSONLayout, indent: Int) {
        switch self {
        case .members(let object):
            let members = object.members
            if members.isEmpty { out.append(literal: "{}"); return }
            out.append(byte: UInt8(ascii: "{"))
            for index in members.indices {
                JSONValue.startItem(&out, first: index == 0, layout: layout, indent: indent + 1)
                JSONValue.writeKey(members[index].key, into: &out, layout: layout)
                members[index].value.write(into: &out, layout: layout, indent: indent + 1)
            }
            JSONValue.close(&out, UInt8(ascii: "}"), layout: layout, indent: indent)
        case .array(let items):
            if items.isEmpty { out.append(literal: "[]"); return }
            out.append(byte: UInt8(ascii: "["))
            for index in items.indices {
                JSONValue.startItem(&out, first: index == 0, layout: layout, indent: indent + 1)
                items[index].write(into: &out, layout: layout, indent: indent + 1)
            }
            JSONValue.close(&out, UInt8(ascii: "]"), layout: layout, indent: indent)
        case .string(let text): JSONValue.writeString(text, into: &out)
        case .integer(let value): JSONValue.writeInteger(value, into: &out)
        case .number(let value):
            // JSON has no infinity or NaN: such a number (which no checked content makes) is written as null.
            guard value.isFinite else { return out.append(literal: "null") }
            var text = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            text.withUTF8 { out.append(bytes: $0) }
        case .bool(let value): out.append(literal: value ? "true" : "false")
        case .null: out.append(literal: "null")
        }
    }
}

extension JSONValue {
    /// An object of `members` (sorted by key once, here).
    public static func object(_ members: [String: JSONValue]) -> JSONValue {
        .members(JSONObject(members))
    }

    /// A string, or null for `nil`.
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
}

/// The two spaces a level of indented JSON (``JSONLayout/indented``) is indented by, appended
/// from one run of spaces (a `repeatElement` sequence went through the generic append, byte by
/// byte). The run is a literal in the executable's constant data: a `static let` array was a
/// lazily initialised global, checked through a runtime call at each indentation.
enum JSONIndentation {
    /// Appends the indentation of `level` to `bytes`.
    @inline(__always)
    static func append<Sink: JSONByteSink>(level: Int, to bytes: inout Sink) {
        let spaces: StaticString = "                                                                "
        var count = 2 * level
        while count > 0 {
            let run = min(count, spaces.utf8CodeUnitCount)
            bytes.append(bytes: UnsafeBufferPointer(start: spaces.utf8Start, count: run))
            count -= run
        }
    }
}
