/// Eight bytes of text read as one integer, for scans that look at a whole word at a time
/// (source line tables, word counts).
public enum ByteWord {
    /// The eight bytes at `offset` of `bytes` (which must hold them), in memory order.
    @inlinable @inline(__always)
    public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// The eight bytes at `offset` of `bytes`, the first in the low bits; past the end of
    /// `bytes`, `padding` in each byte left.
    @inlinable @inline(__always)
    public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, paddingWith padding: UInt8) -> UInt64 {
        if offset + 8 <= bytes.count { return UInt64(littleEndian: load(bytes, at: offset)) }
        var word = UInt64(padding) &* 0x0101_0101_0101_0101
        for index in offset..<bytes.count {
            let shift = UInt64(8 * (index - offset))
            word = word & ~(0xFF << shift) | UInt64(bytes[index]) << shift
        }
        return word
    }

    /// The high bit of each byte of `word` that is zero (exact, whatever the other bytes hold):
    /// `zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)` marks the line feeds.
    @inlinable @inline(__always)
    public static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word) & 0x8080_8080_8080_8080
    }

    /// A 64-bit digest of `text`'s UTF-8 bytes, read a word at a time: for recognising, within one
    /// run, a file read again as the one read before (not cryptographic, not stable across versions).
    ///
    /// Four words at a time go into four running values, each word mixed into its own, so that the
    /// four multiplications overlap instead of each waiting for the one before (one chain was
    /// 2% of `ease check`); the remaining words and the tail go into the first, and the four are
    /// then mixed into one. Each step is a bijection of its input, so changing any one word of the
    /// text changes the digest.
    public static func digest(of text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { digest(of: $0) }
    }

    /// ``digest(of:)-(String)`` of UTF-8 bytes: the same digest as the string they are the text of.
    public static func digest(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var first = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var (second, third, fourth): (UInt64, UInt64, UInt64) = (0x243F_6A88_85A3_08D3, 0x1319_8A2E_0370_7344, 0xA409_3822_299F_31D0)
        var offset = 0
        while offset + 32 <= bytes.count {
            first = mix(first ^ load(bytes, at: offset))
            second = mix(second ^ load(bytes, at: offset + 8))
            third = mix(third ^ load(bytes, at: offset + 16))
            fourth = mix(fourth ^ load(bytes, at: offset + 24))
            offset += 32
        }
        while offset + 8 <= bytes.count {
            first = mix(first ^ load(bytes, at: offset))
            offset += 8
        }
        var tail: UInt64 = 0
        for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * shift) }
        first = mix(first ^ tail)
        return mix(mix(mix(first ^ second) ^ third) ^ fourth)
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        let multiplied = value &* 0xBF58_476D_1CE4_E5B9
        return multiplied ^ (multiplied >> 31)
    }
}
