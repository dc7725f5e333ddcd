import EaseCore
import Testing

@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func matchesTheStandardVectors(input: String, expected: String) {
        #expect(SHA256.hex(Array(input.utf8)) == expected)
    }

    @Test func handlesInputsAcrossBlockBoundaries() {
        // One million 'a's, the FIPS 180-2 long test vector.
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
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
