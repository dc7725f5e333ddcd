extension ByteBlock {
    /// How many of the sixteen bytes at `offset` of `bytes` (which must hold them, `offset` at the
    /// start of a character) ``firstUnprintable(_:at:)`` would let through if it read UTF-8: 16,
    /// or 15 when the last byte starts a character the next block ends, when every byte is
    /// printable ASCII, a tab, a line feed or part of a whole two-byte character (U+00A0–U+07FF:
    /// Latin, Greek, Cyrillic, Hebrew, Arabic…), and whether all sixteen are ASCII; `nil` when
    /// any is not, for the caller to read character by character (a character of three bytes or
    /// four, a C1 control, a broken one).
    ///
    /// Text in Russian is such bytes throughout but for a dash now and then: a block of it is
    /// tested as two 64-bit words, each byte's kind told from its top three bits by shifts (a
    /// test of the block's lanes compared one by one took several times the instructions).
    @inlinable @inline(__always)
    public static func twoByteTextLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (length: Int, isASCII: Bool)? {
        let block = ByteBlock(bytes, at: offset)
        // No unprintable ASCII (which `unprintableBits` marks, with every byte that is not ASCII).
        guard highBits(unprintableBits(block.lanes)).subtracting(highBits(block.lanes)).isEmpty else { return nil }
        let words = unsafeBitCast(block.lanes, to: SIMD2<UInt64>.self)
        let low = TwoByteWord(UInt64(littleEndian: words[0])), high = TwoByteWord(UInt64(littleEndian: words[1]))
        guard let length = wholeCharacterLength(low, high) else { return nil }
        // After 0xC2, a continuation of 0xA0 or above (its bit 5 set): U+0080–U+009F are the C1 controls.
        let afterC2 = (low: low.c2 << 8, high: high.c2 << 8 | low.c2 >> 56)
        guard afterC2.low & ~(low.word << 2) == 0, afterC2.high & ~(high.word << 2) == 0 else { return nil }
        return (length, (low.word | high.word) & TwoByteWord.tops == 0)
    }

    /// How many bytes of a block, read as two words, are whole characters of one or two bytes:
    /// 16, or 15 when the last byte is a lead whose continuation is in the next block; `nil` when
    /// the block has a longer character, an overlong lead (0xC0, 0xC1), or a lead and its
    /// continuation out of step (the block must start at a character). Shared by the audit's
    /// test for plain text and ``UTF8Validation``.
    @inlinable @inline(__always)
    static func wholeCharacterLength(_ low: TwoByteWord, _ high: TwoByteWord) -> Int? {
        guard low.isTwoByteText, high.isTwoByteText else { return nil }
        // Each continuation right after a lead, and each lead but one in the last lane right
        // before a continuation: the continuations are the leads moved on by a byte.
        guard low.continuations == low.leads << 8, high.continuations == high.leads << 8 | low.leads >> 56 else { return nil }
        return high.leads >> 63 != 0 ? width - 1 : width
    }
}

/// The kinds of the eight bytes of a word of UTF-8, each byte's top bit set in a mask where it is of that kind.
@usableFromInline
struct TwoByteWord {
    @usableFromInline static let tops: UInt64 = 0x8080_8080_8080_8080
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101

    @usableFromInline let word: UInt64
    /// `10xxxxxx`.
    @usableFromInline let continuations: UInt64
    /// `110xxxxx`: the lead of a two-byte character.
    @usableFromInline let leads: UInt64
    /// `111xxxxx`: the lead of a longer character, or no UTF-8 byte.
    @usableFromInline let longer: UInt64
    /// The leads of an overlong character, 0xC0 and 0xC1 (bits 4 to 1 clear).
    @usableFromInline let overlong: UInt64
    /// The leads that may be 0xC2 (the test may mark others after one, which only sends the block
    /// to be read a character at a time).
    @usableFromInline let c2: UInt64

    @inlinable @inline(__always)
    init(_ word: UInt64) {
        self.word = word
        let (bit6, bit5) = (word << 1, word << 2)
        let nonASCII = word & Self.tops
        continuations = nonASCII & ~bit6
        leads = nonASCII & bit6 & ~bit5
        longer = nonASCII & bit6 & bit5
        // A byte with bits 4 to 1 clear is one whose masked value is zero: no borrow from such a
        // byte marks the byte above it, whose masked value is even. (`ByteWord.zeroBytes`, exact
        // whatever the bytes hold, took this test 15% more instructions in a translated build.)
        let middle = word & 0x1E1E_1E1E_1E1E_1E1E
        overlong = leads & (middle &- Self.ones) & ~middle
        let difference = word ^ 0xC2C2_C2C2_C2C2_C2C2
        c2 = leads & (difference &- Self.ones) & ~difference
    }

    /// Whether every byte is ASCII, a continuation or the lead of a two-byte character that is not overlong.
    @inlinable @inline(__always)
    var isTwoByteText: Bool { longer | overlong == 0 }
}
