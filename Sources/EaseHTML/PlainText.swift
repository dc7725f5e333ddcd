import EaseBytes

/// Byte-level checks and decoding for ``PlainHTMLReader``.
enum PlainText {
    /// Whether the bytes are UTF-8 with no character libxml2 treats specially: no control
    /// characters but tab and line feed (no carriage returns), no C1 controls, no byte order mark,
    /// no U+FFFE or U+FFFF.
    static func isPlain(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            // Whether the last block read had a character that is not ASCII: the next most likely
            // has one too, and is not read as a run of ASCII first.
            var inText = false
            while index < bytes.count {
                // Sixty-four printable ASCII bytes (tabs and line feeds among them) at a time;
                // in text of another script, and from a run with any other byte, sixteen bytes of
                // ASCII and two-byte characters at a time (a page in Russian has such a character
                // every few bytes); and a block with any other byte a character at a time. The
                // run's test again after each character was 7% of a build of such pages; a
                // character at a time, 3.5%.
                if !inText, index + ByteBlock.printableRunWidth <= bytes.count {
                    let printable = ByteBlock.firstUnprintable(bytes, at: index)
                    index += printable
                    if printable == ByteBlock.printableRunWidth { continue }
                }
                if index + ByteBlock.width <= bytes.count, let text = ByteBlock.twoByteTextLength(bytes, at: index) {
                    index += text.length
                    inText = !text.isASCII
                    continue
                }
                // A block read a character at a time has one of three bytes or four (a dash, a quote).
                inText = true
                let stretchEnd = min(index + ByteBlock.width, bytes.count)
                while index < stretchEnd {
                    guard let length = plainCharacterLength(bytes, at: index) else { return false }
                    index += length
                }
            }
            return true
        }
    }

    /// The length of the UTF-8 character at `index` if it is one ``isPlain(_:)`` lets through;
    /// `nil` if it is not, or not UTF-8.
    @inline(__always)
    private static func plainCharacterLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte < 0x80 {
            return (byte < 0x20 && byte != 0x09 && byte != 0x0A) || byte == 0x7F ? nil : 1
        }
        // Two bytes (Latin, Greek, Cyrillic…): a C1 control (U+0080–U+009F) is the one such
        // character left out.
        if byte >= 0xC2, byte <= 0xDF {
            guard index + 1 < bytes.count else { return nil }
            let continuation = bytes[index + 1]
            return continuation & 0xC0 == 0x80 && (byte != 0xC2 || continuation >= 0xA0) ? 2 : nil
        }
        let length: Int, minimum: UInt32
        var scalar: UInt32
        switch byte {
        case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(byte & 0x0F))
        case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(byte & 0x07))
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return nil }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar),
              scalar != 0xFEFF, scalar != 0xFFFE, scalar != 0xFFFF else { return nil }
        return length
    }

    static func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z") }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isAttributeNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    /// The character of the reference starting with `&` at `position` and the reference's length:
    /// `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&nbsp;`, `&#…;` or `&#x…;` for a character libxml2 keeps.
    static func entity(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (Unicode.Scalar, Int)? {
        var end = position + 1
        while end < bytes.count, end - position < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        let body = Array(bytes[(position + 1)..<end])
        let length = end - position + 1
        switch body {
        case Array("amp".utf8): return ("&", length)
        case Array("lt".utf8): return ("<", length)
        case Array("gt".utf8): return (">", length)
        case Array("quot".utf8): return ("\"", length)
        case Array("nbsp".utf8): return ("\u{A0}", length)
        default: break
        }
        guard body.first == UInt8(ascii: "#"), body.count > 1 else { return nil }
        let isHex = body[1] == UInt8(ascii: "x") || body[1] == UInt8(ascii: "X")
        let digits = body.dropFirst(isHex ? 2 : 1)
        guard !digits.isEmpty, digits.count <= 6, digits.allSatisfy({ isDigit($0) || (isHex && isLetter($0) && $0 | 0x20 <= UInt8(ascii: "f")) }),
              let value = UInt32(String(decoding: digits, as: UTF8.self), radix: isHex ? 16 : 10),
              value == 0x09 || value == 0x0A || (0x20...0x7E).contains(value) || (0xA0...0xD7FF).contains(value)
                || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value),
              let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
