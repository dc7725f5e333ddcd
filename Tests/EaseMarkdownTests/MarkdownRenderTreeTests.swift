import EaseDiagnostics
import EaseMarkdown
import EaseTestSupport
import Foundation
import Testing

/// A body's render tree, made straight from cmark's tree, is the render tree of the document the
/// same body parses into: the same nodes, text, spans and heading anchors.
@Suite struct MarkdownRenderTreeTests {
    /// Every construct the converters treat apart: code spans with several backticks and
    /// stripped spaces, a backslash break, lazy lines, a link across lines, raw HTML over lines,
    /// non-ASCII text, entities, nested lists and quotes, code blocks with and without info.
    static let constructs = """
    # Heading with `code` and *emphasis*

    A paragraph with **strong _nested_ text**, ``a `tick` span``, `` ` `` and a [link](other.md#part "title")
    that goes on\\
    after a hard break, then a soft one
    and ![an *image*](../media/a.png) with <span
    class="x">raw HTML</span> &amp; &copy; «ёлка» 😰 — done.

    > A quote
    lazily continued
    > > and nested, with [a link
    > > over lines](b.md)

    1. first
    2. second

       with a second paragraph
    - [ ] a task-looking item
    - <https://example.com> autolink

    ```swift
    let code = "block"
    ```

        indented code

    <div>
    block HTML
    </div>

    ***
    """

    /// Parses `text` (front matter included, if any) both ways and compares.
    func expectSameTree(_ text: String, path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = SourceFile(path: path, text: text)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var offset = 0
        if lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") {
            offset = end + 1
            lines.removeFirst(offset)
        }
        let body = Substring(lines.joined(separator: "\n"))
        let document = CommonMarkParser.parse(body, in: file, lineOffset: offset)
        let expected = MarkdownRenderTree(document)
        let tree = CommonMarkParser.renderTree(body)
        #expect(tree == expected, "\(path)", sourceLocation: sourceLocation)
        #expect(tree.headingAnchors == document.outline.headingAnchors, "\(path)", sourceLocation: sourceLocation)
        #expect(CommonMarkParser.renderTree(body, headingAnchors: document.outline.headingAnchors) == expected, sourceLocation: sourceLocation)
        // A one-off build's parse: the outline and the tree from one cmark tree, the tree spilled and read back.
        let both = CommonMarkParser.outlineAndRenderTree(body, in: file, lineOffset: offset)
        #expect(both.outline == CommonMarkParser.outline(body, in: file, lineOffset: offset), "\(path)", sourceLocation: sourceLocation)
        #expect(both.tree == expected, "\(path)", sourceLocation: sourceLocation)
        let readBack = both.tree.spilled.withUnsafeBytes { MarkdownRenderTree(spilled: $0, headingAnchors: both.outline.headingAnchors) }
        #expect(readBack == expected, "\(path)", sourceLocation: sourceLocation)
        var headings: [String] = []
        tree.forEachBlock { if tree[$0].kind == .heading { headings.append(tree.plainText(ofChildrenOf: $0)) } }
        #expect(headings == document.headings.map(\.text), "\(path)", sourceLocation: sourceLocation)
    }

    @Test func everyConstructMakesTheSameTreeBothWays() {
        expectSameTree(Self.constructs, path: "constructs.md")
        expectSameTree("---\nid: x\n---\n" + Self.constructs, path: "with-front-matter.md")
        expectSameTree(Self.constructs.replacingOccurrences(of: "\n", with: "\r\n"), path: "crlf.md")
        expectSameTree("", path: "empty.md")
        #expect(CommonMarkParser.renderTree("") == .empty)
    }

    @Test func theTreeHoldsWhatTheBodySays() {
        let tree = CommonMarkParser.renderTree("# Title\n\n1. one *two*\n2. [three](a.md \"T\")\n\n```js\nx\n```\n")
        let blocks = sequence(first: tree[tree.root].firstChild) { tree[$0].next }.prefix { $0 >= 0 }.map { tree[$0] }
        #expect(blocks.map(\.kind) == [.heading, .list, .codeBlock])
        #expect(blocks[0].number == 1)
        #expect(tree.headingAnchors == ["title"])
        #expect(blocks[1].isOrdered && blocks[1].isTight && blocks[1].number == 1)
        #expect(tree.string(blocks[2].text) == "x\n" && tree.string(blocks[2].detail) == "js")
        let secondItem = tree[tree[blocks[1].firstChild].next]
        let link = tree[tree[secondItem.firstChild].firstChild]
        #expect(link.kind == .link && tree.string(link.text) == "a.md" && tree.string(link.detail) == "T")
        #expect(tree.plainText(ofChildrenOf: secondItem.firstChild) == "three")
    }

    @Test func nestingPastTheLimitIsCutWhereTheDocumentCutsIt() {
        let deep = String(repeating: "> ", count: CommonMarkParser.maximumNesting + 10) + "deep *and **deeper***"
        expectSameTree(deep, path: "deep.md")
        let lists = (0..<(CommonMarkParser.maximumNesting / 2 + 5)).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n")
        expectSameTree(lists, path: "lists.md")
        for text in [deep, lists] {
            #expect(CommonMarkParser.parse(text, in: SourceFile(path: "deep.md", text: text), lineOffset: 0).exceededNestingLimit)
        }
    }

    @Test func everySampleDocumentMakesTheSameTreeBothWays() throws {
        let root = ContentFixture.sampleContent
        let paths = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String]).filter { $0.hasSuffix(".md") }
        #expect(paths.count > 10)
        for path in paths.sorted() {
            expectSameTree(try String(contentsOfFile: root + "/" + path, encoding: .utf8), path: path)
        }
    }
}
