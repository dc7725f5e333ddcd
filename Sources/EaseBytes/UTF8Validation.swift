/// Checks that bytes are well-formed UTF-8 a block at a time where they are ASCII or two-byte
/// characters, for making a `String` of a source file without the standard library's check,
/// which reads every byte that is not ASCII on its own.
///
/// Text in Russian is two-byte characters throughout: the standard library's check of each file
/// made into a string was 5% of a check of a translated corpus.
public enum UTF8Validation {
    /// Where `bytes` stop being well-formed UTF-8 (RFC 3629: no overlong form, no surrogate,
    /// nothing above U+10FFFF, no character cut off at the end): the offset of the first byte that
    /// starts no whole character, `nil` when every byte belongs to one; and whether every byte is
    /// ASCII (`false` too when the bytes are not valid).
    public static func check(_ bytes: UnsafeBufferPointer<UInt8>) -> (invalidAt: Int?, isASCII: Bool) {
        var index = 0
        var isASCII = true
        let count = bytes.count
        while index < count {
            // Sixty-four bytes at a time while the text is ASCII (as most files are throughout).
            while isASCII, index + 4 * ByteBlock.width <= count {
                let lanes = ByteBlock(bytes, at: index).lanes | ByteBlock(bytes, at: index + 16).lanes
                    | ByteBlock(bytes, at: index + 32).lanes | ByteBlock(bytes, at: index + 48).lanes
                let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
                guard (words[0] | words[1]) & TwoByteWord.tops == 0 else { break }
                index += 4 * ByteBlock.width
            }
            if index == count { break }
            // Sixteen bytes at a time while they are ASCII or whole two-byte characters; `index`
            // is always at the start of a character.
            if index + ByteBlock.width <= count {
                let block = ByteBlock(bytes, at: index)
                let words = unsafeBitCast(block.lanes, to: SIMD2<UInt64>.self)
                let low = UInt64(littleEndian: words[0]), high = UInt64(littleEndian: words[1])
                if (low | high) & TwoByteWord.tops == 0 {
                    index += ByteBlock.width
                    continue
                }
                if let length = ByteBlock.wholeCharacterLength(TwoByteWord(low), TwoByteWord(high)) {
                    isASCII = false
                    index += length
                    continue
                }
            }
            // One character, from its lead byte.
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            isASCII = false
            guard let length = characterLength(bytes, at: index, lead: lead) else { return (index, false) }
            index += length
        }
        return (nil, isASCII)
    }

    /// The length of the character of two to four bytes whose lead byte `lead` is at `index`;
    /// `nil` when it is not well-formed.
    static func characterLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, lead: UInt8) -> Int? {
        // The range the second byte must fall in, and the character's length (RFC 3629, table 3-7 of Unicode).
        let second: ClosedRange<UInt8>, length: Int
        switch lead {
        case 0xC2...0xDF: (second, length) = (0x80...0xBF, 2)
        case 0xE0: (second, length) = (0xA0...0xBF, 3)
        case 0xE1...0xEC, 0xEE...0xEF: (second, length) = (0x80...0xBF, 3)
        case 0xED: (second, length) = (0x80...0x9F, 3)
        case 0xF0: (second, length) = (0x90...0xBF, 4)
        case 0xF1...0xF3: (second, length) = (0x80...0xBF, 4)
        case 0xF4: (second, length) = (0x80...0x8F, 4)
        default: return nil
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }
}
