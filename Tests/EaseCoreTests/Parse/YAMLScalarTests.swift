@testable import EaseCore
import Testing

/// ``YAMLScalar/resolve(_:)`` reads ASCII scalars as bytes; it must resolve every text as the
/// character-by-character reading of YAML's core schema does.
@Suite struct YAMLScalarTests {
    @Test func resolvesTheCoreSchemaSpellings() {
        let expected: [(String, YAMLScalar.Resolution)] = [
            ("", .null), ("~", .null), ("null", .null), ("NULL", .null), ("nUll", .string),
            ("true", .boolean), ("False", .boolean), ("tRUE", .string), ("yes", .string),
            ("0", .integer), ("-12", .integer), ("+1_000", .integer), ("0x1F", .integer), ("0x", .string), ("0xG", .string),
            ("1.5", .float), ("-.5e+3", .float), (".inf", .float), ("-.inf", .float), ("-.Inf", .float), ("+.INF", .float),
            ("-.iNF", .string), ("-.nan", .string), (".NaN", .float), ("1e5", .float),
            ("1.2.3", .float), ("e5", .string), (".", .string), ("1-2", .string), ("2026-11-26", .string), ("12 ", .string),
            ("Benchmark corpus", .string), ("١٢", .string), ("1\u{301}", .string), ("½", .string),
        ]
        for (text, resolution) in expected {
            #expect(YAMLScalar.resolve(text) == resolution, "\(text.debugDescription)")
            #expect(YAMLScalar.resolveByCharacters(text) == resolution, "\(text.debugDescription)")
        }
    }

    /// Every text of up to four characters from an alphabet of the bytes the rules turn on (and
    /// some they do not), and every keyword with a byte changed, added or taken away.
    @Test func bytesAndCharactersAgree() {
        let alphabet = ["0", "1", "9", ".", "e", "E", "+", "-", "_", "x", "a", "F", "g", "~", "n", " ", "\r", "\n", "é", "\u{301}"]
        var texts = [""]
        var level = [""]
        for _ in 1...4 {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            texts += level
        }
        let keywords = ["null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE",
                        ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF", "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN", "0x1f", "1e-3", "+12_3"]
        for keyword in keywords {
            texts.append(keyword)
            texts.append(keyword + "x")
            texts.append(String(keyword.dropLast()))
            texts.append(String(keyword.dropFirst()))
            texts.append(keyword.uppercased())
            texts.append(keyword + "\r\n")
        }
        #expect(texts.count > 168_000)
        var disagreements: [String] = []
        for text in texts where YAMLScalar.resolve(text) != YAMLScalar.resolveByCharacters(text) {
            disagreements.append(text)
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10).map(\.debugDescription))")
    }
}
