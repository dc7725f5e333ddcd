/// Eight bytes of text read as one integer, for scans that look at a whole word at a time
/// (source line tables, word counts).
public enum ByteWord {
    /// The eight bytes at `offset` of `bytes` (which must hold them), in memory order.
    @inline(__always)
    public static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// The high bit of each byte of `word` that is zero (exact, whatever the other bytes hold):
    /// `zeroBytes(word ^ 0x0A0A_0A0A_0A0A_0A0A)` marks the line feeds.
    @inline(__always)
    public static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | word) & 0x8080_8080_8080_8080
    }

    /// A 64-bit digest of `text`'s UTF-8 bytes, read a word at a time: for recognising, within one
    /// run, a file read again as the one read before (not cryptographic, not stable across versions).
    public static func digest(of text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = mix(hash ^ load(bytes, at: offset))
                offset += 8
            }
            var tail: UInt64 = 0
            for (shift, byte) in bytes[offset...].enumerated() { tail |= UInt64(byte) << (8 * shift) }
            return mix(hash ^ tail)
        }
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        let multiplied = value &* 0xBF58_476D_1CE4_E5B9
        return multiplied ^ (multiplied >> 31)
    }
}
