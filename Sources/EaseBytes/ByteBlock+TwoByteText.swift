extension ByteBlock {
    /// How many of the sixteen bytes at `offset` of `bytes` (which must hold them, `offset` at the
    /// start of a character) ``firstUnprintable(_:at:)`` would let through if it read UTF-8: 16,
    /// or 15 when the last byte starts a character the next block ends, when every byte is
    /// printable ASCII, a tab, a line feed or part of a whole two-byte character (U+00A0–U+07FF:
    /// Latin, Greek, Cyrillic, Hebrew, Arabic…); `nil` when any is not, for the caller to read
    /// character by character (a character of three bytes or four, a C1 control, a broken one).
    ///
    /// Text in Russian is such bytes throughout but for a dash or a quote now and then: a block
    /// of it is tested as a few vectors instead of a character at a time.
    @inlinable @inline(__always)
    public static func twoByteTextLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let block = ByteBlock(bytes, at: offset)
        let lanes = block.lanes
        let nonASCII = highBits(lanes)
        let leads = block.matches(0xC0, under: 0xE0)
        let continuations = block.matches(0x80, under: 0xC0)
        // No lead of three bytes or four, no stray byte, no overlong lead (0xC0, 0xC1), and no
        // unprintable ASCII (which `unprintableBits` marks, with every byte that is not ASCII).
        guard nonASCII.subtracting(leads | continuations).isEmpty,
              (block.matches(0xC0) | block.matches(0xC1)).isEmpty,
              highBits(unprintableBits(lanes)).subtracting(nonASCII).isEmpty else { return nil }
        // Each continuation right after a lead, and each lead but one in the last lane right
        // before a continuation: the continuations are the leads moved on by a lane.
        let (leadsLow, leadsHigh) = (leads.low, leads.high)
        guard continuations.low == leadsLow << 8, continuations.high == leadsHigh << 8 | leadsLow >> 56 else { return nil }
        // After 0xC2, a continuation of 0xA0 or above: U+0080–U+009F are the C1 controls.
        let afterC2 = block.matches(0xC2)
        let (c2Low, c2High) = (afterC2.low << 8, afterC2.high << 8 | afterC2.low >> 56)
        let high = block.matches(0xA0, under: 0xE0)
        guard c2Low & ~high.low == 0, c2High & ~high.high == 0 else { return nil }
        return leadsHigh >> 56 != 0 ? width - 1 : width
    }
}
