internal import CCmark
import EaseDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Source positions: cmark's 1-based byte columns turned into the file's line and scalar
/// columns, and the inline cursor moved past breaks, into and out of inlines.
extension NodeConverter {
    /// A soft or hard break's range: cmark gives breaks no position, so they sit where the inline
    /// before them ends. The cursor moves on to the next line.
    mutating func passBreak() -> SourceRange {
        if let pending = cursor.pendingEnd { cursor.lastEnd = position(line: pending.line, byteColumn: pending.byteColumn) }
        let at = SourceRange(at: cursor.lastEnd)
        cursor.passBreak()
        return at
    }

    /// Where an inline starts: the cursor's line and the byte column on it.
    /// `literal` is a text's or code span's (``literalBytes(of:)``), `nil` for other inlines.
    mutating func enter(_ node: OpaquePointer, type: cmark_node_type, literal: UnsafeBufferPointer<UInt8>?) -> (line: Int, byteColumn: Int) {
        var reported = Int(cmark_node_get_start_column(node))
        // cmark places a text that opens with a run of backticks it could not pair (`` `mth( ``)
        // at the character after the run; on a continuation line that moved the whole line.
        if type == CMARK_NODE_TEXT, let literal, literal.first == 0x60 {
            let ticks = literal.prefix(while: { $0 == 0x60 }).count
            reported = cursor.startOfBacktickRun(reported: reported, ticks: ticks, in: file)
        }
        // cmark places a code span after its opening backticks: a line that opens with one is
        // measured from the run, and the span placed after it, as elsewhere.
        let ticks = type == CMARK_NODE_CODE ? cursor.openingTicksAtLineStart(in: file) : 0
        let byteColumn = cursor.startColumn(reported: reported - ticks, in: file) + ticks
        return (cursor.line, byteColumn)
    }

    /// Where an inline ends, once its children are converted: the newlines a leaf inline (a code
    /// span, raw HTML) spans, which move the cursor down, and the byte column just after it on
    /// the cursor's line.
    mutating func leave(_ node: OpaquePointer, type: cmark_node_type, from start: (line: Int, byteColumn: Int),
                        literal: UnsafeBufferPointer<UInt8>?) -> (newlines: Int, byteColumn: Int) {
        let isLeaf = cmark_node_first_child(node) == nil && type != CMARK_NODE_LINK && type != CMARK_NODE_IMAGE
        let newlines = isLeaf ? max(0, Int(cmark_node_get_end_line(node)) - Int(cmark_node_get_start_line(node))) : 0
        if type == CMARK_NODE_TEXT, let literal, literal.last == 0x60 {
            let end = cursor.endColumn(reported: Int(cmark_node_get_end_column(node)) + 1, newlines: 0, in: file)
            return (0, cursor.endOfBacktickRun(end, ticks: literal.reversed().prefix(while: { $0 == 0x60 }).count, in: file))
        }
        let closing = newlines > 0 && type == CMARK_NODE_CODE ? closingRun(ofCodeAt: start, on: start.line + newlines) : nil
        return (newlines, cursor.endColumn(reported: Int(cmark_node_get_end_column(node)) + 1, newlines: newlines, closing: closing, in: file))
    }

    /// A text's or code span's literal, in cmark's memory (valid while the tree is).
    static func literalBytes(of node: OpaquePointer) -> UnsafeBufferPointer<UInt8>? {
        guard let pointer = cmark_node_get_literal(node) else { return nil }
        return UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
    }

    /// The byte columns of a code span's closing backticks on `line`, its last: the first run of
    /// as many backticks as open it (the run just before `start`, where cmark places the span's
    /// text), from its first backtick to just after its last.
    func closingRun(ofCodeAt start: (line: Int, byteColumn: Int), on line: Int) -> (start: Int, end: Int)? {
        guard let opening = file.bytes(ofLine: start.line), let closing = file.bytes(ofLine: line) else { return nil }
        var index = opening.startIndex + start.byteColumn - 2
        var ticks = 0
        while index >= opening.startIndex, index < opening.endIndex, opening[index] == 0x60 { ticks += 1; index -= 1 }
        guard ticks > 0 else { return nil }
        index = closing.startIndex
        while index < closing.endIndex {
            guard closing[index] == 0x60 else { index += 1; continue }
            var end = index
            while end < closing.endIndex, closing[end] == 0x60 { end += 1 }
            if end - index == ticks { return (index - closing.startIndex + 1, end - closing.startIndex + 1) }
            index = end
        }
        return nil
    }

    /// A link or image encloses its text: cmark misplaces autolinks after a line break (it counts
    /// from the paragraph's start), so a range that does not contain the children is rebuilt around them.
    /// The closer after the text stays on its line: where the text already reaches the line's end
    /// (cmark can place the text of a link on a lazy continuation line too far right), the range
    /// ends there too.
    func enclosing(_ range: SourceRange, of kind: MarkdownInline.Kind) -> SourceRange {
        let children: [MarkdownInline]
        let opener: Int
        switch kind {
        case .link(_, _, let text): children = text; opener = 1
        case .image(_, _, let alt): children = alt; opener = 2
        default: return range
        }
        guard let first = children.first?.range.start, let last = children.last?.range.end,
              first < range.start || range.end < last else { return range }
        return SourceRange(start: SourcePosition(line: first.line, column: max(1, first.column - opener)),
                           end: SourcePosition(line: last.line, column: min(last.column + 1, position(line: last.line, byteColumn: .max).column)))
    }

    /// The file's bytes between two 1-based byte columns of a line (the end exclusive), cut at the
    /// line's end; `nil` when the columns are not inside the line in that order (cmark can report
    /// an inline past the end of its line).
    static func bytes(from startColumn: Int, to endColumn: Int, on line: Range<Int>?) -> Range<Int>? {
        guard let line, startColumn >= 1 else { return nil }
        let start = line.lowerBound + startColumn - 1
        let end = min(line.upperBound, line.lowerBound + endColumn - 1)
        return start <= end ? start..<end : nil
    }

    /// cmark's 1-based byte columns with an inclusive end, as a half-open scalar range in file coordinates.
    ///
    /// cmark 0.30.2 ends a block that a blank line closed at that blank line's column 0 (the last
    /// item of a list, a list or a quote before a blank line: `- a\n- b\n\n` ends its second item
    /// at 3:0); such a block ends where the line before it ends.
    func range(of node: OpaquePointer) -> SourceRange {
        let startLine = Int(cmark_node_get_start_line(node)) + lineOffset
        var endLine = Int(cmark_node_get_end_line(node)) + lineOffset
        let startColumn = file.scalarColumn(line: startLine, byteColumn: Int(cmark_node_get_start_column(node)))
        let cmarkEndColumn = Int(cmark_node_get_end_column(node))
        let endColumn: Int
        if cmarkEndColumn == 0, endLine > startLine {
            endLine -= 1
            endColumn = file.scalarColumn(line: endLine, byteColumn: (file.byteRange(ofLine: endLine)?.count ?? 0) + 1)
        } else {
            endColumn = file.scalarColumn(line: endLine, byteColumn: cmarkEndColumn + 1)
        }
        return SourceRange(start: SourcePosition(line: max(1, startLine), column: max(1, startColumn)),
                           end: SourcePosition(line: max(1, endLine), column: max(1, endColumn)))
    }

    /// An underlined (setext) heading's range, ending at its underline. cmark 0.30.2 ends such a
    /// heading only once it has read the line after it: `a\n---\n\nb` at line 3's column 0,
    /// `a\n---\nb` at the end of `b` (only at the end of the text is it the underline's end). So
    /// the end is found again: the first line after the heading's first that is a run of `-` or of
    /// `=` alone, after the markers of the blocks around it.
    func underlinedHeadingRange(_ range: SourceRange) -> SourceRange {
        guard range.end.line > range.start.line else { return range }
        for line in (range.start.line + 1)...range.end.line {
            guard let bytes = file.bytes(ofLine: line), Self.isUnderline(bytes) else { continue }
            return SourceRange(start: range.start, end: file.end(ofLine: line))
        }
        return range
    }

    /// Whether a line is a heading's underline: a run of `-` or of `=`, with spaces or the `>` of
    /// quotes before it and spaces after it.
    static func isUnderline(_ line: ArraySlice<UInt8>) -> Bool {
        var marker: UInt8?
        var ended = false
        for byte in line {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "="):
                guard !ended, marker == nil || marker == byte else { return false }
                marker = byte
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                ended = marker != nil
            case UInt8(ascii: ">"):
                guard marker == nil else { return false }
            default:
                return false
            }
        }
        return marker != nil
    }

    /// A file line and cmark byte column as a scalar position.
    /// cmark sometimes reports an inline running into the line's newline (an unmatched backtick at
    /// the end of a line), so columns stop one past the line's last character.
    func position(line: Int, byteColumn: Int) -> SourcePosition {
        let lineEnd = (file.byteRange(ofLine: line)?.count ?? 0) + 1
        return SourcePosition(line: max(1, line), column: max(1, file.scalarColumn(line: line, byteColumn: min(byteColumn, lineEnd))))
    }
}
