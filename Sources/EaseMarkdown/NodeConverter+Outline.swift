internal import CCmark
import EaseDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The converter's outline mode: a body's outline straight from the cmark tree. Paragraphs are
/// not built as inlines: their text is counted as cmark holds it and the cursor is moved as the
/// conversion moves it, and only links, images and raw HTML (what an outline keeps) are converted.
/// Every other block is converted as ``CommonMarkParser/parse(_:in:lineOffset:)`` converts it,
/// folded into the outline and dropped. The result equals the outline of the parsed tree.
extension NodeConverter {
    /// Adds the block children of `node` to `builder`, as ``blocks(childrenOf:depth:)`` would convert them.
    mutating func outline(childrenOf node: OpaquePointer, depth: Int, topLevel: Bool, into builder: inout OutlineBuilder) {
        guard isWithinNestingLimit(depth) else { return }
        for child in Self.children(of: node) {
            outline(of: child, depth: depth, topLevel: topLevel, into: &builder)
        }
    }

    private mutating func outline(of node: OpaquePointer, depth: Int, topLevel: Bool, into builder: inout OutlineBuilder) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            let range = self.range(of: node)
            if topLevel { builder.extend(over: range) }
            builder.addSectionContent()
            if isWithinNestingLimit(depth + 1), Self.isOneStrongInline(node) { builder.markBoldParagraph() }
            startInlines(of: node, range: range)
            var counter = WordCounter()
            // The paragraph's plain text, made as its inlines are walked, when texts are asked for.
            var text: [UInt8]? = blockTexts == nil ? nil : []
            outlineInlines(childrenOf: node, depth: depth + 1, counting: &counter, text: &text, into: &builder)
            builder.add(words: counter)
            if let text { blockTexts?.append(MarkdownBlockText(utf8: text, isHeading: false)) }
        case CMARK_NODE_BLOCK_QUOTE:
            if topLevel { builder.extend(over: range(of: node)) }
            builder.addSectionContent()
            outline(childrenOf: node, depth: depth + 1, topLevel: false, into: &builder)
        case CMARK_NODE_LIST:
            if topLevel { builder.extend(over: range(of: node)) }
            builder.addSectionContent()
            for item in Self.children(of: node) {
                outline(childrenOf: item, depth: depth + 2, topLevel: false, into: &builder)
            }
        default:
            guard let block = block(node, depth: depth) else { return }
            if blockTexts != nil, case .heading(_, let inlines) = block.kind {
                blockTexts?.append(MarkdownBlockText(utf8: Array(MarkdownDocument.plainText(inlines).utf8), isHeading: true))
            }
            if topLevel { builder.add(topLevel: block) } else { builder.add(block) }
        }
    }

    /// Whether a paragraph's one inline is a strong one (`**Movement**`), as its tree would hold it.
    private static func isOneStrongInline(_ paragraph: OpaquePointer) -> Bool {
        guard let first = cmark_node_first_child(paragraph) else { return false }
        return cmark_node_get_type(first) == CMARK_NODE_STRONG && cmark_node_next(first) == nil
    }

    /// Walks inlines as ``inlines(childrenOf:depth:)`` converts them, moving the cursor the same
    /// way, but builds only links, images, raw HTML and inlines of other kinds; with a `text`,
    /// appends to it the inlines' plain text as ``MarkdownDocument/plainText(_:)`` makes it.
    private mutating func outlineInlines(childrenOf node: OpaquePointer, depth: Int, counting counter: inout WordCounter,
                                         text: inout [UInt8]?, into builder: inout OutlineBuilder) {
        guard isWithinNestingLimit(depth) else { return }
        for current in Self.children(of: node) {
            let type = cmark_node_get_type(current)
            switch type {
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                cursor.passBreak()  // an outline keeps no break, so the break's range is not made
                counter.endWord()
                text?.append(0x20)
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_EMPH, CMARK_NODE_STRONG:
                let isLiteral = type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE
                let literal = isLiteral ? Self.literalBytes(of: current) : nil
                let start = enter(current, type: type, literal: literal)
                if !isLiteral {
                    outlineInlines(childrenOf: current, depth: depth + 1, counting: &counter, text: &text, into: &builder)
                } else if let literal {
                    // The converted text would be these bytes (as a slice of the file or a copy).
                    if type == CMARK_NODE_TEXT { counter.add(text: literal) } else { counter.add(literal) }
                    text?.append(contentsOf: literal)
                }
                cursor.pendingEnd = (cursor.line, leave(current, type: type, from: start, literal: literal).byteColumn)
            default:
                guard let inline = inline(current, depth: depth) else { continue }
                builder.add([inline], counting: &counter)
                if text != nil { text?.append(contentsOf: MarkdownDocument.plainText([inline]).utf8) }
            }
        }
    }
}
