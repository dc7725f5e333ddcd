internal import CCmark
import EaseBytes
public import EaseDiagnostics

/// Parses CommonMark with cmark and copies the result into ``MarkdownDocument`` values.
///
/// This is the only module that imports cmark. The C tree is walked once by a ``NodeConverter``,
/// every string and position is copied into Swift values, and the tree's memory (a
/// ``CMarkArena``) is taken back before `parse` (or `outline`) returns.
public enum CommonMarkParser {
    /// Blocks nested deeper than this are dropped (and ``MarkdownDocument/exceededNestingLimit`` set),
    /// so hostile input cannot exhaust the stack.
    public static let maximumNesting = 128

    /// Parses a Markdown body.
    ///
    /// - Parameters:
    ///   - body: The Markdown text after the front matter.
    ///   - file: The whole source file, used to turn cmark's byte columns into scalar columns.
    ///   - lineOffset: The number of lines before the body in `file` (the front matter's length).
    public static func parse(_ body: String, in file: SourceFile, lineOffset: Int) -> MarkdownDocument {
        parse(Substring(body), in: file, lineOffset: lineOffset)
    }

    /// ``parse(_:in:lineOffset:)`` for a body sliced out of its file (no copy is made for cmark).
    /// With `outline`, the outline an earlier parse of the same body made (``outline(_:in:lineOffset:)``),
    /// the document takes it instead of working it out again.
    public static func parse(_ body: Substring, in file: SourceFile, lineOffset: Int, outline: MarkdownOutline? = nil) -> MarkdownDocument {
        withTree(of: body) { root in
            guard let root else { return MarkdownDocument(blocks: []) }
            var converter = NodeConverter(file: file, lineOffset: lineOffset)
            let blocks = converter.blocks(childrenOf: root, depth: 0)
            if let outline { return MarkdownDocument(blocks: blocks, outline: outline) }
            return MarkdownDocument(blocks: blocks, exceededNestingLimit: converter.exceededNestingLimit,
                                    mayHoldMixedScript: mayHoldMixedScript(body, in: file))
        }
    }

    /// Whether a body's source may hold a word of mixed scripts (``MarkdownOutline/mayHoldMixedScript``):
    /// a run of its bytes with two scripts' letters (``ScriptRuns/mayMix(_:)``), looked for only in
    /// a file that is not all ASCII (most are).
    static func mayHoldMixedScript(_ body: Substring, in file: SourceFile) -> Bool {
        guard !file.isASCII else { return false }
        return body.utf8.withContiguousStorageIfAvailable(ScriptRuns.mayMix) ?? Array(body.utf8).withUnsafeBufferPointer(ScriptRuns.mayMix)
    }

    /// The body as a ``MarkdownRenderTree``, for a reader that only renders it (no positions):
    /// equal to the render tree of ``parse(_:in:lineOffset:outline:)``'s document. With
    /// `headingAnchors` (an outline's, made by an earlier parse of the same body) the headings
    /// take those instead of being slugged again.
    public static func renderTree(_ body: Substring, headingAnchors: [String]? = nil) -> MarkdownRenderTree {
        var body = body
        return body.withUTF8 { renderTree(utf8: $0, headingAnchors: headingAnchors) }
    }

    /// ``renderTree(_:headingAnchors:)`` of a body's UTF-8 bytes (cmark reads them in place).
    public static func renderTree(utf8 body: UnsafeBufferPointer<UInt8>, headingAnchors: [String]? = nil) -> MarkdownRenderTree {
        withTree(of: body) { root in renderTree(of: root, byteCapacity: body.count, headingAnchors: headingAnchors) }
    }

    /// The outline of a Markdown body without its tree: paragraphs are walked in the cmark tree
    /// without being built, other blocks are converted, folded into the outline and dropped.
    /// Equal to the outline of ``parse(_:in:lineOffset:)``'s document.
    public static func outline(_ body: Substring, in file: SourceFile, lineOffset: Int) -> MarkdownOutline {
        var texts: [MarkdownBlockText]?
        return outline(body, in: file, lineOffset: lineOffset, blockTexts: &texts)
    }

    /// ``outline(_:in:lineOffset:)``, and, when `blockTexts` is not `nil`, the plain text of
    /// every paragraph and heading appended to it from the same walk: the texts
    /// ``MarkdownDocument/forEachBlockText(_:)`` gives of the parsed document, in its order.
    public static func outline(_ body: Substring, in file: SourceFile, lineOffset: Int,
                               blockTexts: inout [MarkdownBlockText]?) -> MarkdownOutline {
        withTree(of: body) { root in
            outline(of: root, in: file, lineOffset: lineOffset, mayHoldMixedScript: mayHoldMixedScript(body, in: file), blockTexts: &blockTexts)
        }
    }

    /// ``outline(_:in:lineOffset:)`` and the body's render tree from one parse: both walk the same
    /// cmark tree. The tree is ``renderTree(_:headingAnchors:)`` with the outline's heading anchors.
    public static func outlineAndRenderTree(_ body: Substring, in file: SourceFile,
                                            lineOffset: Int) -> (outline: MarkdownOutline, tree: MarkdownRenderTree) {
        var texts: [MarkdownBlockText]?
        return outlineAndRenderTree(body, in: file, lineOffset: lineOffset, blockTexts: &texts)
    }

    /// ``outlineAndRenderTree(_:in:lineOffset:)`` with the block texts of ``outline(_:in:lineOffset:blockTexts:)``.
    public static func outlineAndRenderTree(_ body: Substring, in file: SourceFile, lineOffset: Int,
                                            blockTexts: inout [MarkdownBlockText]?) -> (outline: MarkdownOutline, tree: MarkdownRenderTree) {
        withTree(of: body) { root in
            let outline = outline(of: root, in: file, lineOffset: lineOffset, mayHoldMixedScript: mayHoldMixedScript(body, in: file),
                                  blockTexts: &blockTexts)
            return (outline, renderTree(of: root, byteCapacity: body.utf8.count, headingAnchors: outline.headingAnchors))
        }
    }

    /// The outline of a parsed body (`root`; an empty outline when cmark failed), with its block
    /// texts appended to `blockTexts` unless it is `nil`.
    private static func outline(of root: OpaquePointer?, in file: SourceFile, lineOffset: Int, mayHoldMixedScript: Bool,
                                blockTexts: inout [MarkdownBlockText]?) -> MarkdownOutline {
        guard let root else { return MarkdownOutline() }
        var converter = NodeConverter(file: file, lineOffset: lineOffset)
        converter.blockTexts = blockTexts
        blockTexts = nil  // the converter's the only reference while it appends
        var builder = OutlineBuilder()
        converter.outline(childrenOf: root, depth: 0, topLevel: true, into: &builder)
        blockTexts = converter.blockTexts
        if converter.exceededNestingLimit { builder.markExceededNestingLimit() }
        if mayHoldMixedScript { builder.markMixedScript() }
        return builder.finished()
    }

    /// The render tree of a parsed body (`root`; an empty tree when cmark failed), its text
    /// buffer made with room for `byteCapacity` bytes.
    private static func renderTree(of root: OpaquePointer?, byteCapacity: Int, headingAnchors: [String]?) -> MarkdownRenderTree {
        var converter = RenderTreeConverter(byteCapacity: byteCapacity)
        if let root { converter.blocks(childrenOf: root, depth: 0) }
        return converter.builder.tree(headingAnchors: headingAnchors)
    }

    /// Parses `body` with cmark into the thread's ``CMarkArena``, hands the root (`nil` if cmark
    /// failed) to `use`, and takes the arena's memory back.
    private static func withTree<Result>(of body: Substring, _ use: (OpaquePointer?) -> Result) -> Result {
        // cmark reads the string's own UTF-8 buffer (it copies what it keeps).
        var text = body
        return text.withUTF8 { withTree(of: $0, use) }
    }

    private static func withTree<Result>(of buffer: UnsafeBufferPointer<UInt8>, _ use: (OpaquePointer?) -> Result) -> Result {
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_SMART
        return CMarkArena.withMemory { memory in
            // Nothing is freed: the arena takes back the parser and the tree at once.
            guard let parser = cmark_parser_new_with_mem(options, memory) else { return use(nil) }
            buffer.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress { cmark_parser_feed(parser, base, chars.count) }
            }
            return use(cmark_parser_finish(parser))
        }
    }
}
