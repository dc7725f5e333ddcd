extension AccessibleNameRule {
    /// Whether a link or button named by its text alone passes the rule, told from the text's
    /// UTF-8 bytes (``EaseHTML/HTMLDocument/withOnlyText(ofElementAt:_:)``): the text is ASCII,
    /// has a letter or a digit (so its name is neither empty nor only an emoji), and is no type
    /// word. A text with more bytes that are not white space than any ASCII type word is none of
    /// them without its name being made, and so is one whose first byte that is not white space
    /// (the collapsed name's first) starts no type word; any other is collapsed
    /// (``AccessibleName/collapse(_:)``) and tested (``isTypeWord(_:)``) as any name is.
    ///
    /// `false` says only that the bytes do not settle it (text beyond ASCII, no letter or digit, a
    /// type word): the name is then computed as any element's is. Most of a page's links are
    /// settled here; computing each one's name made its string, collapsed and tested it (some
    /// 2,300 instructions a link).
    static func textNamePasses(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        // One pass: the bytes ORed together (text beyond ASCII is left to the computation), the
        // letters and digits, and the white space (space, tab to carriage return).
        var union: UInt8 = 0, words = 0, spaces = 0
        for byte in text {
            union |= byte
            words &+= (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 ? 1 : 0
            spaces &+= AccessibleName.isASCIIWhiteSpace(byte) ? 1 : 0
        }
        guard union < 0x80, words > 0 else { return false }
        // More bytes that are not white space than any ASCII type word has (most names): none of them.
        if text.count - spaces > longestASCIITypeWord { return true }
        // A letter no type word starts with (a contents entry, a tab's name), or no letter, first.
        if let first = text.first(where: { !AccessibleName.isASCIIWhiteSpace($0) }) {
            let letter = (first | 0x20) &- 0x61
            if letter >= 26 || asciiTypeWordFirstLetters & (1 << UInt32(letter)) == 0 { return true }
        }
        // A short name: collapsed and tested as any name is (a string of a few bytes, stored inline).
        return !isTypeWord(AccessibleName.collapse(String(decoding: text, as: UTF8.self)))
    }
}
