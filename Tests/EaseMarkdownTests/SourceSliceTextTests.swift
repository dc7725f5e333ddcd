import EaseDiagnostics
import EaseMarkdown
import Testing

/// Text and code spans written as is are slices of the source file; what cmark changed is a copy.
@Suite struct SourceSliceTextTests {
    /// The body's inlines, the whole file's text, after a two-line front matter.
    func inlines(_ body: String) -> (inlines: [MarkdownInline], file: String) {
        let whole = "---\n---\n" + body
        let file = SourceFile(path: "t.md", text: whole)
        let document = CommonMarkParser.parse(body, in: file, lineOffset: 2)
        var out: [MarkdownInline] = []
        func collect(_ inlines: [MarkdownInline]) {
            for inline in inlines {
                out.append(inline)
                switch inline.kind {
                case .emphasis(let children), .strong(let children), .link(_, _, let children), .image(_, _, let children): collect(children)
                default: break
                }
            }
        }
        document.forEachBlock { block in
            if case .paragraph(let children) = block.kind { collect(children) }
            if case .heading(_, let children) = block.kind { collect(children) }
        }
        return (out, file.text)
    }

    /// The texts and code spans with whether each shares the file's storage (its base is the whole file).
    func texts(_ body: String) -> [(String, shared: Bool)] {
        let (inlines, whole) = inlines(body)
        return inlines.compactMap { inline in
            switch inline.kind {
            case .text(let text), .code(let text): return (String(text), text.base == whole && text.base.utf8.count > text.utf8.count)
            default: return nil
            }
        }
    }

    @Test func plainTextOnEveryLineIsASliceOfTheFile() {
        let found = texts("# Worry time\n\nSet aside *fifteen minutes* a day,\n  then [write](a.md) it down.\n\n> Quoted lines\n> stay slices.\n\n- item one\n- item **two**\n")
        #expect(found.map(\.0) == ["Worry time", "Set aside ", "fifteen minutes", " a day,", "then ", "write", " it down.",
                                    "Quoted lines", "stay slices.", "item one", "item ", "two"])
        #expect(found.allSatisfy { $0.shared }, "\(found)")
    }

    @Test func codeSpansAreSlicesInsideTheirBackticks() {
        let found = texts("Run `ease check` or `` a`b `` now.\n")
        #expect(found.map(\.0) == ["Run ", "ease check", " or ", "a`b", " now."])
        #expect(found.allSatisfy { $0.shared }, "\(found)")
    }

    @Test func textCmarkChangedIsACopyWithCmarksLiteral() {
        let found = texts("It's \"quoted\" -- and &amp; \\*escaped\\*.\n")
        #expect(found.map(\.0).joined() == "It’s “quoted” – and & *escaped*.")
        // Each changed run is its own copy; runs cmark left alone may still be slices.
        #expect(found.contains { !$0.shared })
    }

    /// Inlines cmark places at or past their line's end (an unmatched backtick, a lazy quote line,
    /// a backslash break) still get their text.
    @Test func inlinesAtTheEndOfTheirLineKeepTheirText() {
        #expect(texts("Some text `\nnext `\n").map(\.0) == ["Some text ", "next"])  // a code span across the line break
        #expect(texts("> quote `x\n> lazy ``\n").map(\.0) == ["quote `x", "lazy ``"])
        #expect(texts("a\\\nb `c\n d`\n").map(\.0) == ["a", "b ", "c d"])
        #expect(texts("- `a\n  b` c\n  d `e\n").map(\.0) == ["a b", " c", "d `e"])
    }

    @Test func multibyteTextIsSlicedOnScalarBoundaries() {
        let found = texts("Ёлка 😰 и *спокойствие*\n")
        #expect(found.map(\.0) == ["Ёлка 😰 и ", "спокойствие"])
        #expect(found.allSatisfy { $0.shared })
    }
}
