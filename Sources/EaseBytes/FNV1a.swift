/// FNV-1a, 64 bits: a digest of bytes, or of words of eight bytes, fed in one at a time. Not a
/// secure hash: it tells texts apart for tables and cache keys.
public enum FNV1a {
    /// The digest before anything is fed in.
    @inlinable public static var offsetBasis: UInt64 { 0xCBF2_9CE4_8422_2325 }
    /// The multiplier of each step.
    @inlinable public static var prime: UInt64 { 0x0000_0100_0000_01B3 }

    /// `digest` with `value` (a byte, or eight bytes read as a word) fed in.
    @inlinable public static func mixing(_ digest: UInt64, _ value: UInt64) -> UInt64 {
        (digest ^ value) &* prime
    }
}
