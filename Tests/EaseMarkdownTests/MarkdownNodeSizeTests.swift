import EaseDiagnostics
import EaseMarkdown
import Testing

/// Every reading's tree is held from the check until the site and the bundle are made, so its
/// nodes stay small: ranges are packed, and the cases with large payloads are boxed. An inline's
/// text is a `Substring` of the source file (32 bytes, no storage of its own), which makes the
/// inline 56 bytes instead of 40 and saves the 48 or more of a text's own string.
@Suite struct MarkdownNodeSizeTests {
    @Test func nodesStaySmall() {
        #expect(MemoryLayout<MarkdownInline>.stride <= 56)
        #expect(MemoryLayout<MarkdownBlock>.stride <= 40)
        #expect(MemoryLayout<MarkdownListItem>.stride <= 24)
        // A render tree's node: its two bytes side by side, then seven 32-bit fields.
        #expect(MemoryLayout<MarkdownRenderTree.Node>.stride == 32)
        // Every document holds its outline, and its flags sit where the optional range's tag leaves
        // room: a word more put a 10k build's documents into a larger size class of the allocator.
        #expect(MemoryLayout<MarkdownOutline>.stride <= 80)
        // A holder's flag after an outline fits in its last word (ParsedDocument's checked parts).
        #expect(MemoryLayout<MarkdownOutline>.size <= 79)
    }

    /// Ranges read back as they were given, including ones far down a large file.
    @Test func rangesRoundTrip() {
        let range = SourceRange(start: SourcePosition(line: 1_048_576, column: 7), end: SourcePosition(line: 1_048_577, column: 1))
        #expect(MarkdownInline(.text("x"), range: range).range == range)
        #expect(MarkdownBlock(.thematicBreak, range: range).range == range)
        #expect(MarkdownListItem(blocks: [], range: range).range == range)
        var inline = MarkdownInline(.softBreak, range: .fileStart)
        inline.range = range
        #expect(inline.range == range)
    }
}
