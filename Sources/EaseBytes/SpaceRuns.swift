/// Runs of white space in text, closed up byte by byte.
public enum SpaceRuns {
    /// Writes `bytes` to `out` with each run of bytes that are `isSpace` as one space (0x20) and
    /// none at either end, and returns how many bytes it wrote. `out` has room for `bytes.count`
    /// bytes and may be where `bytes` are: no byte is written ahead of the one read (a space
    /// written stands for at least one passed over).
    @inlinable
    public static func close(_ bytes: UnsafeBufferPointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, isSpace: (UInt8) -> Bool) -> Int {
        var count = 0
        var spaceBefore = false
        for byte in bytes {
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
        return count
    }
}
