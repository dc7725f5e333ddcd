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

    /// cmark places a text opening with backticks it could not pair after them; on a
    /// continuation line that moved the whole line (the markdown fuzz target's finding).
    @Test func aTextOpeningWithAnUnpairedBacktickStartsAtIt() throws {
        for source in ["`mth( x *a*\n", "a\n`mth( *x*\n", "> a\n`mth( *x*\n", "*a*``b *x*\n", "*a*\\`b *x*\n", "a\n`*x* y\n", "a ``*x* y\n"] {
            let file = SourceFile(path: "t.md", text: source)
            guard case .paragraph(let inlines)? = CommonMarkParser.parse(source, in: file, lineOffset: 0).blocks.first.map({ block in
                if case .blockQuote(let children) = block.kind { return children[0].kind }
                return block.kind
            }) else { Issue.record("no paragraph in \(source.debugDescription)"); continue }
            // The emphasis after the backticks reads as written, and so does every text without an escape.
            let emphasis = try #require(inlines.last { if case .emphasis = $0.kind { true } else { false } })
            #expect(file.byteRange(of: emphasis.range).map { String(file.text(inBytes: $0)) }?.hasPrefix("*") == true, "\(source.debugDescription)")
            for inline in inlines {
                guard case .text(let text) = inline.kind, !source.contains("\\") else { continue }
                #expect(file.byteRange(of: inline.range).map { file.text(inBytes: $0) } == text, "\(source.debugDescription)")
            }
        }
    }

    /// After a code span that closes on a later line, cmark counts that line from where the
    /// containers' markers end on it (nowhere, on a lazy line): the inlines after it are placed
    /// from its closing backticks (the markdown fuzz target's finding).
    @Test(arguments: [" 1.    `            - level\n   `      *emph* **strong** x\n", "`a\n   `      *emph* x\n", "- `a\nb` *emph* x\n",
                      "- `a\n  b` *emph* x\n", "> `a\n> b` *emph* x\n", "- ``a\n      b`c`` *emph* x\n"])
    func inlinesAfterACodeSpanOverLinesReadAsWritten(_ source: String) throws {
        let file = SourceFile(path: "t.md", text: source)
        var blocks = CommonMarkParser.parse(source, in: file, lineOffset: 0).blocks
        // Into the list or quote the paragraph is in.
        for _ in 0..<3 {
            switch blocks.first?.kind {
            case .list(let list)?: blocks = list.items[0].blocks
            case .blockQuote(let children)?: blocks = children
            default: break
            }
        }
        guard case .paragraph(let inlines)? = blocks.first?.kind else { Issue.record("no paragraph"); return }
        let read = { (inline: MarkdownInline) in file.byteRange(of: inline.range).map { String(file.text(inBytes: $0)) } }
        for inline in inlines.drop(while: { if case .code = $0.kind { false } else { true } }).dropFirst() {
            switch inline.kind {
            case .text(let text): #expect(read(inline) == String(text), "\(source.debugDescription)")
            case .emphasis, .strong: #expect(read(inline)?.hasPrefix("*") == true && read(inline)?.hasSuffix("*") == true, "\(source.debugDescription)")
            default: break
            }
        }
    }

    /// cmark places a code span after its opening backticks; a continuation line that opens
    /// with one was measured from there, and every inline of the line sat that many columns to
    /// the left (the markdown fuzz target's finding).
    @Test(arguments: ["a\n`K`b `x` *s*\n", "a\n```K```b `x` *s*\n", "**a\n`K`b** `x` *s*\n", "> a\n> ``K`` b *s*\n"])
    func aContinuationLineOpeningWithACodeSpanReadsAsWritten(_ source: String) throws {
        let file = SourceFile(path: "t.md", text: source)
        var blocks = CommonMarkParser.parse(source, in: file, lineOffset: 0).blocks
        if case .blockQuote(let children)? = blocks.first?.kind { blocks = children }
        guard case .paragraph(let inlines)? = blocks.first?.kind else { Issue.record("no paragraph"); return }
        func check(_ inlines: [MarkdownInline]) {
            for inline in inlines {
                let read = file.byteRange(of: inline.range).map { String(file.text(inBytes: $0)) }
                switch inline.kind {
                case .text(let text) where !text.contains("\u{201C}"): #expect(read == String(text), "\(source.debugDescription)")
                case .code(let code): #expect(read == String(code), "\(source.debugDescription)")
                case .emphasis(let children), .strong(let children): check(children)
                default: break
                }
            }
        }
        check(inlines)
    }

    /// cmark ends a block closed by a blank line at that line's column 0; its range ends where
    /// its own last line does.
    @Test func aBlockBeforeABlankLineEndsOnItsOwnLastLine() throws {
        let (document, _) = parse("- a\n- bé\n\n> quoted\n\n## h\n", frontMatterLines: 0)
        guard case .list(let list) = document.blocks[0].kind else { Issue.record("not a list"); return }
        #expect(list.items.map(\.range.end) == [SourcePosition(line: 1, column: 4), SourcePosition(line: 2, column: 5)])
        #expect(document.blocks[0].range.end == SourcePosition(line: 2, column: 5))
        #expect(document.blocks[1].range == SourceRange(start: SourcePosition(line: 4, column: 1), end: SourcePosition(line: 4, column: 9)))
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

    /// A heading of one piece of text, of one piece of code, and a link's text: each as written.
    @Test func plainTextOfOnePieceIsThatPiece() {
        let (document, _) = parse("# Calm breathing\n\n## `breathe()`\n\n[a gentle walk](walk.md)", frontMatterLines: 0)
        guard case .heading(1, let plain) = document.blocks[0].kind, case .heading(2, let code) = document.blocks[1].kind,
              case .paragraph(let paragraph) = document.blocks[2].kind, case .link(_, _, let linkText) = paragraph.first?.kind else {
            Issue.record("unexpected blocks: \(document.blocks)")
            return
        }
        #expect(MarkdownDocument.plainText(plain) == "Calm breathing")
        #expect(MarkdownDocument.plainText(code) == "breathe()")
        #expect(MarkdownDocument.plainText(linkText) == "a gentle walk")
        #expect(MarkdownDocument.plainText([]) == "")
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

    /// cmark 0.30 does not count the newline of a backslash hard break; found by the markdown fuzzer.
    @Test func inlinesAfterABackslashBreakKeepTheirLine() {
        let (document, text) = parse("""
        ---
        ---
        A line\\
        1️⃣next 2️⃣[link](a.md) and\\
        3️⃣more *emph\\
        across* 5️⃣[end](b.md)

        > quoted\\
        > 6️⃣[inside](c.md)

        - item\\
          7️⃣[listed](d.md)
        """, frontMatterLines: 2)
        var starts: [SourcePosition] = []
        document.forEachBlock { block in
            if case .paragraph(let inlines) = block.kind {
                for inline in inlines { starts.append(inline.range.start) }
            }
        }
        #expect(starts.contains(text["1️⃣"]))
        #expect(starts.contains(text["3️⃣"]))
        #expect(document.references.map(\.range.start) == [text["2️⃣"], text["5️⃣"], text["6️⃣"], text["7️⃣"]])
    }

    @Test func breaksSitWhereTheTextBeforeThemEnds() {
        let (document, text) = parse("""
        ---
        ---
        one1️⃣
        two
        """, frontMatterLines: 2)
        guard case .paragraph(let inlines)? = document.blocks.first?.kind else {
            Issue.record("no paragraph")
            return
        }
        #expect(inlines.map(\.kind) == [.text("one"), .softBreak, .text("two")])
        #expect(inlines[1].range.start == text["1️⃣"])
    }

    @Test func headingsWithNoLettersGetASectionAnchor() {
        let (document, _) = parse("""
        ## ???

        ## !!!

        ## Section
        """, frontMatterLines: 0)
        #expect(document.headings.map(\.anchor) == ["section", "section-1", "section-2"])
    }

    /// cmark reports continuation lines at the first line's indentation and a link that spans
    /// lines on its last line; found by the front-matter fuzzer on a lazy continuation line.
    @Test func continuationLinesKeepTheirOwnColumns() {
        let (document, text) = parse("""
          indented first line
        1️⃣[lazy](a.md) line

        > quoted
        lazy 2️⃣[in quote](b.md)
        >   3️⃣[deeper](c.md)

        text 4️⃣[a link that
          spans lines](d.md) 5️⃣[after](e.md)
        """, frontMatterLines: 0)
        #expect(document.references.map(\.range.start) == [text["1️⃣"], text["2️⃣"], text["3️⃣"], text["4️⃣"], text["5️⃣"]])
        #expect(document.references[3].range.end == SourcePosition(line: 9, column: 21))
    }

    /// cmark counts an autolink's column from the paragraph's start once past a line break, and
    /// lets a trailing unmatched backtick run into the newline; found by the fuzzers.
    @Test func autolinksAndTrailingBackticksStayOnTheirLine() {
        let (document, text) = parse("""
        A first line that is long enough to matter
        and 1️⃣<https://example.org/a> on the second, with `2️⃣
        a stray backtick above.
        """, frontMatterLines: 0)
        #expect(document.references.map(\.range.start) == [text["1️⃣"]])
        #expect(document.references.first?.range.end == SourcePosition(line: 2, column: 28))
        var ends: [SourcePosition] = []
        document.forEachBlock { block in
            if case .paragraph(let inlines) = block.kind { ends = inlines.map(\.range.end) }
        }
        #expect(ends.allSatisfy { $0.line != 2 || $0 <= text["2️⃣"] })
    }

    /// An empty body (front matter alone) is an empty document; cmark is never handed a null buffer.
    @Test func emptyBodyIsAnEmptyDocument() {
        let file = SourceFile(path: "t.md", text: "---\nid: x\n---\n")
        #expect(CommonMarkParser.parse("", in: file, lineOffset: 3).blocks.isEmpty)
        #expect(CommonMarkParser.parse(String(""), in: file, lineOffset: 3) == MarkdownDocument(blocks: []))
    }
}
