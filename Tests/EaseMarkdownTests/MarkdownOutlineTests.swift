import EaseDiagnostics
import EaseMarkdown
import EaseTestSupport
import Foundation
import Testing

@Suite struct MarkdownOutlineTests {
    /// The outline parsed on its own must be the tree's outline, field for field.
    func expectSameOutline(_ text: String, lineOffset: Int = 0, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = SourceFile(path: "t.md", text: String(repeating: "x\n", count: lineOffset) + text)
        let tree = CommonMarkParser.parse(text, in: file, lineOffset: lineOffset)
        let outline = CommonMarkParser.outline(Substring(text), in: file, lineOffset: lineOffset)
        #expect(outline == tree.outline, "\(text.debugDescription)", sourceLocation: sourceLocation)
        #expect(outline.headingAnchors == tree.headings.map(\.anchor), sourceLocation: sourceLocation)
        // The paragraphs' and headings' texts from the outline's walk are the tree's.
        var texts: [MarkdownBlockText]? = []
        let withTexts = CommonMarkParser.outline(Substring(text), in: file, lineOffset: lineOffset, blockTexts: &texts)
        #expect(withTexts == outline, sourceLocation: sourceLocation)
        #expect(texts == tree.blockTexts, "\(text.debugDescription)", sourceLocation: sourceLocation)
        var spilledTexts: [MarkdownBlockText]? = []
        _ = CommonMarkParser.outlineAndRenderTree(Substring(text), in: file, lineOffset: lineOffset, blockTexts: &spilledTexts)
        #expect(spilledTexts == texts, sourceLocation: sourceLocation)
    }

    @Test func theBlockTextsArePlainTextsOfParagraphsAndHeadingsInOrder() {
        let text = """
        # A *title* with `code`

        A paragraph with a [link **in bold**](x.md) and ![an image's alt](i.png),
        a soft break, <span>raw HTML</span> and a hard\\
        break.

        > ## Quoted heading
        >
        > - item one
        > - item *two*

            indented code

        <div>block HTML</div>

        Underlined
        ---
        """
        let file = SourceFile(path: "t.md", text: text)
        var texts: [MarkdownBlockText]? = []
        _ = CommonMarkParser.outline(Substring(text), in: file, lineOffset: 0, blockTexts: &texts)
        #expect(texts?.map(\.text) == [
            "A title with code",
            "A paragraph with a link in bold and an image’s alt, a soft break, raw HTML and a hard break.",
            "Quoted heading", "item one", "item two", "Underlined",
        ])
        #expect(texts?.map(\.isHeading) == [true, false, true, false, false, true])
        // Not asked for, none are made.
        var none: [MarkdownBlockText]?
        _ = CommonMarkParser.outline(Substring(text), in: file, lineOffset: 0, blockTexts: &none)
        #expect(none == nil)
        expectSameOutline(text)
    }

    @Test func headingsThatSkipALevelAreKeptWithTheLevelBeforeThem() {
        let text = "# Title\n\n### Under the title\n\n##### Skips\n\n> ## Quoted\n\n#### Skips again\n"
        let file = SourceFile(path: "t.md", text: text)
        let outline = CommonMarkParser.outline(Substring(text), in: file, lineOffset: 0)
        // The first section (level 3) is deeper than the quoted level-2 heading: the page would
        // show it an h3 right under its title.
        #expect(outline.headingSkips.map { [$0.level, $0.previousLevel, $0.range.start.line] } == [[3, 1, 3], [5, 3, 5], [4, 2, 9]])
        #expect(outline.headingSkips.map { $0.opensBody } == [true, false, false])
        expectSameOutline(text)
    }

    /// The site shows a body's shallowest heading level right under the page's title, so a first
    /// heading deeper than that skips a level there; level-1 headings after the title are shown at
    /// that level too, and a title is a level-1 heading only as the body's first block.
    @Test(arguments: [
        ("# Title\n\n### Sleep\n\n## Movement\n", [[3, 1, 3]]),
        ("### No title\n\nText.\n\n## Later\n", [[3, 1, 1]]),
        ("# Title\n\n#### Deep\n\n### Less deep\n\n### Same\n", [[4, 2, 3]]),
        ("# Title\n\n> ### Quoted first\n\n## After\n", [[3, 1, 3]]),
        ("# Title\n\n### All\n\n### At one level\n", []),
        ("# Title\n\n## Sections\n\n### Under them\n", []),
        ("Words first.\n\n# A section\n\n### Under it\n\n## Another\n", []),
        ("# Title\n\n# Another title-level section\n\n## Below\n", []),
        ("", []),
        ("Only words.", []),
    ])
    func aFirstSectionDeeperThanTheShallowestIsASkip(_ text: String, _ expected: [[Int]]) {
        let file = SourceFile(path: "t.md", text: text)
        let outline = CommonMarkParser.outline(Substring(text), in: file, lineOffset: 0)
        #expect(outline.headingSkips.map { [$0.level, $0.previousLevel, $0.range.start.line] } == expected, "\(text.debugDescription)")
        #expect(outline.headingSkips.allSatisfy { $0.opensBody })
        expectSameOutline(text)
        expectSameOutline(text, lineOffset: 2)
    }

    /// Inputs where the outline walk must move its cursor exactly as the conversion does.
    static let edgeCases: [String] = [
        "",
        "Just words.",
        "# Title\n\nSome *emphasis*, **strong**, `code` and a [link](a.md#x).\n",
        "Text then [a link\nacross lines](b.md) and more\ntext after [another](c.md).",
        "Start\n[\nlink starting with a break](d.md)",
        "line one  \nline two with a hard break before [link](e.md)",
        "line one\\\nline two after a backslash break [link](f.md)",
        "Autolink after a break:\nsee <https://example.org/page> and\n<mailto:a@b.c>",
        "![alt with <b>html</b> and [a link](x.md)](../media/a.png)",
        "Inline <span>html</span> in *emphasis <i>too</i>* and [a <em>link</em>](g.md)",
        "<div>\nblock html\n</div>\n\nAfter.",
        "Code `span\nacross lines` then [link](h.md)",
        "> quoted paragraph with [link](i.md)\n> continued *lazily*\nlazy line [two](j.md)",
        "- item [one](k.md)\n- item two\n  - nested [three](l.md)\n\n1. ordered\n2. list",
        "Setext heading\n==============\n\nAnother\n-------\n\n## Same\n\n## Same",
        "```swift\nlet x = 1 // code words\n```\n\n    indented code\n",
        "## Empty\n## Next\n\n**Bold line**\n\n> **quoted bold**\n\n- **item**\n\n## Next\n\n---\n\n### Last",
        String(repeating: "> ", count: 125) + "**bold near the nesting limit**",
        String(repeating: "> ", count: 126) + "**bold at the nesting limit**",
        String(repeating: "> ", count: 127) + "**bold past the nesting limit**",
        "Ёлка и 😰 [ссылка](a.md) — «кавычки» \"smart\" quotes",
        "Code `ёлка` and\n\n    ёлка\n\nonly in code; ![ёлка](a.png) in an image",
        "Lines\r\nwith CRLF [link](m.md)\r\nand more\r\n",
        "***\n\nAfter a thematic break [x](n.md)",
        "  Indented *start*\n   continuation with `code` and [link](o.md)",
        "Entity &amp; escape \\* and [link &amp; text](p.md \"title\")",
        "[ref link][r]\n\n[r]: q.md",
        String(repeating: "> ", count: 140) + "too deep [link](deep.md)",
        String(repeating: "- ", count: 70) + "deep list",
        String(repeating: "*", count: 300) + "deep emphasis" + String(repeating: "*", count: 300),
        String(repeating: "[", count: 200) + "nested brackets" + String(repeating: "](x.md)", count: 200),
    ]

    @Test(arguments: edgeCases)
    func outlineEqualsTheTreesOutline(_ text: String) {
        expectSameOutline(text)
        expectSameOutline(text, lineOffset: 3)
    }

    @Test func outlineEqualsTheTreesOutlineForEverySampleDocument() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var checked = 0
        for folder in ["Content", "Tests/EaseCoreTests/Fixtures", "Fuzz"] {
            let base = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(atPath: base.path) else { continue }
            for case let path as String in files where path.hasSuffix(".md") {
                let text = String(decoding: try Data(contentsOf: base.appendingPathComponent(path)), as: UTF8.self)
                expectSameOutline(text)
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    /// A body is flagged where a run of its bytes has two scripts' letters; a Russian body with
    /// English links and code is not.
    @Test func aRunOfTwoScriptsLettersFlagsABodyForMixedScripts() {
        func flagged(_ text: String) -> Bool {
            CommonMarkParser.outline(Substring(text), in: SourceFile(path: "t.md", text: text), lineOffset: 0).mayHoldMixedScript
        }
        #expect(flagged("A Wоrry in a long enough paragraph to go past sixteen bytes."))
        #expect(flagged("`Тpевога` in code") && flagged("Ωmega"))
        #expect(!flagged("Ёлка") && !flagged("Тревога и покой: [ровный-628](reading-00628.md), `steady` and calm."))
        #expect(!flagged("plain words — “quoted”, café, naïve, ο."))
    }

    /// cmark ends an underlined heading a line late (at the blank line after it, or at the end of
    /// the paragraph after it); its range ends at its underline, and only such a heading sets
    /// the outline's flag.
    @Test(arguments: [
        ("Two lines\nof text\n---\n\nAfter.\n", 3, 4),
        ("Two lines\nof text\n---\nA paragraph right after.\n", 3, 4),
        ("Two lines\nof text\n===", 3, 4),
        ("> Quoted\n> ---  \n\nAfter.\n", 2, 8),
        ("- Item\n  ===\n\nAfter.\n", 2, 6),
    ])
    func anUnderlinedHeadingEndsAtItsUnderline(_ text: String, line: Int, column: Int) throws {
        let file = SourceFile(path: "t.md", text: text)
        let tree = CommonMarkParser.parse(text, in: file, lineOffset: 0)
        let heading = try #require(tree.headings.first)
        #expect(heading.range.end == SourcePosition(line: line, column: column))
        #expect(tree.outline.mayHoldUnderlinedParagraph)
        expectSameOutline(text)
    }

    @Test func aHashHeadingDoesNotFlagAnUnderline() {
        let text = "# Title\n\n## Section\nText right under it.\n\n---\n"
        let outline = CommonMarkParser.outline(Substring(text), in: SourceFile(path: "t.md", text: text), lineOffset: 0)
        #expect(!outline.mayHoldUnderlinedParagraph)
    }

    @Test func outlineHoldsWhatValidationReads() {
        let text = """
        # Breathing

        Breathe *in* [slowly](a.md#count) and <b>out</b>.

        ![A lake](../media/lake.png)

        ## Breathing
        """
        let file = SourceFile(path: "t.md", text: text)
        let outline = CommonMarkParser.outline(Substring(text), in: file, lineOffset: 0)
        #expect(outline.headingAnchors == ["breathing", "breathing-1"])
        #expect(CommonMarkParser.parse(text, in: file, lineOffset: 0).headings.map(\.anchor) == outline.headingAnchors)
        #expect(outline.references.map(\.destination) == ["a.md#count", "../media/lake.png"])
        #expect(outline.references.map(\.text) == ["slowly", "A lake"])
        #expect(outline.references[0].range == SourceRange(start: SourcePosition(line: 3, column: 14), end: SourcePosition(line: 3, column: 34)))
        #expect(outline.rawHTML.map(\.html) == ["<b>", "</b>"])
        #expect(outline.containsRawHTML)
        // Breathing / Breathe in slowly and out. / A lake / Breathing
        #expect(outline.wordCount == 9)
        #expect(outline.range == SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 7, column: 13)))
        #expect(!outline.exceededNestingLimit)
    }

    @Test func anEmptyBodyHasNoRange() {
        let file = SourceFile(path: "t.md", text: "\n\n")
        let outline = CommonMarkParser.outline("\n\n", in: file, lineOffset: 0)
        #expect(outline == MarkdownOutline())
        #expect(outline.range == nil)
    }

    @Test func tooDeepNestingIsRecordedInTheOutline() {
        let text = String(repeating: "> ", count: CommonMarkParser.maximumNesting + 5) + "deep"
        let file = SourceFile(path: "t.md", text: text)
        #expect(CommonMarkParser.outline(Substring(text), in: file, lineOffset: 0).exceededNestingLimit)
    }

    @Test func theAnchorCursorGivesEachHeadingItsAnchorInDocumentOrder() {
        let text = "# Calm\n\n> ## Calm\n\n- ### Step\n\n  ## Step\n\n# ???\n"
        let document = CommonMarkParser.parse(text, in: SourceFile(path: "t.md", text: text), lineOffset: 0)
        var cursor = HeadingAnchorCursor(MarkdownRenderTree(document))
        let handedOut = document.headings.map { _ in cursor.next() }
        #expect(handedOut == ["calm", "calm-1", "step", "step-1", "section"])
        #expect(handedOut == document.headings.map(\.anchor))
    }
}

/// What a one-off build keeps of an outline once its links are checked.
@Suite struct MarkdownOutlineRemoveLinksTests {
    @Test func linksGoAndImagesHeadingsAndWordsStay() {
        let text = "# Title\n\nSee [one](a.md) and [two](b.md#x).\n\n![A lake](../media/lake.jpg)\n\n<div>raw</div>\n"
        let outline = CommonMarkParser.outline(Substring(text), in: SourceFile(path: "t.md", text: text), lineOffset: 0)
        #expect(outline.references.map(\.kind) == [.link, .link, .image])
        var trimmed = outline
        trimmed.removeLinks()
        #expect(trimmed.references.map(\.destination) == ["../media/lake.jpg"])
        #expect(trimmed.headingAnchors == outline.headingAnchors)
        #expect(trimmed.wordCount == outline.wordCount)
        #expect(trimmed.rawHTML == outline.rawHTML)
        #expect(trimmed.range == outline.range)
        var empty = MarkdownOutline()
        empty.removeLinks()
        #expect(empty == MarkdownOutline())
    }
}
