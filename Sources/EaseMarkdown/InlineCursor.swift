import EaseDiagnostics

/// Works out where the inlines of one paragraph or heading really are.
///
/// cmark 0.30 gets inline lines and columns right on a block's first line only. After that:
/// a backslash hard break (`line\` + newline) does not count its newline, so later inlines are
/// reported a line too high with columns that run on from the line before; continuation lines
/// that are indented differently from the first line (lazy lines, `> ` markers, extra spaces) are
/// reported at the first line's indentation; a link that spans lines is reported on its last line;
/// and breaks have no position at all.
///
/// The cursor therefore counts lines itself — one per break, plus the newlines inside a code span
/// or raw HTML — and, at the first inline of each continuation line, measures how far cmark's
/// column is from where the line's content really starts (after indentation and `>` markers),
/// then applies that difference to the rest of the line.
struct InlineCursor {
    /// The file line the cursor is on.
    private(set) var line: Int
    /// Added to cmark's byte columns on the current line.
    private var columnDelta = 0
    /// The next inline is the first of a continuation line.
    private var atLineStart = false
    /// Where the next inline starts, when the file has told (after a code span's closing backticks).
    private var nextStart: Int?
    /// cmark's byte column for the start of the block's content (its first line).
    let contentColumn: Int
    /// The end of the last inline, where a following break is placed.
    var lastEnd: SourcePosition { didSet { pendingEnd = nil } }
    /// The outline walk's end of the last inline as a file line and byte column: made a position
    /// (which counts the line's scalars) only when a break that keeps its range comes next.
    var pendingEnd: (line: Int, byteColumn: Int)?

    init(blockStart: SourcePosition, contentColumn: Int) {
        line = blockStart.line
        lastEnd = blockStart
        self.contentColumn = contentColumn
    }

    /// The byte column (on ``line``) of an inline that cmark reports at `column`.
    mutating func startColumn(reported column: Int, in file: SourceFile) -> Int {
        if let known = nextStart {
            columnDelta = known - column
            nextStart = nil
        } else if atLineStart {
            columnDelta = Self.contentStart(ofLine: line, in: file) - column
            atLineStart = false
        }
        return column + columnDelta
    }

    /// cmark's column for a text opening with `ticks` backticks, corrected when cmark reported it
    /// after them: the line's content starts with a backtick (at a line's start), or the `ticks`
    /// bytes before the column are backticks with no backslash before them (within a line).
    func startOfBacktickRun(reported column: Int, ticks: Int, in file: SourceFile) -> Int {
        func byte(at column: Int) -> UInt8? { Self.byte(onLine: line, column: column, in: file) }
        if atLineStart && nextStart == nil { return byte(at: Self.contentStart(ofLine: line, in: file)) == 0x60 ? column - ticks : column }
        let at = column + columnDelta
        guard at - ticks >= 1, ((at - ticks)..<at).allSatisfy({ byte(at: $0) == 0x60 }),
              byte(at: at) != 0x60, byte(at: at - ticks - 1) != UInt8(ascii: "\\") else { return column }
        return column - ticks
    }

    /// The end (exclusive) of a text on the cursor's line that ends with `ticks` backticks,
    /// placed at `end`: one column earlier when cmark ended it a character after a run it could
    /// not pair (the `ticks` bytes before that character are the run).
    func endOfBacktickRun(_ end: Int, ticks: Int, in file: SourceFile) -> Int {
        func byte(at column: Int) -> UInt8? { Self.byte(onLine: line, column: column, in: file) }
        guard byte(at: end - 1) != 0x60, (1...ticks).allSatisfy({ byte(at: end - 1 - $0) == 0x60 }) else { return end }
        return end - 1
    }

    /// How many backticks open the line, when the next inline is the first of a continuation
    /// line (0 otherwise): a code span there is placed by cmark after them.
    func openingTicksAtLineStart(in file: SourceFile) -> Int {
        guard atLineStart, nextStart == nil else { return 0 }
        let start = Self.contentStart(ofLine: line, in: file)
        var ticks = 0
        while Self.byte(onLine: line, column: start + ticks, in: file) == 0x60 { ticks += 1 }
        return ticks
    }

    /// The byte column just after an inline that cmark reports ending at `column` (exclusive).
    /// A code span or raw HTML that contains newlines moves the cursor down `newlines` lines.
    /// `closing` is where the file says a code span's closing backticks are on its last line, when
    /// it can tell: the span ends where they start, and the next inline starts after them.
    mutating func endColumn(reported column: Int, newlines: Int, closing: (start: Int, end: Int)? = nil, in file: SourceFile) -> Int {
        guard newlines > 0 else { return column + columnDelta }
        line += newlines
        if let closing {
            // cmark counts the rest of the line from where the containers' markers end on it
            // (nowhere, on a lazy line), which the line's first word does not tell.
            nextStart = closing.end
            return closing.start
        }
        // cmark restarts its columns at the new line's content, measured from the block's first line.
        columnDelta = Self.contentStart(ofLine: line, in: file) - contentColumn
        return column + columnDelta
    }

    /// Moves to the next line for a soft or hard break.
    mutating func passBreak() {
        line += 1
        atLineStart = true
        nextStart = nil
    }

    /// The 1-based byte column of the first byte of a line that is not indentation or a `>` marker.
    static func contentStart(ofLine line: Int, in file: SourceFile) -> Int {
        guard let range = file.byteRange(ofLine: line) else { return 1 }
        var offset = range.lowerBound
        while offset < range.upperBound, let byte = file.byte(at: offset),
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ">") {
            offset += 1
        }
        return offset - range.lowerBound + 1
    }

    /// The byte at a 1-based byte column of a line, read in place; `nil` outside the line.
    static func byte(onLine line: Int, column: Int, in file: SourceFile) -> UInt8? {
        guard column >= 1, let range = file.byteRange(ofLine: line), column <= range.count else { return nil }
        return file.byte(at: range.lowerBound + column - 1)
    }
}
