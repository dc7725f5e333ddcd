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
}
