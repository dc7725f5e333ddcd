internal import CCmark
import EaseDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks a cmark tree and builds Swift values.
struct NodeConverter {
    let file: SourceFile
    let lineOffset: Int
    var exceededNestingLimit = false
    /// Position bookkeeping for the inlines of the paragraph or heading being converted.
    var cursor = InlineCursor(blockStart: SourcePosition(line: 1, column: 1), contentColumn: 1)
    /// In outline mode, the plain texts of the paragraphs and headings walked so far, when they
    /// are asked for (``CommonMarkParser/outline(_:in:lineOffset:blockTexts:)``), else `nil`.
    var blockTexts: [MarkdownBlockText]?

    init(file: SourceFile, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
    }

    mutating func blocks(childrenOf node: OpaquePointer, depth: Int) -> [MarkdownBlock] {
        guard isWithinNestingLimit(depth) else { return [] }
        var out: [MarkdownBlock] = []
        out.reserveCapacity(Self.childCount(of: node))
        for child in Self.children(of: node) {
            if let block = block(child, depth: depth) { out.append(block) }
        }
        return out
    }

    /// Whether children at `depth` are converted; past the limit they are dropped and the
    /// document marked. The tree and the outline both ask here, so they cut at the same depth.
    mutating func isWithinNestingLimit(_ depth: Int) -> Bool {
        guard depth < CommonMarkParser.maximumNesting else {
            exceededNestingLimit = true
            return false
        }
        return true
    }

    /// The children of a cmark node, in order.
    static func children(of node: OpaquePointer) -> some Sequence<OpaquePointer> {
        sequence(state: cmark_node_first_child(node)) { next in
            defer { next = next.flatMap(cmark_node_next) }
            return next
        }
    }

    mutating func block(_ node: OpaquePointer, depth: Int) -> MarkdownBlock? {
        let range = self.range(of: node)
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            return MarkdownBlock(.paragraph(leafInlines(node, range: range, depth: depth)), range: range)
        case CMARK_NODE_HEADING:
            let level = Int(cmark_node_get_heading_level(node))
            // Only an underlined heading ends on a later line than it starts.
            let range = range.end.line > range.start.line ? underlinedHeadingRange(range) : range
            return MarkdownBlock(.heading(level: level, leafInlines(node, range: range, depth: depth)), range: range)
        case CMARK_NODE_BLOCK_QUOTE:
            return MarkdownBlock(.blockQuote(blocks(childrenOf: node, depth: depth + 1)), range: range)
        case CMARK_NODE_LIST:
            var items: [MarkdownListItem] = []
            items.reserveCapacity(Self.childCount(of: node))
            for item in Self.children(of: node) {
                items.append(MarkdownListItem(blocks: blocks(childrenOf: item, depth: depth + 2), range: self.range(of: item)))
            }
            let list = MarkdownList(
                isOrdered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                isTight: cmark_node_get_list_tight(node) != 0,
                items: items
            )
            return MarkdownBlock(.list(list), range: range)
        case CMARK_NODE_CODE_BLOCK:
            return MarkdownBlock(.codeBlock(info: string(cmark_node_get_fence_info(node)),
                                            code: string(cmark_node_get_literal(node))), range: range)
        case CMARK_NODE_HTML_BLOCK:
            return MarkdownBlock(.html(string(cmark_node_get_literal(node))), range: range)
        case CMARK_NODE_THEMATIC_BREAK:
            return MarkdownBlock(.thematicBreak, range: range)
        default:
            return nil
        }
    }

    /// The inlines of a paragraph or heading, with positions corrected by an ``InlineCursor``.
    mutating func leafInlines(_ node: OpaquePointer, range: SourceRange, depth: Int) -> [MarkdownInline] {
        startInlines(of: node, range: range)
        return inlines(childrenOf: node, depth: depth + 1)
    }

    /// Puts the cursor at the start of a paragraph's or heading's content.
    mutating func startInlines(of node: OpaquePointer, range: SourceRange) {
        cursor = InlineCursor(blockStart: range.start, contentColumn: Int(cmark_node_get_start_column(node)))
    }

    mutating func inlines(childrenOf node: OpaquePointer, depth: Int) -> [MarkdownInline] {
        guard isWithinNestingLimit(depth) else { return [] }
        var out: [MarkdownInline] = []
        out.reserveCapacity(Self.childCount(of: node))
        for child in Self.children(of: node) {
            if let inline = inline(child, depth: depth) { out.append(inline) }
        }
        return out
    }

    mutating func inline(_ node: OpaquePointer, depth: Int) -> MarkdownInline? {
        let type = cmark_node_get_type(node)
        if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
            return MarkdownInline(type == CMARK_NODE_SOFTBREAK ? .softBreak : .lineBreak, range: passBreak())
        }
        let isLiteral = type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE
        let literalBytes = isLiteral ? Self.literalBytes(of: node) : nil
        let (startLine, startByte) = enter(node, type: type, literal: literalBytes)
        let start = position(line: startLine, byteColumn: startByte)
        // Converting the children may move the cursor on to later lines.
        // Text and code are made once their end is known: their literal may be a slice of the file.
        var kind = isLiteral ? nil : inlineContent(node, type: type, depth: depth)
        let (newlines, endByte) = leave(node, type: type, from: (startLine, startByte), literal: literalBytes)
        if isLiteral {
            let text = literal(literalBytes, written: newlines == 0 ? Self.bytes(from: startByte, to: endByte, on: file.byteRange(ofLine: startLine)) : nil,
                               isCode: type == CMARK_NODE_CODE)
            kind = type == CMARK_NODE_TEXT ? .text(text) : .code(text)
        }
        var range = SourceRange(start: start, end: position(line: cursor.line, byteColumn: endByte))
        if let kind { range = enclosing(range, of: kind) }
        cursor.lastEnd = range.end
        return kind.map { MarkdownInline($0, range: range) }
    }

    private mutating func inlineContent(_ node: OpaquePointer, type: cmark_node_type, depth: Int) -> MarkdownInline.Kind? {
        switch type {
        case CMARK_NODE_HTML_INLINE:
            return .html(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH:
            return .emphasis(inlines(childrenOf: node, depth: depth + 1))
        case CMARK_NODE_STRONG:
            return .strong(inlines(childrenOf: node, depth: depth + 1))
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)),
                                        title: string(cmark_node_get_title(node)),
                                        inlines(childrenOf: node, depth: depth + 1))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)),
                                         title: string(cmark_node_get_title(node)),
                                         alt: inlines(childrenOf: node, depth: depth + 1))
        default:
            return nil
        }
    }

    /// The literal of a text or code node: a slice of the source file where the bytes cmark read
    /// it from (`written`, the node's byte range on its line) are the literal itself — for a code
    /// span, after its opening backticks and the one space they may strip — else a copy.
    func literal(_ bytes: UnsafeBufferPointer<UInt8>?, written: Range<Int>?, isCode: Bool) -> Substring {
        guard let literal = bytes else { return "" }
        if var offset = written?.lowerBound, let end = written?.upperBound {
            if isCode {
                while offset < end, file.byte(at: offset) == UInt8(ascii: "`") { offset += 1 }
                if offset + literal.count < end, file.byte(at: offset) == UInt8(ascii: " "),
                   let slice = file.slice(at: offset + 1, equalTo: literal) {
                    return slice
                }
            }
            if offset + literal.count <= end, let slice = file.slice(at: offset, equalTo: literal) { return slice }
        }
        return Substring(String(decoding: literal, as: UTF8.self))
    }

    /// How many children a node has: arrays of them are made at their exact size, as a checked
    /// catalog keeps every tree (appending one by one left a third of their capacity unused).
    static func childCount(of node: OpaquePointer) -> Int {
        children(of: node).reduce(0) { count, _ in count + 1 }
    }

    func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}
