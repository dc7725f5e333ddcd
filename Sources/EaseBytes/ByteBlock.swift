/// Sixteen bytes of text compared at once, for the scans that run over every byte a build reads
/// or writes (a page read back by the audit, text escaped into a page or into JSON, a source
/// file's line table).
///
/// A block is a `SIMD16<UInt8>`, and each test is one lane-wise `==` against a repeated byte
/// (after an `&`, to test some bits only): one vector instruction each on x86-64 (SSE2) and arm64
/// (NEON). Matches are combined as vectors and read back as two 64-bit words once a scan asks
/// what matched (``Matches``). The standard library's other forms are left alone on purpose: `.<`, `.>=`
/// and a compare with a scalar (`block .== 0x3C`) compile to a loop over the sixteen lanes, and
/// `any(_:)` sometimes to a call; on these pages that was fifteen times slower than eight bytes
/// at a time (``ByteWord``). Done this way, the scans take about half the instructions they took
/// a word at a time.
public struct ByteBlock {
    /// The lane count.
    public static var width: Int { 16 }

    @usableFromInline let lanes: SIMD16<UInt8>

    /// The sixteen bytes at `offset` of `bytes` (which must hold them), in memory order.
    @inlinable @inline(__always)
    public init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        lanes = UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: SIMD16<UInt8>.self)
    }

    /// The lanes holding `byte`.
    @inlinable @inline(__always)
    public func matches(_ byte: UInt8) -> Matches {
        Matches(lanes .== SIMD16(repeating: byte))
    }

    /// The lanes whose bits under `mask` are `value`'s: `matches(0, under: 0xE0)` are the bytes
    /// below 0x20, `matches(0x80, under: 0x80)` the bytes that are not ASCII.
    @inlinable @inline(__always)
    public func matches(_ value: UInt8, under mask: UInt8) -> Matches {
        Matches(lanes & SIMD16(repeating: mask) .== SIMD16(repeating: value))
    }

    /// How many bytes of `word` have their low bit set, when no byte has any other bit than its
    /// low and high bits (a lane of ``Matches``, or a mask of high bits shifted down by 7): one
    /// multiplication adds the bytes up into the top one. `nonzeroBitCount` is a dozen
    /// instructions on x86-64 without `popcnt` (which Swift's default target does not assume).
    @inlinable @inline(__always)
    public static func lanesMarked(_ word: UInt64) -> Int {
        Int(truncatingIfNeeded: ((word & 0x0101_0101_0101_0101) &* 0x0101_0101_0101_0101) >> 56)
    }

    /// A set of lanes: each lane's byte is `0xFF` in it, or `0`. Sets are combined as vectors
    /// (one instruction each) and read back as two 64-bit words only when asked (whether any lane
    /// is set, the first): a scan testing a block for five bytes reads it back once, not five times.
    public struct Matches {
        /// The lanes, `0xFF` or `0` each, the first lane first.
        @usableFromInline let lanes: SIMD16<UInt8>

        @inlinable @inline(__always)
        init(lanes: SIMD16<UInt8>) {
            self.lanes = lanes
        }

        @inlinable @inline(__always)
        init(_ mask: SIMDMask<SIMD16<Int8>>) {
            self.init(lanes: unsafeBitCast(mask, to: SIMD16<UInt8>.self))
        }

        /// The empty set, to gather matches into across blocks.
        @inlinable @inline(__always)
        public static var none: Matches { Matches(lanes: .zero) }

        /// Lanes 0 to 7, a byte each, the first lane in the low bits.
        @inlinable @inline(__always)
        public var low: UInt64 { UInt64(littleEndian: unsafeBitCast(lanes, to: SIMD2<UInt64>.self)[0]) }

        /// Lanes 8 to 15, a byte each, lane 8 in the low bits.
        @inlinable @inline(__always)
        public var high: UInt64 { UInt64(littleEndian: unsafeBitCast(lanes, to: SIMD2<UInt64>.self)[1]) }

        /// Whether no lane is in the set.
        @inlinable @inline(__always)
        public var isEmpty: Bool {
            let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
            return words[0] | words[1] == 0
        }

        /// The first lane in the set (0 to 15); 16 when it is empty.
        @inlinable @inline(__always)
        public var first: Int {
            let (low, high) = (self.low, self.high)
            return low != 0 ? low.trailingZeroBitCount / 8 : high != 0 ? 8 + high.trailingZeroBitCount / 8 : 16
        }

        /// How many lanes are in the set.
        @inlinable @inline(__always)
        public var count: Int { ByteBlock.lanesMarked(low) + ByteBlock.lanesMarked(high) }

        /// Calls `body` with each lane in the set, first to last.
        @inlinable @inline(__always)
        public func forEach(_ body: (Int) -> Void) {
            var marks = low & 0x8080_8080_8080_8080
            while marks != 0 {
                body(marks.trailingZeroBitCount / 8)
                marks &= marks - 1
            }
            marks = high & 0x8080_8080_8080_8080
            while marks != 0 {
                body(8 + marks.trailingZeroBitCount / 8)
                marks &= marks - 1
            }
        }

        /// The lanes in either set.
        @inlinable @inline(__always)
        public static func | (lhs: Matches, rhs: Matches) -> Matches {
            Matches(lanes: lhs.lanes | rhs.lanes)
        }

        /// The lanes in the set whose next lane is in it too, within each half of the block
        /// (lanes 0–7, 8–15): two matches in a row, found with one shift of the vector. A run of
        /// three always has a pair within one half.
        @inlinable @inline(__always)
        public var pairs: Matches {
            let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
            return Matches(lanes: unsafeBitCast(words & (words &>> 8), to: SIMD16<UInt8>.self))
        }

        /// The lanes of `self` that are not in `other`.
        @inlinable @inline(__always)
        public func subtracting(_ other: Matches) -> Matches {
            Matches(lanes: lanes & ~other.lanes)
        }
    }
}

extension ByteBlock {
    /// How many bytes ``firstUnprintable(_:at:)`` tests at once.
    public static var printableRunWidth: Int { 64 }

    /// Where the first byte of the 64 at `offset` of `bytes` (which must hold them) is that is a
    /// control character other than a tab or a line feed, DEL, or a byte of a non-ASCII character,
    /// counted from `offset`; 64 when there is none. Each block is tested with lane-wise
    /// arithmetic (``unprintableBits(_:)``) and the four blocks' results combined as vectors and
    /// read back once: a page is almost all printable ASCII, and a test per block read its lanes
    /// back five times.
    @inlinable @inline(__always)
    public static func firstUnprintable(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let start = UnsafeRawPointer(bytes.baseAddress! + offset)
        let blocks = (unprintableBits(start.loadUnaligned(as: SIMD16<UInt8>.self)),
                      unprintableBits(start.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)),
                      unprintableBits(start.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self)),
                      unprintableBits(start.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)))
        guard !highBits(blocks.0 | blocks.1 | blocks.2 | blocks.3).isEmpty else { return printableRunWidth }
        let first = (highBits(blocks.0).first, highBits(blocks.1).first, highBits(blocks.2).first)
        return first.0 < 16 ? first.0 : first.1 < 16 ? 16 + first.1 : first.2 < 16 ? 32 + first.2 : 48 + highBits(blocks.3).first
    }

    /// The lanes whose high bit is set, as a set of lanes (its first lane, whether it is empty).
    @inlinable @inline(__always)
    static func highBits(_ lanes: SIMD16<UInt8>) -> Matches {
        Matches(lanes: lanes & SIMD16(repeating: 0x80))
    }

    /// Each lane's high bit set when its byte is not printable ASCII, a tab or a line feed (the
    /// other bits are noise). Only wrapping arithmetic and bitwise operations, which are one
    /// vector instruction each; lane-wise comparisons combined as masks are not (they compile to
    /// a loop over the lanes).
    @inlinable @inline(__always)
    static func unprintableBits(_ byte: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let one = SIMD16<UInt8>(repeating: 1)
        // High bit: the byte is 0x7F or above (DEL, or not ASCII).
        let delOrNonASCII = byte | (byte &+ one)
        // High bit: the byte is below 0x20.
        let control = (byte &- SIMD16(repeating: 0x20)) & ~byte
        // Zero exactly for a tab (9) or a line feed (10); high bit of `isZero` exactly there.
        let tabOrLineFeed = ((byte ^ SIMD16(repeating: 0x08)) &- one) & SIMD16(repeating: 0xFE)
        let isZero = (tabOrLineFeed &- one) & ~tabOrLineFeed
        return delOrNonASCII | (control & ~isZero)
    }
}
