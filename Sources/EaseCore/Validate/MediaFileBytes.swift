/// Numbers and names as media files write them: unsigned integers of up to eight bytes, the most
/// significant byte first (MP4 boxes, EBML elements, MP3 frame headers) or last (WAV chunks, Ogg
/// pages), and ASCII names (an MP4 box's type, a WebM codec's id). Each range must lie in the
/// bytes.
extension Array where Element == UInt8 {
    /// The number the bytes of `range` write most significant byte first.
    func bigEndianNumber(_ range: Range<Int>) -> UInt64 {
        self[range].reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The number the bytes of `range` write least significant byte first.
    func littleEndianNumber(_ range: Range<Int>) -> UInt64 {
        self[range].reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }

    /// The ASCII name the bytes of `range` write, a byte outside printable ASCII shown as `?`.
    func printableASCII(_ range: Range<Int>) -> String {
        String(decoding: self[range].map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
    }
}
