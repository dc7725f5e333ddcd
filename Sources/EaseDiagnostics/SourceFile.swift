import EaseBytes

/// The text of one source file with a table of line starts, used to convert byte offsets
/// into ``SourcePosition``s and to show source lines under diagnostics.
///
/// Lines end with `\n`, `\r\n` or a lone `\r`, as CommonMark and YAML read them, so the line
/// numbers cmark and Yams report match this file's.
public struct SourceFile: Sendable {
    /// The path as shown to the user.
    public let path: String
    /// The decoded text of the file (BOM removed, line endings as written).
    public let text: String
    /// The length of `text` in UTF-8 bytes; the bytes themselves are read from `text` (kept
    /// contiguous), not copied: a build holds every source file at once.
    private let byteCount: Int
    private let lineStarts: [Int]
    /// The number of scalars before every ``checkpointStride``-th byte, so a column on a very long
    /// line is found by counting at most that many bytes instead of walking from the line's start;
    /// empty for an ASCII file, whose scalars are its bytes. Four bytes for every sixty-four of a
    /// file that is not ASCII: a column is counted from at most four blocks past one (a parse asks
    /// for two counts for each of its nodes' positions; from a checkpoint every 256 bytes they were
    /// 2% of a translated corpus's check).
    private let scalarCheckpoints: [UInt32]
    static let checkpointStride = 64
    /// Whether every byte is ASCII (most content is): a scalar count is then the byte count.
    public let isASCII: Bool

    /// Creates a source file from its display path and decoded text.
    public init(path: String, text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.path = path
        self.text = text
        byteCount = text.utf8.count
        (lineStarts, scalarCheckpoints, isASCII) = text.withContiguousUTF8(Self.scan)
    }

    /// Runs `body` over the UTF-8 bytes of the file's text in place (a native string is contiguous).
    private func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { text.withContiguousUTF8(body) }

    /// The number of scalars that start before byte `offset`: the count at the checkpoint before
    /// it, and the bytes after the checkpoint that start a scalar.
    private func scalarCount(before offset: Int) -> Int {
        if isASCII { return offset }
        let checkpoint = offset / SourceFile.checkpointStride
        return Int(scalarCheckpoints[checkpoint])
            + withBytes { Self.scalarStarts($0, from: checkpoint * SourceFile.checkpointStride, to: offset) }
    }

    /// The number of lines (a final line without a newline counts; a trailing newline does not add one).
    public var lineCount: Int {
        if let last = lineStarts.last, last == byteCount, lineStarts.count > 1 { return lineStarts.count - 1 }
        return lineStarts.count
    }

    /// The text of a 1-based line without its line terminator, or `nil` past the end.
    public func line(_ number: Int) -> String? {
        guard let range = byteRange(ofLine: number) else { return nil }
        return withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// The number of scalars (characters as columns count them) on a 1-based line; 0 past the end.
    public func scalarCount(ofLine number: Int) -> Int {
        guard let range = byteRange(ofLine: number) else { return 0 }
        return scalarCount(before: range.upperBound) - scalarCount(before: range.lowerBound)
    }

    /// The position just past the last character of a 1-based line, before its line terminator:
    /// where text goes that ends the line.
    public func end(ofLine number: Int) -> SourcePosition {
        SourcePosition(line: number, column: scalarCount(ofLine: number) + 1)
    }

    /// UTF-8's byte order mark, which a file's text leaves out (``SourceDecoder`` in EaseCore
    /// reads past it; `ease check --fix` writes it back, `--diff` shows it).
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The line break a fix-it that adds a line writes: CR LF in a file that writes carriage
    /// returns, else LF, so that the fix does not mix line endings.
    public var lineBreak: String {
        text.utf8.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
    }

    /// `replacement` as a fix-it writes it into this file: each line feed without a carriage return
    /// before it written as ``lineBreak``. `ease check --fix` and `--diff` write fix-its so, and the
    /// machine-readable formats report them so, for an editor that makes them.
    public func asWritten(_ replacement: String) -> String {
        // The file's line break is looked for only when the fix-it adds a line.
        guard replacement.utf8.contains(UInt8(ascii: "\n")), lineBreak != "\n" else { return replacement }
        var bytes: [UInt8] = []
        var previous: UInt8 = 0
        for byte in replacement.utf8 {
            if byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r") { bytes += lineBreak.utf8 } else { bytes.append(byte) }
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The UTF-8 bytes of a 1-based line without its line terminator, or `nil` past the end.
    public func bytes(ofLine number: Int) -> ArraySlice<UInt8>? {
        byteRange(ofLine: number).map { range in withBytes { ArraySlice($0[range]) } }
    }

    /// The UTF-8 offset from the start of the file of a 1-based line and scalar column (up to one
    /// past the line's end, as a range's end may be); `nil` outside the file.
    public func byteOffset(of position: SourcePosition) -> Int? {
        guard position.column >= 1, let range = byteRange(ofLine: position.line) else { return nil }
        var (offset, remaining) = (range.lowerBound, position.column - 1)
        withBytes { bytes in
            // Each scalar is its first byte and the continuation bytes after it.
            while remaining > 0, offset < range.upperBound {
                offset += 1
                while offset < range.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                remaining -= 1
            }
        }
        return remaining == 0 ? offset : nil
    }

    /// The UTF-8 offsets from the start of the file of a range's two ends; `nil` when either is
    /// outside the file or they are out of order.
    public func byteRange(of range: SourceRange) -> Range<Int>? {
        guard let start = byteOffset(of: range.start), let end = byteOffset(of: range.end), start <= end else { return nil }
        return start..<end
    }

    /// Where `text` stands within `range`, when it stands there exactly once as written (not
    /// spread over folded lines or written with escapes); `nil` otherwise.
    public func range(ofTheOne text: String, within range: SourceRange) -> SourceRange? {
        guard !text.isEmpty, let bytes = byteRange(of: range) else { return nil }
        let needle = Array(text.utf8)
        let found: [Int] = withBytes { source in
            guard needle.count <= bytes.count else { return [] }
            return (bytes.lowerBound...(bytes.upperBound - needle.count)).filter { source[$0..<($0 + needle.count)].elementsEqual(needle) }
        }
        guard found.count == 1, let start = found.first else { return nil }
        return self.range(ofBytes: start..<(start + needle.count))
    }

    /// The byte range of a 1-based line without its `\n`, `\r\n` or `\r`.
    public func byteRange(ofLine number: Int) -> Range<Int>? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        guard number < lineStarts.count else { return start..<byteCount }
        let end = lineStarts[number] - 1
        // `\r\n` ends the line one byte earlier.
        let isCRLF = end > start && withBytes { $0[end] == UInt8(ascii: "\n") && $0[end - 1] == UInt8(ascii: "\r") }
        return start..<(isCRLF ? end - 1 : end)
    }

    /// The UTF-8 byte at `offset` from the start of the file, or `nil` outside it.
    public func byte(at offset: Int) -> UInt8? {
        guard offset >= 0, offset < byteCount else { return nil }
        return withBytes { $0[offset] }
    }

    /// The first UTF-8 byte of the scalar at a 1-based line and column (the line's break, or
    /// `nil` at the file's end, one past a line's last scalar), or `nil` outside the file.
    public func byte(at position: SourcePosition) -> UInt8? {
        byteOffset(of: position).flatMap { byte(at: $0) }
    }

    /// The text at `offset` (a byte offset from the start of the file) when the bytes there are
    /// exactly `literal`: a slice that shares this file's storage instead of a copy. `nil` when the
    /// bytes differ or run past the end. A match starts and ends on scalar boundaries, as the
    /// literal is valid UTF-8 and the file is too.
    public func slice(at offset: Int, equalTo literal: UnsafeBufferPointer<UInt8>) -> Substring? {
        guard offset >= 0, offset + literal.count <= byteCount else { return nil }
        let matches = withBytes { bytes in
            // Eight bytes at a time, then the rest.
            var index = 0
            while index + 8 <= literal.count {
                guard ByteWord.load(bytes, at: offset + index) == ByteWord.load(literal, at: index) else { return false }
                index += 8
            }
            while index < literal.count {
                guard bytes[offset + index] == literal[index] else { return false }
                index += 1
            }
            return true
        }
        return matches ? text(inBytes: offset..<(offset + literal.count)) : nil
    }

    /// The text between two byte offsets from the start of the file, as a slice that shares this
    /// file's storage. The offsets must fall between scalars (line starts, or the ends of a match).
    public func text(inBytes range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        return text[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Converts a 1-based byte column on a line (as cmark reports it) into a scalar column.
    public func scalarColumn(line: Int, byteColumn: Int) -> Int {
        // Every byte of an ASCII file is a scalar, on the line or past its end: the count below
        // comes to the byte column (cmark asks for three quarters of a million columns in a 10k check).
        if isASCII { return max(1, byteColumn) }
        guard let range = byteRange(ofLine: line) else { return max(1, byteColumn) }
        let target = range.lowerBound + max(0, byteColumn - 1)
        // A byte inside a scalar counts that scalar, as a cursor placed after it would.
        let scalars = scalarCount(before: min(target, range.upperBound)) - scalarCount(before: range.lowerBound)
        // A column past the end of the line (such as the one after its last character) keeps its distance.
        return 1 + scalars + max(0, target - range.upperBound)
    }

    /// The range of a run of bytes (UTF-8 offsets from the start of the file), from the position
    /// of its first byte to the one after its last.
    public func range(ofBytes bytes: Range<Int>) -> SourceRange {
        SourceRange(start: position(ofByteOffset: bytes.lowerBound), end: position(ofByteOffset: bytes.upperBound))
    }

    /// The position of a byte offset from the start of the file.
    public func position(ofByteOffset offset: Int) -> SourcePosition {
        let clamped = min(max(0, offset), byteCount)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let line = low + 1
        return SourcePosition(line: line, column: scalarColumn(line: line, byteColumn: clamped - lineStarts[low] + 1))
    }
}
