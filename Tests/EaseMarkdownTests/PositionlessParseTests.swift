import EaseDiagnostics
import EaseMarkdown
import EaseTestSupport
import Foundation
import Testing

/// A tree parsed without positions (for rendering only) is the tree with positions, every range
/// blanked: the same blocks, inlines, texts and code, however the text was taken (a slice of the
/// file or a copy).
@Suite struct PositionlessParseTests {
    /// Every construct the converter treats apart, with the cases where positions and slices
    /// need care: code spans with several backticks and stripped spaces, a backslash break,
    /// lazy lines, a link across lines, raw HTML over lines, non-ASCII text, entities.
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

    func blanked(_ blocks: [MarkdownBlock]) -> [MarkdownBlock] {
        blocks.map { MarkdownBlock(blanked($0.kind), range: Self.blank) }
    }

    func blanked(_ kind: MarkdownBlock.Kind) -> MarkdownBlock.Kind {
        switch kind {
        case .paragraph(let inlines): .paragraph(blanked(inlines))
        case .heading(let level, let inlines): .heading(level: level, blanked(inlines))
        case .blockQuote(let blocks): .blockQuote(blanked(blocks))
        case .list(let list):
            .list(MarkdownList(isOrdered: list.isOrdered, start: list.start, isTight: list.isTight,
                               items: list.items.map { MarkdownListItem(blocks: blanked($0.blocks), range: Self.blank) }))
        default: kind
        }
    }

    func blanked(_ inlines: [MarkdownInline]) -> [MarkdownInline] {
        inlines.map { inline in
            let kind: MarkdownInline.Kind = switch inline.kind {
            case .emphasis(let children): .emphasis(blanked(children))
            case .strong(let children): .strong(blanked(children))
            case .link(let destination, let title, let children): .link(destination: destination, title: title, blanked(children))
            case .image(let source, let title, let alt): .image(source: source, title: title, alt: blanked(alt))
            default: inline.kind
            }
            return MarkdownInline(kind, range: Self.blank)
        }
    }

    /// The range every node of a tree without positions has.
    static let blank = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))

    /// Parses `text` (front matter included, if any) both ways and compares.
    func expectSameTree(_ text: String, path: String) {
        let file = SourceFile(path: path, text: text)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var offset = 0
        if lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") {
            offset = end + 1
            lines.removeFirst(offset)
        }
        let body = lines.joined(separator: "\n")
        let located = CommonMarkParser.parse(Substring(body), in: file, lineOffset: offset)
        let rendered = CommonMarkParser.parse(Substring(body), in: file, lineOffset: offset, outline: located.outline, positions: false)
        #expect(rendered.blocks == blanked(located.blocks), "\(path)")
        #expect(rendered.blocks != located.blocks, "\(path): the positioned tree has ranges of its own")
        #expect(rendered.outline == located.outline, "\(path)")
    }

    @Test func everyConstructIsTheSameTreeWithoutItsRanges() {
        expectSameTree(Self.constructs, path: "constructs.md")
        expectSameTree("---\nid: x\n---\n" + Self.constructs, path: "with-front-matter.md")
        expectSameTree(Self.constructs.replacingOccurrences(of: "\n", with: "\r\n"), path: "crlf.md")
    }

    @Test func everySampleDocumentIsTheSameTreeWithoutItsRanges() throws {
        let root = ContentFixture.sampleContent
        let paths = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String]).filter { $0.hasSuffix(".md") }
        #expect(paths.count > 10)
        for path in paths.sorted() {
            expectSameTree(try String(contentsOfFile: root + "/" + path, encoding: .utf8), path: path)
        }
    }
}
