import EaseCore
import EaseDiagnostics
import EaseMarkdown
import Testing

@Suite struct ContentParserTests {
    func document(_ text: String, kind: ContentKind = .reading, path: String = "readings/r.md") -> SourceDocument {
        SourceDocument(kind: kind, relativePath: path, locale: nil, file: SourceFile(path: "/c/" + path, text: text))
    }

    static let reading = """
    ---
    id: calm
    title: Calm
    ---

    # Calm

    A [link](other.md#part) and ![a lake](../media/lake.png) in *one* paragraph.

    - a list
    - of items
    """

    @Test func anOutlineParseKeepsTheSameOutlineAndParsesTheTreeAgainWhenAsked() {
        let (trees, treeDiagnostics) = ContentParser.parse(document(Self.reading), retention: .trees)
        let (outlines, outlineDiagnostics) = ContentParser.parse(document(Self.reading), retention: .outlines)
        #expect(outlines.outline == trees.outline)
        #expect(outlines.outline.references.map(\.destination) == ["other.md#part", "../media/lake.png"])
        #expect(outlines.outline.references[0].range.start == SourcePosition(line: 8, column: 3))
        #expect(outlines.markdown() == trees.markdown())
        #expect(outlines.markdown().blocks.count == 3)
        #expect(outlineDiagnostics.map(\.id) == treeDiagnostics.map(\.id))
    }

    @Test func aFileWithoutFrontMatterIsParsedWholeEitherWay() {
        let text = "# Only a body\n\nwith [a link](x.md)\n"
        let (trees, _) = ContentParser.parse(document(text), retention: .trees)
        let (outlines, diagnostics) = ContentParser.parse(document(text), retention: .outlines)
        #expect(diagnostics.map(\.id) == ["frontmatter.missing"])
        #expect(outlines.outline == trees.outline)
        #expect(outlines.outline.headingAnchors == ["only-a-body"])
        #expect(outlines.markdown().headings.first?.range.start == SourcePosition(line: 1, column: 1))
        #expect(outlines.markdown() == trees.markdown())
    }

    @Test func siteSettingsHaveNoBody() {
        let (parsed, diagnostics) = ContentParser.parse(document("title: Ease\n", kind: .site, path: "site.yml"), retention: .outlines)
        #expect(diagnostics.isEmpty)
        #expect(parsed.outline == MarkdownOutline())
        #expect(parsed.markdown().blocks.isEmpty)
        #expect(parsed.frontMatter != nil)
    }

    @Test(arguments: [MarkdownRetention.trees, .outlines])
    func tooDeepNestingIsAnErrorEitherWay(_ retention: MarkdownRetention) {
        let text = "---\nid: x\n---\n" + String(repeating: "> ", count: CommonMarkParser.maximumNesting + 2) + "deep\n"
        let (parsed, diagnostics) = ContentParser.parse(document(text), retention: retention)
        #expect(diagnostics.map(\.id) == ["markdown.too-deep"])
        #expect(parsed.outline.exceededNestingLimit)
    }
}
