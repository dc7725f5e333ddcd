import EaseBytes

/// Finds Markdown's inline markup in text that is shown as written (front matter values): the
/// first emphasis (`*a*`, `__a__`), code span or link (`[a](b)`), as CommonMark would read it.
enum InlineMarkupScanner {
    /// Markdown in a value: its bytes, the bytes of its words inside the markers, and its kind.
    struct Markup {
        enum Kind { case emphasis(UInt8), code, link }
        var bytes: Range<Int>
        var words: Range<Int>
        var kind: Kind
    }

    /// The first markup in a value: emphasis opens after a word's edge and closes before one, with
    /// words between (`snake_case`, `2 * 3 * 4` and `a*` are none).
    static func firstMarkup(in bytes: [UInt8]) -> Markup? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            var run = index
            while run < bytes.count, bytes[run] == byte { run += 1 }
            let length = run - index
            switch byte {
            case UInt8(ascii: "*"), UInt8(ascii: "_"):
                if length <= 3, isEdge(before: index, in: bytes), run < bytes.count, !isSpace(bytes[run]),
                   let close = closingRun(of: byte, length: length, from: run, in: bytes) {
                    return Markup(bytes: index..<(close + length), words: run..<close, kind: .emphasis(byte))
                }
            case UInt8(ascii: "`"):
                if let close = closingRun(of: byte, length: length, from: run, in: bytes, needsEdge: false), close > run {
                    return Markup(bytes: index..<(close + length), words: run..<close, kind: .code)
                }
            case UInt8(ascii: "["):
                // From the byte after the `[` (one at a value's end leaves no room for `](`: the fuzzer's `ampersan[s"`).
                if let middle = bytes[(index + 1)...].firstRange(ofBytes: [UInt8(ascii: "]"), UInt8(ascii: "(")])?.lowerBound, middle > index + 1,
                   let end = bytes[(middle + 2)...].firstIndex(of: UInt8(ascii: ")")), end > middle + 2 {
                    return Markup(bytes: index..<(end + 1), words: (index + 1)..<middle, kind: .link)
                }
            default:
                break
            }
            index = run
        }
        return nil
    }

    /// Where a run of `length` `marker`s that closes emphasis (or a code span) starts, after `start`.
    private static func closingRun(of marker: UInt8, length: Int, from start: Int, in bytes: [UInt8], needsEdge: Bool = true) -> Int? {
        var index = start
        while index < bytes.count {
            guard bytes[index] == marker else { index += 1; continue }
            var run = index
            while run < bytes.count, bytes[run] == marker { run += 1 }
            if run - index == length, !needsEdge || (!isSpace(bytes[index - 1]) && isEdge(after: run, in: bytes)) { return index }
            index = run
        }
        return nil
    }

    /// Whether the byte before `index` ends a word: the start, a space or punctuation.
    private static func isEdge(before index: Int, in bytes: [UInt8]) -> Bool {
        index == 0 || !isWordByte(bytes[index - 1])
    }

    private static func isEdge(after index: Int, in bytes: [UInt8]) -> Bool {
        index == bytes.count || !isWordByte(bytes[index])
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
    }
}
