extension AccessibleNameRule {
    /// Whether a link or button named by its text alone passes the rule, told from the text's
    /// UTF-8 bytes (``EaseHTML/HTMLDocument/withOnlyText(ofElementAt:_:)``) without making its
    /// name: the text is ASCII, has a letter or a digit (so its name is neither empty nor only an
    /// emoji), and with its white space collapsed as ``AccessibleName/collapse(_:)`` collapses it,
    /// is none of the type words (compared as ``isTypeWord(_:)`` compares an ASCII name).
    ///
    /// `false` says only that the bytes do not settle it (text beyond ASCII, no letter or digit, a
    /// type word): the name is then computed as any element's is. Most of a page's links are
    /// settled here; computing each one's name made its string, collapsed and tested it (some
    /// 2,300 instructions a link; this, about 480).
    static func textNamePasses(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        // One pass: the bytes ORed together (text beyond ASCII is left to the computation), the
        // letters and digits, and the white space (space, tab to carriage return).
        var union: UInt8 = 0, words = 0, spaces = 0
        for byte in text {
            union |= byte
            words &+= (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 ? 1 : 0
            spaces &+= byte == 0x20 || byte &- 0x09 <= 4 ? 1 : 0
        }
        guard union < 0x80, words > 0 else { return false }
        // More bytes that are not white space than any type word has (most names): none of them.
        if text.count - spaces > longestASCIITypeWord { return true }
        // A short name: collapsed, lower-cased and packed as the type words are, then compared.
        var name = PackedTypeWord()
        var pendingSpace = false
        for byte in text {
            if byte == 0x20 || byte &- 0x09 <= 4 {
                pendingSpace = name.length > 0
                continue
            }
            if pendingSpace {
                name.append(0x20)
                pendingSpace = false
            }
            name.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
        return !packedTypeWords.contains(name)
    }

    /// The ASCII type words, packed.
    static let packedTypeWords: [PackedTypeWord] = asciiTypeWords.map { word in
        var packed = PackedTypeWord()
        for byte in word { packed.append(byte) }
        return packed
    }
}

/// Up to sixteen bytes of a name in two words, and its length (which may be more): compared with
/// the type words as two integers instead of byte by byte.
struct PackedTypeWord: Equatable {
    /// The bytes packed; past them a name's bytes are counted in its length, not kept.
    static let capacity = 16
    private var low: UInt64 = 0, high: UInt64 = 0
    private(set) var length = 0

    /// Adds a byte at the end.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if length < 8 { low |= UInt64(byte) << (8 * UInt64(length)) }
        else if length < 16 { high |= UInt64(byte) << (8 * UInt64(length - 8)) }
        length += 1
    }
}
