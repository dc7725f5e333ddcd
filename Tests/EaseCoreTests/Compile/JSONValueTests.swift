@testable import EaseCore
import EaseTestSupport
import Foundation
import Testing

extension JSONValue {
    /// A random value up to a few levels deep: strings that need escapes (a quote, a line feed, a
    /// control character, a space inside a key), integers, literals, objects and arrays, empty ones too.
    static func random(depth: Int, using generator: inout SeededGenerator) -> JSONValue {
        switch Int.random(in: 0..<(depth > 3 ? 4 : 7), using: &generator) {
        case 0: return .string(["", "calm", "a \"quote\"", "line\nbreak", "é🙂", "\u{1}", " spaced { out }, "].randomElement(using: &generator)!)
        case 1: return .integer(Int.random(in: -1_000...1_000_000, using: &generator))
        case 2: return .bool(Bool.random(using: &generator))
        case 3: return .null
        case 4, 5:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                members[["type", "content", "anchor", "id", "z", "a b"].randomElement(using: &generator)!] = random(depth: depth + 1, using: &generator)
            }
            return .object(members)
        default:
            return .array((0..<Int.random(in: 0...4, using: &generator)).map { _ in random(depth: depth + 1, using: &generator) })
        }
    }
}

/// `bytes` without the white space between JSON's tokens (spaces, tabs, line feeds outside strings).
func removingWhiteSpaceBetweenTokens(_ bytes: [UInt8]) -> [UInt8] {
    var kept: [UInt8] = []
    var inString = false, escaped = false
    for byte in bytes {
        if inString {
            if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
        } else if byte == UInt8(ascii: "\"") {
            inString = true
        } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
            continue
        }
        kept.append(byte)
    }
    return kept
}

@Suite struct JSONValueTests {
    @Test func serializationIsSortedAndEscaped() {
        let value = JSONValue.object(["b": .array([.integer(1), .number(1.5), .null]), "a": .string("q\"\n\u{1}é")])
        #expect(value.serialized() == """
        {
          "a": "q\\"\\n\\u0001é",
          "b": [
            1,
            1.5,
            null
          ]
        }

        """)
    }

    @Test func theCompactLayoutHasNoWhiteSpaceBetweenTokens() {
        let value = JSONValue.object(["b": .array([.integer(1), .number(1.5), .null, .object([:]), .array([])]), "a": .string("q\"\n\u{1}é b")])
        #expect(value.serialized(.compact) == #"{"a":"q\"\n\u0001é b","b":[1,1.5,null,{},[]]}"# + "\n")
    }

    /// Both layouts write the same tokens: the indented bytes without the white space between
    /// tokens are the compact bytes, which have none to take out, and both read back as the
    /// same value.
    @Test func bothLayoutsWriteTheSameTokens() throws {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<300 {
            let value = JSONValue.random(depth: 0, using: &generator)
            let compact = value.serializedBytes(.compact)
            let indented = value.serializedBytes(.indented)
            #expect(compact.last == UInt8(ascii: "\n") && indented.last == UInt8(ascii: "\n"))
            let compactTokens = Array(compact.dropLast())
            #expect(removingWhiteSpaceBetweenTokens(compactTokens) == compactTokens)
            #expect(removingWhiteSpaceBetweenTokens(indented) == compactTokens)
            let read = try JSONSerialization.jsonObject(with: Data(compact), options: .fragmentsAllowed) as? NSObject
            let readIndented = try JSONSerialization.jsonObject(with: Data(indented), options: .fragmentsAllowed) as? NSObject
            #expect(read == readIndented)
        }
    }
}

@Suite struct JSONIntegerTests {
    @Test(arguments: [0, 7, -7, 10, 1_000_000, -90_210, Int.max, Int.min])
    func integersAreWrittenAsTheirDecimalDigits(_ value: Int) {
        #expect(JSONValue.integer(value).serialized() == "\(value)\n")
    }
}

@Suite struct JSONObjectTests {
    @Test func aLiteralIsSortedOnceAndEqualsTheSameDictionary() {
        let literal: JSONObject = ["type": .string("text"), "content": .array([]), "anchor": .null]
        #expect(literal.members.map(\.key) == ["anchor", "content", "type"])
        #expect(JSONValue.members(literal) == JSONValue.object(["anchor": .null, "type": .string("text"), "content": .array([])]))
        #expect(JSONValue.members(literal) != JSONValue.object(["anchor": .null, "type": .string("text")]))
    }

    @Test func aKeyWrittenTwiceKeepsItsLastValue() {
        let literal: JSONObject = ["b": .integer(1), "a": .integer(2), "b": .integer(3)]
        #expect(literal.members.map(\.key) == ["a", "b"])
        #expect(JSONValue.members(literal).serialized() == "{\n  \"a\": 2,\n  \"b\": 3\n}\n")
    }
}
