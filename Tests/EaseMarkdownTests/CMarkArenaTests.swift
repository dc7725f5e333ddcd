import EaseDiagnostics
@testable import EaseMarkdown
import Foundation
import Testing

/// cmark parses into a per-thread arena (``CMarkArena``) that is reset after every document:
/// these parse documents larger than one of its chunks and than what it keeps, one after the
/// other and on several threads at once, and compare with what the same text gave alone.
@Suite struct CMarkArenaTests {
    /// A section of Markdown with every kind of node cmark allocates for (headings, lists, quotes,
    /// code, links, emphasis, entities, references), numbered so no two sections are alike.
    static func section(_ number: Int) -> String {
        """
        ## Part \(number)

        A paragraph with *emphasis*, **strong** text, `code \(number)`, an &amp; entity, "quotes" and a
        [link](other-\(number).md#part) with a [reference][r\(number)].

        - one item
        - two items with a longer line that wraps
          onto a second one

        > A quote, \(number) times over.

        ```swift
        let value = \(number)
        ```

        [r\(number)]: https://example.org/\(number)


        """
    }

    static func parse(_ text: String) -> MarkdownDocument {
        CommonMarkParser.parse(text, in: SourceFile(path: "t.md", text: text), lineOffset: 0)
    }

    @Test func aDocumentLargerThanTheArenaKeepsParsesWhole() {
        // About 2.5 MB: many chunks of the arena, more than a reset keeps.
        let sections = (0..<8_000).map(Self.section)
        let document = Self.parse(sections.joined())
        #expect(document.headings.count == sections.count)
        #expect(document.headings.last?.text == "Part 7999")
        #expect(document.references.filter { $0.kind == .link }.count == 2 * sections.count)
        // The next document on the thread reuses the arena and parses as it did before.
        #expect(Self.parse(Self.section(3)) == Self.parse(Self.section(3)))
    }

    @Test func aTextLongerThanAChunkIsCopiedWhole() {
        // One paragraph of ~200 KB: cmark's buffer for it grows by reallocation past a chunk's size.
        let words = (0..<20_000).map { "word\($0)" }.joined(separator: " ")
        let document = Self.parse(words)
        guard case .paragraph(let inlines)? = document.blocks.first?.kind, case .text(let text)? = inlines.first?.kind else {
            Issue.record("expected one paragraph of text, got \(document.blocks)")
            return
        }
        #expect(inlines.count == 1)
        #expect(text == words[...])
    }

    /// A parse started while another is running on the same thread (its blocks still in use)
    /// gets an arena of its own: the outer parse's blocks keep their bytes, and its next block
    /// comes after them.
    @Test func aParseInsideAParseHasAnArenaOfItsOwn() {
        let alone = Self.parse(Self.section(5))
        CMarkArena.withMemory { (memory) -> Void in
            guard let block = memory.pointee.calloc?(64, 1) else { Issue.record("no block"); return }
            block.initializeMemory(as: UInt8.self, repeating: 0xAB, count: 64)
            #expect(Self.parse(Self.section(5)) == alone)
            #expect(UnsafeBufferPointer(start: block.assumingMemoryBound(to: UInt8.self), count: 64).allSatisfy { $0 == 0xAB })
            guard let next = memory.pointee.calloc?(16, 1) else { Issue.record("no block"); return }
            #expect(next >= block + 64)
        }
        #expect(Self.parse(Self.section(5)) == alone)
    }

    @Test func threadsParseIntoArenasOfTheirOwn() {
        let texts = (0..<200).map { (0...($0 % 7)).map(Self.section).joined() }
        let alone = texts.map(Self.parse)
        let results = ParallelResults(count: texts.count)
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            results.set(index, Self.parse(texts[index]))
        }
        #expect(results.values == alone)
    }
}

/// Results written by concurrent workers, each to its own index.
private final class ParallelResults: @unchecked Sendable {
    private var storage: [MarkdownDocument?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: MarkdownDocument) { lock.withLock { storage[index] = value } }

    var values: [MarkdownDocument] { lock.withLock { storage.compactMap { $0 } } }
}
