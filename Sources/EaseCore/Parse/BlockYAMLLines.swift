import EaseBytes

/// The lines of front matter that ``BlockYAMLReader`` reads: their byte ranges, and whether the
/// text is all ASCII, or `nil` when a byte or a line needs Yams.
struct BlockYAMLLines {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Byte ranges of the lines (without their "\n").
    private(set) var lines: [Range<Int>] = []
    /// Whether every byte is ASCII: a column is then a byte count.
    private(set) var isASCII = true

    /// Splits `bytes` into lines; `nil` for characters libyaml treats specially (tabs, carriage
    /// returns, controls, other line breaks, byte order marks) or document markers. Sixteen bytes
    /// at a time: a block of printable ASCII and line feeds only has its line feeds found in the
    /// block, any other is read byte by byte.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lines.reserveCapacity(bytes.count / 24 + 2)
        var start = 0
        var index = 0
        while index + ByteBlock.width <= bytes.count {
            let block = ByteBlock(bytes, at: index)
            let lineFeeds = block.matches(0x0A)
            // Controls (line feeds apart), DEL and the bytes of non-ASCII characters.
            if (block.matches(0, under: 0xE0) | block.matches(0x7F) | block.matches(0x80, under: 0x80)).subtracting(lineFeeds).isEmpty {
                let base = index
                lineFeeds.forEach { lane in
                    lines.append(start..<(base + lane))
                    start = base + lane + 1
                }
            } else {
                for offset in index..<(index + ByteBlock.width) {
                    guard splitByte(at: offset, lineStart: &start) else { return nil }
                }
            }
            index += ByteBlock.width
        }
        while index < bytes.count {
            guard splitByte(at: index, lineStart: &start) else { return nil }
            index += 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        for line in lines where line.count >= 3 {
            let first = bytes[line.lowerBound]
            if first == UInt8(ascii: "%") { return nil }
            if (first == UInt8(ascii: "-") || first == UInt8(ascii: ".")),
               bytes[line.lowerBound + 1] == first, bytes[line.lowerBound + 2] == first { return nil }
        }
    }

    /// ``init(_:)`` at byte `index`: a line ends at a line feed (the next starts after it);
    /// false for a byte libyaml treats specially. Notes a byte of a non-ASCII character.
    private mutating func splitByte(at index: Int, lineStart start: inout Int) -> Bool {
        let byte = bytes[index]
        if byte == 0x0A {
            lines.append(start..<index)
            start = index + 1
        } else if byte < 0x20 || byte == 0x7F {
            return false
        } else if byte >= 0x80 {
            isASCII = false
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 {
                return false  // C1 controls, NEL among them
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 {
                return false  // line and paragraph separators
            } else if byte == 0xEF, index + 2 < bytes.count,
                      (bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF) || (bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE) {
                return false  // byte order marks, U+FFFE and U+FFFF
            }
        }
        return true
    }
}
