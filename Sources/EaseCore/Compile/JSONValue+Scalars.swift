import EaseBytes

/// Strings and integers written as JSON bytes: the escapes JSON requires and nothing else, most
/// strings copied whole from their UTF-8.
extension JSONValue {
    /// `text` as a JSON string literal (also a valid YAML double-quoted scalar).
    static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        writeString(text, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// An integer's decimal digits, without making a `String` of it.
    static func writeInteger<Sink: JSONByteSink>(_ value: Int, into out: inout Sink) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: UTF8Writer.maximumDecimalCount) { digits in
            let end = digits.baseAddress! + digits.count
            let first = UTF8Writer.writeDecimal(value, endingAt: end)
            out.append(bytes: UnsafeBufferPointer(start: first, count: end - first))
        }
    }

    /// A string literal with only the escapes JSON requires; other bytes, UTF-8 included, are copied.
    static func writeString<Sink: JSONByteSink>(_ text: String, into out: inout Sink) {
        var text = text
        text.withUTF8 { writeString(bytes: $0, into: &out) }
    }

    /// ``writeString(_:into:)`` for a slice (Markdown text is a slice of its source file).
    static func writeString<Sink: JSONByteSink>(_ text: Substring, into out: inout Sink) {
        // Read in place (a slice of a native string is contiguous), without copying the slice.
        if text.utf8.withContiguousStorageIfAvailable({ writeString(bytes: $0, into: &out) }) == nil {
            Array(text.utf8).withUnsafeBufferPointer { writeString(bytes: $0, into: &out) }
        }
    }

    /// ``writeString(_:into:)`` for UTF-8 bytes.
    static func writeString<Sink: JSONByteSink>(bytes: UnsafeBufferPointer<UInt8>, into out: inout Sink) {
        out.append(byte: UInt8(ascii: "\""))
        // Most strings need no escape: they are copied whole from their UTF-8 buffer.
        if !needsEscaping(bytes) {
            out.append(bytes: bytes)
            out.append(byte: UInt8(ascii: "\""))
            return
        }
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): out.append(literal: "\\\"")
            case UInt8(ascii: "\\"): out.append(literal: "\\\\")
            case UInt8(ascii: "\n"): out.append(literal: "\\n")
            case UInt8(ascii: "\r"): out.append(literal: "\\r")
            case UInt8(ascii: "\t"): out.append(literal: "\\t")
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(literal: "\\u00")
                out.append(byte: hex[Int(byte >> 4)])
                out.append(byte: hex[Int(byte & 15)])
            default: out.append(byte: byte)
            }
        }
        out.append(byte: UInt8(ascii: "\""))
    }

    /// Whether any byte is a control character, `"` or `\\`: sixteen bytes at a time, then eight.
    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset + ByteBlock.width <= bytes.count {
            let block = ByteBlock(bytes, at: offset)
            if !(block.matches(0, under: 0xE0) | block.matches(0x22) | block.matches(0x5C)).isEmpty { return true }
            offset += ByteBlock.width
        }
        while offset + 8 <= bytes.count {
            let word = ByteWord.load(bytes, at: offset)
            // A byte below 0x20 has its three high bits clear.
            if ByteWord.zeroBytes(word & 0xE0E0_E0E0_E0E0_E0E0) | ByteWord.zeroBytes(word ^ 0x2222_2222_2222_2222)
                | ByteWord.zeroBytes(word ^ 0x5C5C_5C5C_5C5C_5C5C) != 0 { return true }
            offset += 8
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            offset += 1
        }
        return false
    }
}
