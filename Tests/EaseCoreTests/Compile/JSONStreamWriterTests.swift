@testable import EaseCore
import EaseTestSupport
import Testing

/// The streaming writer writes a value byte for byte as `JSONValue` writes it compact.
@Suite struct JSONStreamWriterTests {
    /// Writes `value` through the streaming writer's calls.
    func stream(_ value: JSONValue, into writer: inout JSONStreamWriter) {
        switch value {
        case .members(let object):
            writer.beginObject()
            for member in object.members {
                writer.key(named: member.key)
                stream(member.value, into: &writer)
            }
            writer.endObject()
        case .array(let items):
            writer.beginArray()
            for item in items {
                writer.element()
                stream(item, into: &writer)
            }
            writer.endArray()
        case .string(let text): writer.string(text)
        case .integer(let value): writer.integer(value)
        case .bool(let value): writer.bool(value)
        case .null: writer.null()
        case .number: Issue.record("the streaming writer has no numbers")
        }
    }

    @Test func randomValuesAreWrittenAsJSONValueWritesThemCompact() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<500 {
            let value = JSONValue.random(depth: 0, using: &generator)
            var writer = JSONStreamWriter()
            stream(value, into: &writer)
            #expect(writer.bytes + [UInt8(ascii: "\n")] == value.serializedBytes(.compact))
        }
    }

    @Test func aValueStreamedInsideAnObjectIsWrittenAsJSONValueWritesIt() {
        let value = JSONValue.object(["body": .array([.object(["type": .string("text")]), .array([])]), "id": .string("x")])
        let bytes = JSONValue.objectBytes(["id": .string("x")], writing: "body") { out in
            var writer = JSONStreamWriter(appendingTo: out)
            stream(.array([.object(["type": .string("text")]), .array([])]), into: &writer)
            out = writer.bytes
        }
        #expect(bytes == value.serializedBytes(.compact))
    }

    /// The streamed member goes where its key sorts among the others: first, between two, last,
    /// or alone; the object is the one `JSONValue` writes with that member in it.
    @Test(arguments: ["a", "m", "zz"])
    func theStreamedMemberIsWrittenWhereItsKeySorts(key: String) {
        for members: JSONObject in [["b": .integer(1), "y": .null], [:]] {
            var whole = members
            whole[key] = .array([.string("streamed")])
            let bytes = JSONValue.objectBytes(members, writing: key) { out in
                var writer = JSONStreamWriter(appendingTo: out)
                stream(.array([.string("streamed")]), into: &writer)
                out = writer.bytes
            }
            #expect(bytes == JSONValue.members(whole).serializedBytes(.compact))
        }
    }

    /// Literal keys and literal values (what the bundle's encoders write) at every depth from the
    /// top to fourteen levels down, into a writer that starts small: each key and value is
    /// written with one check for room, and the buffer grows at every step.
    @Test func literalKeysAndValuesAtEveryDepthAreWrittenAsJSONValueWritesThem() {
        for depth in 0...14 {
            var expected = JSONValue.object(["kind": .string("url"), "type": .string("paragraph")])
            for _ in 0..<depth { expected = .object(["content": .array([expected, .array([])]), "type": .string("x")]) }
            var writer = JSONStreamWriter()
            func write(_ level: Int) {
                writer.beginObject()
                if level == 0 {
                    writer.member("kind", literal: "url")
                    writer.member("type", literal: "paragraph")
                } else {
                    writer.key("content")
                    writer.beginArray()
                    writer.element()
                    write(level - 1)
                    writer.element()
                    writer.beginArray()
                    writer.endArray()
                    writer.endArray()
                    writer.member("type", literal: "x")
                }
                writer.endObject()
            }
            write(depth)
            #expect(writer.bytes + [UInt8(ascii: "\n")] == expected.serializedBytes(.compact), "depth \(depth)")
        }
    }

    /// Members set one by one stay in key order, a second set replaces the value, and `nil` removes it.
    @Test func anObjectsMembersStaySortedAsTheyAreSet() {
        var object: JSONObject = [:]
        for key in ["title", "body", "id", "type", "summary"] { object[key] = .string(key) }
        #expect(object.members.map(\.key) == ["body", "id", "summary", "title", "type"])
        object["id"] = .integer(7)
        object["summary"] = nil
        object["missing"] = nil
        #expect(object.members.map(\.key) == ["body", "id", "title", "type"])
        #expect(object["id"] == .integer(7) && object["summary"] == nil)
        #expect(object == ["type": .string("type"), "title": .string("title"), "id": .integer(7), "body": .string("body")])
    }

    /// A streamed object is the same whether it fits the array it is written into or outgrows it
    /// into a buffer of its own.
    @Test(arguments: [0, 100, 1 << 20])
    func aStreamedObjectIsTheSameWhateverRoomItIsGiven(expectedBytes: Int) {
        let items = (0..<3_000).map { JSONValue.string("item \($0) \"quoted\"") }
        let value = JSONValue.object(["items": .array(items), "locale": .string("en"), "z": .integer(-12)])
        let bytes = JSONValue.objectBytes(["locale": .string("en"), "z": .integer(-12)], streaming: "items", expectedBytes: expectedBytes) { writer in
            stream(.array(items), into: &writer)
        }
        #expect(bytes.count > 16_384)
        #expect(bytes == value.serializedBytes(.compact))
    }

    /// JSON's escapes, one byte at a time from a table: the reference for the writer's
    /// word-at-a-time scan. Other control characters are written as `\u00XX`.
    static let named: [UInt8: String] = [0x22: "\\\"", 0x5C: "\\\\", 0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t"]

    func escaped(_ text: String) -> [UInt8] {
        let hex = Array("0123456789abcdef".utf8)
        let body = text.utf8.flatMap { byte -> [UInt8] in
            if let name = Self.named[byte] { return Array(name.utf8) }
            return byte < 0x20 ? Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 15)]] : [byte]
        }
        return [UInt8(ascii: "\"")] + body + [UInt8(ascii: "\"")]
    }

    @Test func stringsNeedingAnEscapeAnywhereInAWordAreEscaped() {
        for special in ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\t"] {
            for text in WordScanTexts.placing(special) {
                var out: [UInt8] = []
                JSONValue.writeString(text, into: &out)
                #expect(out == escaped(text), "\(text.debugDescription)")
            }
        }
        // Bytes just outside the escaped ranges are copied as they are.
        for text in [" !#[]^_`~\u{7F}é", String(repeating: "plain ", count: 5)] {
            var out: [UInt8] = []
            JSONValue.writeString(text, into: &out)
            #expect(out == [UInt8(ascii: "\"")] + Array(text.utf8) + [UInt8(ascii: "\"")])
        }
    }
}
