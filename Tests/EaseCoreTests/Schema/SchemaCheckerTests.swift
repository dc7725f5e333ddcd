@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

@Suite struct SchemaCheckerTests {
    /// The front matter of a file `r.md` holding `text`.
    func frontMatter(_ text: String) -> YAMLNode {
        let file = SourceFile(path: "r.md", text: text)
        let parts = try! FrontMatterSplitter.split(file).get()
        return YAMLReader(file: file, lineOffset: 1).read(parts.yaml).root!
    }

    func check(_ marked: String, against schema: ObjectSchema = ReadingSchema.reading) -> ([Diagnostic], MarkedText) {
        let text = MarkedText(marked)
        return (SchemaChecker(path: "r.md").check(frontMatter(text.text), against: schema, anchor: SourceRange(line: 1, column: 1, length: 3)), text)
    }

    static let validSource = """
    source:
      title: A book
      author: Someone
      year: 2005
      pages: "1–2"
    """

    /// A list's text with `: ` in it and no quotes is a mapping of one key to YAML: its fix-it
    /// writes it in quotes; a mapping of more keys gets none.
    @Test func textReadAsAMappingOfOneKeyIsQuotedByItsFixIt() throws {
        let fixture = try ContentFixture()
        try fixture.replace("    - What made you smile today?", with: "    - Note: what made \"you\" smile?\n    - { a: b, c: d }", in: "site.yml")
        let run = PipelineRun(fixture)
        let mismatches = run.diagnostics(in: "site.yml").filter { $0.id == "schema.type-mismatch" }
        #expect(mismatches.map(\.message) == ["'prompts' must be text, found a mapping", "'prompts' must be text, found a mapping"], "\(run.problemList)")
        let start = try fixture.position(of: "Note: what", in: "site.yml")
        #expect(mismatches.first?.fixIts == [FixIt("put it in quotes: YAML reads the ': ' in it as a key's",
                                                   replacing: SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 28)),
                                                   with: #""Note: what made \"you\" smile?""#)])
        #expect(mismatches.last?.fixIts.isEmpty == true)
    }

    /// A media path written with `\\` or from `./`, `/` or `../` gets a fix-it to the path under
    /// `media/` it means; one that leads elsewhere gets none.
    @Test(arguments: [("media\\scenes\\lake.jpg", "media/scenes/lake.jpg"), ("./media/scenes/lake.jpg", "media/scenes/lake.jpg"),
                      ("/media/a.png", "media/a.png"), ("../media/a.png", "media/a.png"), ("../../media/a.png", "media/a.png"),
                      ("images/a.png", nil), ("./media/", nil), ("media/a.png", "media/a.png")] as [(String, String?)])
    func aMediaPathWrittenAnotherWayGetsTheOneItMeans(_ written: String, _ meant: String?) {
        #expect(SchemaChecker.mediaPathMeant(written) == meant)
    }

    @Test func unknownKeyGetsDidYouMeanAndAFixIt() throws {
        let (diagnostics, text) = check("""
        ---
        id: a
        title: A
        1️⃣summry: S
        \(Self.validSource)
        ---
        """)
        let diagnostic = try #require(diagnostics.first { $0.id == "schema.unknown-key" })
        #expect(diagnostic.message == "unknown key 'summry' in reading; did you mean 'summary'?")
        #expect(diagnostic.location?.range == SourceRange(start: text["1️⃣"], end: SourcePosition(line: 4, column: 7)))
        #expect(diagnostic.fixIts.first?.replacement == "summary")
        // One misspelt key is one report: the required key it was meant to be is not reported missing too.
        #expect(diagnostics.count == 1)
        #expect(diagnostic.notes.first?.message == "read as 'summary' until it is fixed, so what it holds is checked")
    }

    @Test func aRequiredKeyIsMissingWhenNoUnknownKeyIsNearItsName() throws {
        let (diagnostics, _) = check("""
        ---
        id: a
        title: A
        abstract: S
        \(Self.validSource)
        ---
        """)
        #expect(diagnostics.map(\.id).sorted() == ["schema.missing-key", "schema.unknown-key"])
        #expect(diagnostics.first { $0.id == "schema.unknown-key" }?.fixIts.isEmpty == true)
    }

    @Test func aKeyNearAnOptionalKeyLeavesTheMissingRequiredKeyReported() throws {
        // 'relatd' is read as the optional 'related'; the missing 'summary' is still its own mistake.
        let (diagnostics, _) = check("""
        ---
        id: a
        title: A
        relatd: [b, c]
        \(Self.validSource)
        ---
        """)
        #expect(diagnostics.map(\.id).sorted() == ["schema.missing-key", "schema.unknown-key"])
        let unknown = try #require(diagnostics.first { $0.id == "schema.unknown-key" })
        #expect(unknown.notes.first?.message == "read as 'related' until it is fixed, so what it holds is checked")
    }

    func checkRepairing(_ text: String) -> ([Diagnostic], YAMLNode?) {
        SchemaChecker(path: "r.md").checkRepairing(frontMatter(text), against: ReadingSchema.reading)
    }

    @Test func aMisspeltKeyIsReadAsTheKeyItWasMeantToBeAndItsValueChecked() throws {
        let (diagnostics, repaired) = checkRepairing("""
        ---
        id: a
        title: A
        summary: S
        sorce: { title: T, author: A, year: 20, pages: "1" }
        ---
        """)
        #expect(diagnostics.map(\.id).sorted() == ["schema.out-of-range", "schema.unknown-key"], "the year is checked as the source's")
        let node = try #require(repaired)
        #expect(node["source"]?["year"]?.int == 20)
        #expect(node["sorce"] == nil)
        #expect(node.entries?.first { $0.key == "source" }?.keyRange.start == SourcePosition(line: 5, column: 1), "ranges stay where the text is")
    }

    @Test func nothingIsRepairedWhenTheMeantKeyIsThereToo() throws {
        let (diagnostics, repaired) = checkRepairing("""
        ---
        id: a
        title: A
        titel: B
        summary: S
        \(Self.validSource)
        ---
        """)
        #expect(diagnostics.map(\.id) == ["schema.unknown-key"])
        #expect(repaired == nil)
        let (valid, untouched) = checkRepairing("---\nid: a\ntitle: A\nsummary: S\n\(Self.validSource)\n---\n")
        #expect(valid.isEmpty && untouched == nil)
    }

    @Test(arguments: [("how-worry-works", "[how-worry-works]"), ("how-worry-works, getting-help", "[how-worry-works, getting-help]"),
                      ("\"a: b\"", nil)])
    func aListWrittenAsOneValueGetsAFixIt(_ written: String, _ list: String?) throws {
        let (diagnostics, _) = check("""
        ---
        id: a
        title: A
        summary: S
        \(Self.validSource)
        related: \(written)
        ---
        """)
        let mismatch = try #require(diagnostics.first { $0.id == "schema.type-mismatch" })
        #expect(mismatch.fixIts.first?.replacement == list)
    }

    @Test func nestedProblemsAreAllReported() throws {
        let (diagnostics, text) = check("""
        ---
        id: 1️⃣Not An Id
        title: A
        summary: S
        source:
          title: A book
          author: Someone
          year: 2️⃣1850
          pages: "1"
        related: 3️⃣just-one
        ---
        """)
        #expect(diagnostics.count == 3)
        let invalid = try #require(diagnostics.first { $0.id == "schema.invalid-value" })
        #expect(invalid.location?.range.start == text["1️⃣"])
        #expect(invalid.fixIts.first?.replacement == "not-an-id")
        #expect(diagnostics.first { $0.id == "schema.out-of-range" }?.location?.range.start == text["2️⃣"])
        #expect(diagnostics.first { $0.id == "schema.type-mismatch" }?.location?.range.start == text["3️⃣"])
    }

    @Test func choicesSuggestTheClosestWord() throws {
        let (diagnostics, text) = check("""
        ---
        id: e
        kind: 1️⃣breathng
        ---
        """, against: ExerciseSchema.common)
        let diagnostic = try #require(diagnostics.first { $0.id == "schema.invalid-value" })
        #expect(diagnostic.location?.range.start == text["1️⃣"])
        #expect(diagnostic.fixIts.first?.replacement == "breathing")
    }

    @Test func colorsTimesAndEasingsAreParsed() {
        #expect(ColorValue(hex: "#1565C0")?.description == "#1565C0")
        #expect(ColorValue(hex: "blue") == nil)
        #expect(ClockTime("20:00")?.description == "20:00")
        #expect(ClockTime("24:00") == nil)
        #expect(EasingCurve("cubic-bezier(0.34, 1.56, 0.64, 1)")?.overshoots == true)
        #expect(EasingCurve("ease-out")?.overshoots == false)
        #expect(EasingCurve("cubic-bezier(1.5, 0, 0, 1)") == nil, "x must stay within 0…1")
    }

    @Test func contrastRatioMatchesWCAG() {
        let white = ColorValue(hex: "#FFFFFF")!
        let black = ColorValue(hex: "#000000")!
        #expect(abs(white.contrastRatio(with: black) - 21) < 0.001)
        #expect(abs(ColorValue(hex: "#767676")!.contrastRatio(with: white) - 4.54) < 0.01)
    }
}
