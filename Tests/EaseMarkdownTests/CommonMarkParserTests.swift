import EaseDiagnostics
import EaseMarkdown
import EaseTestSupport
import Testing

@Suite struct CommonMarkParserTests {
    /// Parses `marked` as a whole file whose body starts after `frontMatterLines` lines.
    func parse(_ marked: String, frontMatterLines: Int) -> (MarkdownDocument, MarkedText) {
        let text = MarkedText(marked)
        let file = SourceFile(path: "t.md", text: text.text)
        let body = text.text.split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(frontMatterLines).joined(separator: "\n")
        return (CommonMarkParser.parse(body, in: file, lineOffset: frontMatterLines), text)
    }

    @Test func positionsCountTheFrontMatterLines() {
        let (document, text) = parse("""
        ---
        id: x
        ---
        1️⃣# Heading

        Some 2️⃣[link](other.md#part) and 3️⃣![a picture](../media/a.png).
        """, frontMatterLines: 3)
        let heading = document.headings[0]
        #expect(heading.range.start == text["1️⃣"])
        #expect(heading.anchor == "heading")
        let references = document.references
        #expect(references.map(\.kind) == [.link, .image])
        #expect(references[0].range.start == text["2️⃣"])
        #expect(references[0].destination == "other.md#part")
        #expect(references[1].range.start == text["3️⃣"])
        #expect(references[1].text == "a picture")
    }

    @Test func columnsCountScalarsNotBytes() {
        let (document, text) = parse("""
        ---
        ---
        Ёлка и 😰 1️⃣[ссылка](a.md)
        """, frontMatterLines: 2)
        #expect(document.references[0].range.start == text["1️⃣"])
        // The link ends after ")" — the column after the last scalar.
        #expect(document.references[0].range.end == SourcePosition(line: 3, column: text["1️⃣"].column + 14))
    }

    @Test func blockTreeHasTypedNodes() {
        let (document, _) = parse("""
        ## Title *with* **style**

        > quoted

        1. one
        2. two

        ```swift
        let x = 1
        ```

        ---
        """, frontMatterLines: 0)
        guard case .heading(2, let inlines) = document.blocks[0].kind else { Issue.record("no heading"); return }
        #expect(MarkdownDocument.plainText(inlines) == "Title with style")
        guard case .blockQuote = document.blocks[1].kind else { Issue.record("no quote"); return }
        guard case .list(let list) = document.blocks[2].kind else { Issue.record("no list"); return }
        #expect(list.isOrdered && list.items.count == 2 && list.isTight)
        guard case .codeBlock("swift", "let x = 1\n") = document.blocks[3].kind else { Issue.record("no code"); return }
        guard case .thematicBreak = document.blocks[4].kind else { Issue.record("no break"); return }
        #expect(document.wordCount == 10, "3 heading words, 1 quoted, 2 list items, 4 code tokens")
    }

    @Test func smartPunctuationIsApplied() {
        let (document, _) = parse("\"Quoted\" -- it's", frontMatterLines: 0)
        guard case .paragraph(let inlines) = document.blocks[0].kind else { Issue.record("no paragraph"); return }
        #expect(MarkdownDocument.plainText(inlines) == "“Quoted” – it’s")
    }

    @Test func deepNestingIsCutOffNotRecursedInto() {
        let body = String(repeating: "> ", count: 5_000) + "deep"
        let (document, _) = parse(body, frontMatterLines: 0)
        #expect(document.exceededNestingLimit)
    }

    @Test func headingAnchorsAreUniqueAndGitHubStyle() {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(for: "Why slow breathing works!") == "why-slow-breathing-works")
        #expect(slugger.slug(for: "Why slow breathing works") == "why-slow-breathing-works-1")
        #expect(slugger.slug(for: "Что такое ГТР?") == "что-такое-гтр")
    }
}
