import EaseBytes

/// Escapes text for HTML element content and quoted attribute values: `&`, `<`, `>`, `"` and `'`
/// (all ASCII, so no UTF-8 sequence is split).
public enum HTMLEscaping {
    /// Whether `text` has any of the five characters.
    public static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in nextSpecial(in: bytes, from: 0) < bytes.count }
    }

    /// Appends `text` to `output` with the five characters escaped: the runs between them are
    /// copied whole, in one pass over the bytes.
    public static func append(_ text: String, to output: ByteBuffer) {
        var text = text
        text.withUTF8 { append(bytes: $0, to: output) }
    }

    /// ``append(_:to:)`` for a slice (Markdown text is a slice of its source file).
    public static func append(_ text: Substring, to output: ByteBuffer) {
        // Read in place (a slice of a native string is contiguous), without copying the slice.
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0, to: output) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { append(bytes: $0, to: output) }
        }
    }

    /// ``append(_:to:)`` for UTF-8 bytes.
    public static func append(bytes: UnsafeBufferPointer<UInt8>, to output: ByteBuffer) {
        var runStart = 0
        var index = nextSpecial(in: bytes, from: 0)
        while index < bytes.count {
            output.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            let entity: StaticString
            switch bytes[index] {
            case 0x26: entity = "&amp;"
            case 0x3C: entity = "&lt;"
            case 0x3E: entity = "&gt;"
            case 0x22: entity = "&quot;"
            default: entity = "&#39;"
            }
            output.append(literal: entity)
            runStart = index + 1
            index = nextSpecial(in: bytes, from: runStart)
        }
        output.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    /// The position of the first of the five characters at or after `start` (`bytes.count` when
    /// there is none), looked for sixteen bytes at a time, then eight.
    private static func nextSpecial(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + ByteBlock.width <= bytes.count {
            let block = ByteBlock(bytes, at: index)
            let found = block.matches(0x26) | block.matches(0x3C) | block.matches(0x3E) | block.matches(0x22) | block.matches(0x27)
            if !found.isEmpty { return index + found.first }
            index += ByteBlock.width
        }
        while index + 8 <= bytes.count {
            let word = ByteWord.load(bytes, at: index)
            let found = ByteWord.zeroBytes(word ^ 0x2626_2626_2626_2626) | ByteWord.zeroBytes(word ^ 0x3C3C_3C3C_3C3C_3C3C)
                | ByteWord.zeroBytes(word ^ 0x3E3E_3E3E_3E3E_3E3E) | ByteWord.zeroBytes(word ^ 0x2222_2222_2222_2222)
                | ByteWord.zeroBytes(word ^ 0x2727_2727_2727_2727)
            // Memory order is little-endian: the lowest marked byte comes first.
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < bytes.count, !isSpecial(bytes[index]) { index += 1 }
        return index
    }

    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }
}
