/// Runs of white space in text, closed up.
public enum SpaceRuns {
    /// Writes `bytes` to `out` with each run of bytes that are `isSpace` as one space (0x20) and
    /// none at either end, and returns how many bytes it wrote. `out` has room for `bytes.count`
    /// bytes and may be where `bytes` are: no byte is written ahead of the one read (a space
    /// written stands for at least one passed over).
    ///
    /// `isSpace` says which control characters are white space; a space (0x20) must be, and no
    /// byte above it. Sixteen bytes at a time go through as they are when they need nothing closed
    /// up: no control character, no space first and no two in a row (most of a text's words);
    /// `isSpace` is asked only of the bytes of the other blocks.
    @inlinable
    public static func close(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, isSpace: (UInt8) -> Bool) -> Int {
        var count = 0
        var spaceBefore = false
        var offset = 0
        let width = ByteBlock.width
        while offset < bytes.count {
            if offset + width <= bytes.count {
                let block = ByteBlock(bytes, at: offset)
                let spaces = block.matches(0x20)
                // Lane 0 a space, or lanes 7 and 8 (`pairs` looks within each half).
                let edges = spaces.low & 0xFF | (spaces.low >> 56) & spaces.high & 0xFF
                if block.matches(0, under: 0xE0).isEmpty, spaces.pairs.isEmpty, edges == 0 {
                    if spaceBefore {
                        out[count] = 0x20
                        count += 1
                    }
                    // The block is in a register: written where it goes, at or before where it was.
                    UnsafeMutableRawPointer(out + count).storeBytes(of: block.lanes, as: SIMD16<UInt8>.self)
                    // A space in the last lane is a run's start: written for now, kept only if a word follows.
                    spaceBefore = spaces.high >> 56 != 0
                    count += spaceBefore ? width - 1 : width
                    offset += width
                    continue
                }
            }
            let end = min(offset + width, bytes.count)
            while offset < end {
                let byte = bytes[offset]
                offset += 1
                if isSpace(byte) {
                    spaceBefore = count > 0
                    continue
                }
                if spaceBefore {
                    out[count] = 0x20
                    count += 1
                    spaceBefore = false
                }
                out[count] = byte
                count += 1
            }
        }
        return count
    }
}
