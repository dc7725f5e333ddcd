@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// The fast YAML reader against Yams: wherever it answers, its nodes must equal Yams's exactly.
@Suite struct BlockYAMLReaderTests {
    /// Reads `yaml` both ways; the fast answer (nil when it declined) and Yams's.
    func bothWays(_ yaml: String, lineOffset: Int = 1) -> (fast: YAMLNode?, yams: YAMLReader.Result) {
        let file = SourceFile(path: "t.md", text: String(repeating: "\n", count: lineOffset) + yaml)
        return (BlockYAMLReader.read(Substring(yaml), lineOffset: lineOffset),
                YAMLReader(file: file, lineOffset: lineOffset).readWithYams(yaml))
    }

    @Test func aRepeatedKeyIsLeftToYamsInSmallAndLargeMappings() {
        for count in [3, 15, 16, 17, 40] {
            let keys = (0..<count).map { "key\($0)" }
            let unique = keys.map { "\($0): v" }.joined(separator: "\n") + "\n"
            #expect(bothWays(unique).fast == bothWays(unique).yams.root, "\(count) keys")
            for repeated in [0, count - 1] {
                let yaml = unique + "\(keys[repeated]): again\n"
                #expect(bothWays(yaml).fast == nil, "\(count) keys, key \(repeated) again")
            }
        }
    }

    @Test func readsTheRepositorysContentExactlyAsYamsDoes() throws {
        let root = ContentFixture.repositoryRoot
        var accepted = 0
        var declined: [String] = []
        for folder in ["Content", "Tests"] {
            let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".md") || relative.hasSuffix(".yml") else { continue }
                guard let text = try? String(contentsOfFile: root + "/" + folder + "/" + relative, encoding: .utf8) else { continue }
                let file = SourceFile(path: relative, text: text)
                let yaml: String
                let offset: Int
                if relative.hasSuffix(".yml") {
                    (yaml, offset) = (text, 0)
                } else if case .success(let parts) = FrontMatterSplitter.split(file) {
                    (yaml, offset) = (String(parts.yaml), 1)
                } else { continue }
                let (fast, yams) = bothWays(yaml, lineOffset: offset)
                guard let fast else { declined.append(folder + "/" + relative); continue }
                accepted += 1
                #expect(yams.diagnostics.isEmpty, "\(relative): the fast reader answered where Yams reports problems")
                #expect(fast == yams.root, "\(relative)")
            }
        }
        #expect(accepted > 30)
        #expect(!declined.contains { $0.hasPrefix("Content/") }, "the sample content is in the fast subset: \(declined)")
    }

    @Test func readsTheBenchmarkCorpusFrontMatter() {
        let yaml = """
        id: reading-00000
        title: "Reading 00000: mind and kind"
        summary: "Quiet tension moment return focus belly kind space kind curious practice small."
        source:
          title: Benchmark corpus
          author: Ease
          year: 2026
          pages: "1"
        """
        let (fast, yams) = bothWays(yaml)
        #expect(fast != nil)
        #expect(fast == yams.root)
    }

    @Test func declinesWhatItDoesNotKnow() {
        for yaml in ["a: 1\na: 2", "a:\tb", "a: b: c", "a: [b, c", "a: \"b", "a:\n  b\n  c", "a: &x b", "- a\n- b",
                     "a: 1\n  b: 2", "a: |\n  text", "a: 'it''s'", "a: \"\\u00e9\"", "a:", "---\na: 1", "a: [b,]"] {
            #expect(bothWays(yaml).fast == nil, "\(yaml.debugDescription)")
        }
    }

    /// A character libyaml treats specially declines the document wherever it stands (the lines
    /// are split sixteen bytes at a time), and a non-ASCII character anywhere reads as Yams reads it,
    /// columns included.
    @Test func specialAndNonASCIICharactersAreFoundAtEveryOffset() {
        let special = ["\t", "\r", "\u{7F}", "\u{85}", "\u{2028}", "\u{FEFF}", "\u{FFFE}", "\u{1}"]
        for offset in 0..<40 {
            let before = String(repeating: "a", count: offset)
            for character in special {
                let yaml = "title: x\nsummary: \(before)\(character)b\nid: reading\n"
                #expect(bothWays(yaml).fast == nil, "\(character.debugDescription) at \(offset)")
            }
            for character in ["é", "🙂", "\u{2027}"] {
                let yaml = "title: x\nsummary: \(before)\(character)b c\nsource:\n  id: \(before)\(character)\n"
                let (fast, yams) = bothWays(yaml)
                #expect(fast != nil && fast == yams.root, "\(character) at \(offset)")
            }
        }
    }

    /// Seeded random documents near the subset; each accepted one must equal Yams's reading.
    @Test func generatedDocumentsReadTheSameAsWithYams() {
        var generator = SeededGenerator(seed: 0xEA5E)
        var accepted = 0
        var declined = 0
        for _ in 0..<2_000 {
            let yaml = GeneratedYAML.document(using: &generator)
            let (fast, yams) = bothWays(yaml, lineOffset: Int.random(in: 0...3, using: &generator))
            guard let fast else { declined += 1; continue }
            accepted += 1
            #expect(yams.diagnostics.isEmpty, "\(yaml.debugDescription)")
            #expect(fast == yams.root, "\(yaml.debugDescription)")
        }
        // Both outcomes must be common, or the comparison proves little.
        #expect(accepted > 400)
        #expect(declined > 400)
    }
}

/// Random YAML documents: mostly the block style content uses, with tricky scalars, comments, odd
/// indentation and now and then syntax outside the fast reader's subset.
enum GeneratedYAML {
    static let keys = ["id", "title", "summary", "a", "b-c", "x_1", "2026", "k.v", "Z9", "source", "pages", "year"]
    /// Keys outside the subset.
    static let trickyKeys = ["🙂", "a b", "\"q\"", "-k", "? k", "k:"]
    static let scalars = [
        "calm", "yes", "true", "False", "null", "~", "12", "-3", "1_000", "0x1F", "1.5", ".5", "1e3", "-.inf", ".nan",
        "\"quoted: text\"", "\"\"", "''", "'single # not a comment'", "a #comment", "a#b", "https://example.org/x?y=1",
        "two  spaces", "trailing   ", "é accents", "emoji 🙂", "–dash", "-x", "a [b] {c}", "x , y", "\"q\" # note", "1:2",
        "café", "[a, b]", "[]", "[ a ,b ]", "[\"a\", 'b']", "[a, [b]]", "{ a: 1, b: [x, y] }", "{a: b}", "{ a: { b: c } }",
        "[{ a: 1 }, { b: 2 }]", "{}", "cubic-bezier(0.2, 0, 0, 1)",
    ]
    /// Scalars outside the fast reader's subset, or not YAML at all.
    static let trickyScalars = [
        "\"a \\\"b\"", "'it''s'", "--x", "-", ":x", "?x", "a: b", "a:", "&anchor v", "*alias", "!tag v", "|", ">",
        "%x", "@x", "`x`", "[a,]", "[a b, c]", "[a, b] tail", "\"unclosed", "\"q\"tail", "\u{00A0}nbsp", "{ a: b, a: c }",
        "{ a: }", "{ a:b }", "[a: b]", "{ \"a\": b }", "[a, #b]",
    ]

    static func scalar(using generator: inout SeededGenerator) -> String {
        Int.random(in: 0..<6, using: &generator) == 0
            ? trickyScalars.randomElement(using: &generator)! : scalars.randomElement(using: &generator)!
    }

    static func document(using generator: inout SeededGenerator) -> String {
        var lines: [String] = []
        mapping(indent: 0, depth: 0, into: &lines, using: &generator)
        if Int.random(in: 0..<10, using: &generator) == 0 { lines.insert("# a comment", at: 0) }
        return lines.joined(separator: "\n") + (Bool.random(using: &generator) ? "\n" : "")
    }

    static func mapping(indent: Int, depth: Int, into lines: inout [String], using generator: inout SeededGenerator,
                        firstPrefix: String? = nil) {
        let count = Int.random(in: 1...4, using: &generator)
        for index in 0..<count {
            var pad = String(repeating: " ", count: indent)
            if index == 0, let firstPrefix { pad = firstPrefix }
            if Int.random(in: 0..<40, using: &generator) == 0 { pad += " " }  // a misaligned key
            let key = Int.random(in: 0..<20, using: &generator) == 0
                ? trickyKeys.randomElement(using: &generator)! : keys.randomElement(using: &generator)!
            let shape = depth < 3 ? Int.random(in: 0..<10, using: &generator) : 0
            let nested = indent + (Bool.random(using: &generator) ? 2 : 4)
            switch shape {
            case 0...5:
                lines.append(pad + key + ": " + scalar(using: &generator))
            case 6, 7:
                lines.append(pad + key + ":" + (Bool.random(using: &generator) ? "" : "  # note"))
                mapping(indent: nested, depth: depth + 1, into: &lines, using: &generator)
            default:
                lines.append(pad + key + ":")
                sequence(indent: nested, depth: depth + 1, into: &lines, using: &generator)
            }
            if Int.random(in: 0..<8, using: &generator) == 0 { lines.append(Bool.random(using: &generator) ? "" : "  # c") }
        }
    }

    static func sequence(indent: Int, depth: Int, into lines: inout [String], using generator: inout SeededGenerator) {
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let pad = String(repeating: " ", count: indent)
            if Bool.random(using: &generator) {
                lines.append(pad + "- " + scalar(using: &generator))
            } else {
                mapping(indent: indent + 2, depth: depth + 1, into: &lines, using: &generator, firstPrefix: pad + "- ")
            }
        }
    }
}
