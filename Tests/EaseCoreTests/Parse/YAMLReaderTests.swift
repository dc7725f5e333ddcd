@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

@Suite struct YAMLReaderTests {
    func read(_ marked: String, lineOffset: Int = 1) -> (YAMLReader.Result, MarkedText) {
        let text = MarkedText(marked)
        let file = SourceFile(path: "t.md", text: text.text)
        let parts = try! FrontMatterSplitter.split(file).get()
        return (YAMLReader(file: file, lineOffset: lineOffset).read(parts.yaml), text)
    }

    @Test func everyKeyAndValueKeepsItsPosition() throws {
        let (result, text) = read("""
        ---
        1️⃣id: 2️⃣calm
        3️⃣source:
          4️⃣year: 5️⃣2022
          pages: 6️⃣"1–2"
        related: [7️⃣a, 8️⃣b]
        ---
        body
        """)
        let root = try #require(result.root)
        let entries = try #require(root.entries)
        #expect(entries[0].keyRange.start == text["1️⃣"])
        #expect(entries[0].value.range == SourceRange(start: text["2️⃣"], end: SourcePosition(line: 2, column: 9)))
        #expect(entries[1].keyRange.start == text["3️⃣"])
        let source = try #require(root["source"])
        #expect(source.entries?[0].keyRange.start == text["4️⃣"])
        #expect(source["year"]?.range.start == text["5️⃣"])
        #expect(source["year"]?.int == 2022)
        // A quoted value's range covers its quotes.
        #expect(source["pages"]?.range == SourceRange(line: 5, column: 10, length: 5))
        #expect(source["pages"]?.string == "1–2")
        #expect(root["related"]?.items?.map(\.range.start) == [text["7️⃣"], text["8️⃣"]])
    }

    @Test func plainScalarsResolveWithTheCoreSchema() throws {
        let (result, _) = read("""
        ---
        a: yes
        b: true
        c: 12
        d: 1.5
        e: ~
        f: "12"
        g: 1_000
        h: -2_5
        i: +7
        j: 0.5e3
        ---
        """)
        let root = try #require(result.root)
        #expect(root["a"]?.string == "yes", "YAML 1.2: 'yes' is text, not a boolean")
        #expect(root["b"]?.bool == true)
        #expect(root["c"]?.int == 12)
        #expect(root["d"]?.double == 1.5)
        #expect(root["e"]?.string == nil)
        #expect(root["f"]?.int == nil, "a quoted number is text")
        #expect(root["g"]?.int == 1_000, "underscores separate digits")
        #expect(root["h"]?.int == -25)
        #expect(root["h"]?.double == -25)
        #expect(root["i"]?.int == 7)
        #expect(root["j"]?.double == 500)
        #expect(root["j"]?.int == nil, "a float is not an integer")
    }

    @Test func syntaxErrorsHaveThePositionInTheWholeFile() {
        let (result, text) = read("""
        ---
        title: ok
        summary: 1️⃣[unclosed
        ---
        """)
        #expect(result.root == nil)
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.id == "yaml.syntax")
        #expect(diagnostic?.location?.range.start.line ?? 0 >= text["1️⃣"].line)
    }

    @Test func aQuoteLeftOpenIsNamedWhereItOpensWithAFixItToCloseIt() throws {
        let (result, text) = read("""
        ---
        id: small-steps
        summary: 1️⃣"Sleep, movement and routine all change how loud worry feels.2️⃣
        source:
          pages: "215–230"
        ---
        """)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == "yaml.syntax")
        #expect(diagnostic.location?.range.start.line == 5, "reported where the reader failed, after the next quote")
        let note = try #require(diagnostic.notes.first)
        #expect(note.location?.range.start == text["1️⃣"])
        #expect(note.message == "the quoted value that starts here does not end on its line, so YAML read on to the next \"")
        #expect(diagnostic.fixIts == [FixIt("close the quote at the end of line 3", replacing: SourceRange(at: text["2️⃣"]), with: "\"")])
    }

    @Test func aQuoteNeverClosedIsOneNoteAtTheQuote() throws {
        let (result, text) = read("""
        ---
        id: small-steps
        source:
          pages: 1️⃣'215–230  2️⃣
        ---
        """)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.notes.map(\.message) == ["the quoted value that starts here is never closed"])
        #expect(diagnostic.notes.first?.location?.range.start == text["1️⃣"])
        // After the text, before the trailing spaces.
        #expect(diagnostic.fixIts.first?.range == SourceRange(at: SourcePosition(line: text["2️⃣"].line, column: text["2️⃣"].column - 2)))
        #expect(diagnostic.fixIts.first?.replacement == "'")
    }

    @Test(arguments: [
        ("summary: \"open", 10), ("- 'open", 3), ("-   'open", 5), ("- - key: \"open", 10), ("  key: 'it''s open", 8), ("list: - \"x", nil),
        ("summary: \"closed\"", nil), ("summary: 'it''s closed'", nil), ("summary: \"esc \\\" still open", 10),
        ("# a \"comment", nil), ("plain: value \"quoted later", nil), ("\"key\": value", nil), ("", nil),
    ] as [(String, Int?)])
    func anOpenQuoteIsOneThatStartsAValue(_ line: String, _ column: Int?) {
        #expect(YAMLUnclosedQuote.openColumn(of: Array(line.unicodeScalars)) == column, "\(line.debugDescription)")
    }

    /// A `: ` inside a plain value is the start of a key to YAML: the error says so, with a fix-it
    /// that puts the value in quotes (a comment after it left out), and the value then reads as written.
    @Test func aColonInAValueNotInQuotesIsQuotedByItsFixIt() throws {
        let (result, text) = read("""
        ---
        id: deep-breathing
        summary: 1️⃣Breathe "slowly"2️⃣: in for 4, out for 63️⃣  # a comment
        ---
        """)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == "yaml.syntax")
        #expect(diagnostic.message == "YAML syntax error: this ': ' is inside a value that is not in quotes, and YAML reads it as the start of a key")
        #expect(diagnostic.location?.range.start == text["2️⃣"])
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(fixIt.range == SourceRange(start: text["1️⃣"], end: text["3️⃣"]))
        #expect(fixIt.replacement == #""Breathe \"slowly\": in for 4, out for 6""#)
        let (fixed, _) = read("---\nid: deep-breathing\nsummary: \(fixIt.replacement)  # a comment\n---\n")
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.root?["summary"]?.string == #"Breathe "slowly": in for 4, out for 6"#)
    }

    @Test(arguments: [
        ("summary: Breathe: in", 17, "\"Breathe: in\""), ("  - title: Step one: rest", 21, "\"Step one: rest\""),
        ("- Rest: then breathe", nil, nil), ("summary: \"quoted\": x", nil, nil), ("summary: Breathe: in", 8, nil),
        ("summary: [a: b]", nil, nil), ("summary: a # note: b", 19, nil),
    ] as [(String, Int?, String?)])
    func onlyAPlainValueAfterItsKeyIsQuoted(_ line: String, _ column: Int?, _ quoted: String?) {
        let colon = column ?? (Array(line.unicodeScalars).lastIndex(of: ":")! + 1)
        #expect(YAMLSyntaxRepair.quoted(line: 1, at: colon, in: SourceFile(path: "t.yml", text: line))?.fixIt.replacement == quoted, "\(line.debugDescription)")
    }

    /// A key with no space after its colon, a key indented otherwise than the key above it, and a
    /// value that starts with a character YAML keeps for itself are each said as what they are,
    /// where they are written, with a fix-it; each fixed, the front matter reads.
    @Test(arguments: [
        ("---\nid: a\nsource:\n  year:1️⃣2022\n  pages: \"2\"\n---\n", "'year:' has no space after its ':', so YAML reads the line as text, not as the key 'year'", " "),
        ("---\nid: a\nsource:\n  title: T\n 1️⃣author: A\n---\n", "this key is indented 1 space and the key above it 2 spaces, so YAML cannot tell which mapping it belongs to", "  "),
        ("---\nid: a\nsource:\n  title: T\n   1️⃣author: A\n---\n", "this key is indented 3 spaces and the key above it 2 spaces, so YAML cannot tell which mapping it belongs to", "  "),
        ("---\nid: a\nsource:\n  title: T\n\n    1️⃣year: 2022\n---\n", "this key is indented 4 spaces and the key above it 2 spaces, so YAML cannot tell which mapping it belongs to", "  "),
        ("---\nid: a\n  1️⃣title: T\n---\n", "this key is indented 2 spaces and the key above it is not indented, so YAML cannot tell which mapping it belongs to", ""),
        ("---\nid: a\ntitle: 1️⃣@home, calmly\n---\n", "a value that starts with '@' is not read as text: YAML keeps that character for itself", "\"@home, calmly\""),
    ])
    func aUsualMistakeIsToldWithAFixIt(_ marked: String, _ message: String, _ replacement: String) throws {
        let (result, text) = read(marked)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == "yaml.syntax")
        #expect(diagnostic.message == "YAML syntax error: " + message)
        #expect(diagnostic.location?.range.start.line == text["1️⃣"].line)
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(fixIt.replacement == replacement)
        let file = SourceFile(path: "t.md", text: text.text)
        let bytes = try #require(file.byteRange(of: fixIt.range))
        var fixed = Array(text.text.utf8)
        fixed.replaceSubrange(bytes, with: Array(fixIt.replacement.utf8))
        let (read, _) = self.read(String(decoding: fixed, as: UTF8.self))
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics.map(\.message))")
    }

    /// A comment glued to a word after a text value (`#1`) is what the author meant as part of
    /// the value: a warning at it, with a fix-it that quotes both; a comment after `# ` or after
    /// a number is a comment.
    @Test func aCommentGluedToAWordAfterTextIsAWarningWithAFixIt() throws {
        let (result, text) = read("""
        ---
        id: a
        title: 1️⃣Coping step 2️⃣#1 of 33️⃣
        summary: Fine # a comment
        year: 2022 #estimated
        ---
        """)
        #expect(result.root?["title"]?.string == "Coping step")
        #expect(result.diagnostics.map(\.id) == ["yaml.comment-in-value"])
        let warning = try #require(result.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message == "'#1 of 3' is a YAML comment, not part of the value, which reads 'Coping step'")
        #expect(warning.location?.range == SourceRange(start: text["2️⃣"], end: text["3️⃣"]))
        #expect(warning.fixIts == [FixIt("put the value and '#1 of 3' in quotes", replacing: SourceRange(start: text["1️⃣"], end: text["3️⃣"]),
                                         with: "\"Coping step #1 of 3\"")])
        let (fixed, _) = read("---\nid: a\ntitle: \"Coping step #1 of 3\"\n---\n")
        #expect(fixed.root?["title"]?.string == "Coping step #1 of 3")
        #expect(BlockYAMLReader.read("title: Coping step #1\n", lineOffset: 1) == nil, "left to the full reader")
        #expect(BlockYAMLReader.read("title: Coping step # one\n", lineOffset: 1)?["title"]?.string == "Coping step")
    }

    /// A list or mapping in brackets not closed on its line: the error is at its opening, with a
    /// fix-it that closes it at the end of that line's text (a comment left after it).
    @Test(arguments: [("related: 1️⃣[a, b2️⃣  # two\n", "list", "]"), ("source: 1️⃣{ title: \"x [y\", year: 20052️⃣\n", "mapping", "}")])
    func aCollectionNotClosedOnItsLineIsClosedByItsFixIt(_ line: String, _ what: String, _ close: String) throws {
        let (result, text) = read("---\nid: a\n" + line + "title: T\n---\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "YAML syntax error: the \(what) opened here is not closed with '\(close)' on its line, so YAML read on into the lines after it")
        #expect(diagnostic.location?.range.start == text["1️⃣"])
        #expect(diagnostic.fixIts.map(\.range) == [SourceRange(at: text["2️⃣"])])
        #expect(diagnostic.fixIts.map(\.replacement) == [close])
    }

    /// Lists and mappings left open inside one another on a line are all closed by one fix-it,
    /// innermost first (it took `ease check --fix` a round each, found by the fix fuzz target);
    /// brackets in a quoted value are text, an apostrophe inside a plain one is not a quote.
    @Test(arguments: [("source: { title: [[a, [b2️⃣\n", "]]]}", "close it and the 3 lists and mappings open around or inside it with ']]]}' at the end of line 3"),
                      ("source: { title: \"x [y\", tags: [don't2️⃣ # it\n", "]}", "close it and the list or mapping open around or inside it with ']}' at the end of line 3"),
                      ("source: { title: a 5\" nail, tags: [b2️⃣\n", "]}", "close it and the list or mapping open around or inside it with ']}' at the end of line 3")])
    func collectionsOpenInsideOneAnotherAreClosedByOneFixIt(_ line: String, _ closers: String, _ message: String) throws {
        let (result, text) = read("---\nid: a\n" + line + "title: T\n---\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.fixIts.map(\.replacement) == [closers])
        #expect(diagnostic.fixIts.map(\.message) == [message])
        #expect(diagnostic.fixIts.map(\.range) == [SourceRange(at: text["2️⃣"])])
        let fixed = FixItEditor.apply(diagnostic.fixIts, to: SourceFile(path: "a.md", text: text.text)).text
        #expect(read(fixed).0.diagnostics.filter { $0.id == "yaml.syntax" }.isEmpty, "\(fixed)")
    }

    /// A line that starts with `- ` indented more than the item above is more of its text to
    /// YAML: a warning at it, with a fix-it that lines it up when the text above is an item.
    @Test func aListItemIndentedMoreThanTheOneAboveIsAWarning() throws {
        let (result, text) = read("""
        ---
        id: a
        prompts:
          - What made you smile today?
            1️⃣- Who helped you?
          - Fine
        title: What anxiety does
          2️⃣- in the body
        ---
        """)
        #expect(result.root?["prompts"]?.items?.count == 2)
        let warnings = result.diagnostics.filter { $0.id == "yaml.continued-item" }
        #expect(warnings.map { $0.location?.range.start } == [text["1️⃣"], text["2️⃣"]])
        #expect(warnings.first?.message == "this line starts with '- ' but is indented more than the line above, so YAML reads it as more of that text, not as an item of a list: 'What made you smile today? - Who helped you?'")
        #expect(warnings.first?.fixIts == [FixIt("indent it 2 spaces, as the item above", replacing: SourceRange(line: text["1️⃣"].line, column: 1, length: 4), with: "  ")])
        #expect(warnings.last?.fixIts.isEmpty == true)
        let (plain, _) = read("---\nid: a\nsummary: Two lines of text\n  run on - as text\n---\n")
        #expect(plain.diagnostics.isEmpty)
    }

    @Test func duplicateKeysNestedInsideMappings() throws {
        let (result, text) = read("""
        ---
        source:
          1️⃣year: 2001
          2️⃣year: 2002
        ---
        """)
        let diagnostic = try #require(result.diagnostics.first { $0.id == "yaml.duplicate-key" })
        #expect(diagnostic.location?.range.start == text["2️⃣"])
        #expect(diagnostic.notes.first?.location?.range.start == text["1️⃣"])
        #expect(result.root?["source"]?["year"]?.int == 2001, "the first value is kept")
    }

    /// A lone carriage return ends a line for the file (and for libyaml), so a duplicate key after
    /// one is reported on its own line, inside it, and the value it sets is set aside; found by the
    /// front-matter fuzzer, which had it one line up and past that line's end.
    @Test(arguments: ["\r", "\r\n", "\n"])
    func aDuplicateKeyAfterAnyLineBreakIsReportedOnItsOwnLine(lineBreak: String) throws {
        let file = SourceFile(path: "site.yml", text: "title: Ease\(lineBreak)id: a\(lineBreak)tabs: [learn]\(lineBreak)id: b\n")
        let result = YAMLReader(file: file, lineOffset: 0).readWithYams(file.text)
        let diagnostic = try #require(result.diagnostics.first { $0.id == "yaml.duplicate-key" })
        #expect(diagnostic.location?.range == SourceRange(line: 4, column: 1, length: 2))
        #expect(diagnostic.notes.first?.location?.range.start == SourcePosition(line: 2, column: 1))
        #expect(result.root?["id"]?.string == "a", "the first value is kept")
        #expect(result.root?["tabs"] != nil, "the rest of the file is still read")
    }

    @Test func aliasBombsAreCutOff() {
        var yaml = "---\na: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            let previous = level == 1 ? "a" : "l\(level - 1)"
            yaml += "l\(level): &l\(level) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
        }
        yaml += "---\n"
        let (result, _) = read(yaml)
        #expect(result.diagnostics.contains { $0.id == "yaml.too-large" })
    }

    /// An empty value at the end of a line has an empty range there; found by the front-matter fuzzer.
    @Test func anEmptyValueStaysOnItsLine() throws {
        let (result, _) = read("""
        ---
        id: x
        source:
        ---
        """)
        let source = try #require(result.root?["source"])
        #expect(source.range.start == SourcePosition(line: 3, column: 8))
        #expect(source.range.end == source.range.start)
    }

    /// An error at the end of the input points at the end, not one character past it; found by the front-matter fuzzer.
    /// libyaml ends lines at NEL, LS and PS too; positions stay in the file's own lines.
    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{85}"])
    func linesLibyamlBreaksAtAnUnusualSeparatorKeepTheFilesPositions(separator: String) throws {
        let file = SourceFile(path: "site.yml", text: "title: Ease\ntabs: [a]\(separator)moods: x\nmore: [\n")
        let result = YAMLReader(file: file, lineOffset: 0).readWithYams(file.text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == "yaml.syntax")
        let start = try #require(diagnostic.location?.range.start)
        #expect(start.line <= file.lineCount + 1 && start.column <= file.scalarCount(ofLine: start.line) + 1)

        let valid = SourceFile(path: "site.yml", text: "title: Ease\ntabs: [a]\(separator)moods: x\n")
        let root = try #require(YAMLReader(file: valid, lineOffset: 0).readWithYams(valid.text).root)
        // "moods" starts on line 2 after "tabs: [a]" and the separator: column 11.
        let key = try #require(root.entries?.first { $0.key == "moods" })
        #expect(key.keyRange.start == SourcePosition(line: 2, column: 11))
        #expect(root["moods"]?.range.start == SourcePosition(line: 2, column: 18))
    }

    @Test func anErrorAtTheEndOfTheInputStaysInTheFile() throws {
        let file = SourceFile(path: "site.yml", text: "title: Ease\ntabs: [learn,\n")
        let result = YAMLReader(file: file, lineOffset: 0).read(file.text)
        let range = try #require(result.diagnostics.first?.location?.range)
        #expect(result.diagnostics.first?.id == "yaml.syntax")
        #expect(range.start.line <= file.lineCount + 1)
        #expect(range.end == range.start)
    }
}
