/// Escapes text for HTML element content and quoted attribute values: `&`, `<`, `>`, `"` and `'`
/// (all ASCII, so no UTF-8 sequence is split).
public enum HTMLEscaping {
    /// Whether `text` has any of the five characters.
    public static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.contains(where: isSpecial) }
    }

    /// Appends `text` to `output` with the five characters escaped: the runs between them are
    /// copied whole, in one pass over the bytes.
    public static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(bytes: $0, to: &output) }
    }

    /// ``append(_:to:)`` for a slice (Markdown text is a slice of its source file).
    public static func append(_ text: Substring, to output: inout [UInt8]) {
        // Read in place (a slice of a native string is contiguous), without copying the slice.
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0, to: &output) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { append(bytes: $0, to: &output) }
        }
    }

    private static func append(bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var runStart = 0
        for index in bytes.indices where isSpecial(bytes[index]) {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            switch bytes[index] {
            case 0x26: output.append(contentsOf: "&amp;".utf8)
            case 0x3C: output.append(contentsOf: "&lt;".utf8)
            case 0x3E: output.append(contentsOf: "&gt;".utf8)
            case 0x22: output.append(contentsOf: "&quot;".utf8)
            default: output.append(contentsOf: "&#39;".utf8)
            }
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }

    @inline(__always)
    private static func isSpecial(_ byte: UInt8) -> Bool {
        byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27
    }
}
