import EaseBytes

/// The pass that makes a source file's line table: where each line starts, the scalar count at
/// each checkpoint, and whether the text is all ASCII.
extension SourceFile {
    /// The line starts, the scalar checkpoints and whether every byte is ASCII.
    ///
    /// One pass finds the lines: the bytes go sixteen at a time (offsets that are multiples of
    /// sixteen, ``ByteBlock``), four blocks at once where all four are ASCII; a block without a
    /// carriage return has its line feeds found and its scalars counted in the block, any other
    /// is read byte by byte. The line starts are gathered in scratch memory with room for a line
    /// at every byte, then copied into a table of their number: appended to a growing array, the
    /// table was reallocated about seven times for a reading. Only a file that is not ASCII has
    /// its checkpoints counted, in a second pass (``checkpoints(_:)``).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (lineStarts: [Int], checkpoints: [UInt32], isASCII: Bool) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: bytes.count + 1) { starts in
            starts[0] = 0
            var lineCount = 1
            var scalars = 0
            var offset = 0
            let width = ByteBlock.width
            while offset + width <= bytes.count {
                // Four blocks at once while all four are ASCII without a carriage return (most of
                // a Markdown file): their tests combined as vectors and read back once.
                if offset + 4 * width <= bytes.count {
                    let blocks = (ByteBlock(bytes, at: offset), ByteBlock(bytes, at: offset + width),
                                  ByteBlock(bytes, at: offset + 2 * width), ByteBlock(bytes, at: offset + 3 * width))
                    if (unusual(blocks.0) | unusual(blocks.1) | unusual(blocks.2) | unusual(blocks.3)).isEmpty {
                        let feeds = (blocks.0.matches(0x0A), blocks.1.matches(0x0A), blocks.2.matches(0x0A), blocks.3.matches(0x0A))
                        if !(feeds.0 | feeds.1 | feeds.2 | feeds.3).isEmpty {
                            record(feeds.0, at: offset, starts: starts, lineCount: &lineCount)
                            record(feeds.1, at: offset + width, starts: starts, lineCount: &lineCount)
                            record(feeds.2, at: offset + 2 * width, starts: starts, lineCount: &lineCount)
                            record(feeds.3, at: offset + 3 * width, starts: starts, lineCount: &lineCount)
                        }
                        scalars += 4 * width
                        offset += 4 * width
                        continue
                    }
                    // Each of the four alone, without testing the next four at every block (a
                    // Russian text's blocks were tested four at a time again and again).
                    read(blocks.0, at: offset, bytes: bytes, starts: starts, lineCount: &lineCount, scalars: &scalars)
                    read(blocks.1, at: offset + width, bytes: bytes, starts: starts, lineCount: &lineCount, scalars: &scalars)
                    read(blocks.2, at: offset + 2 * width, bytes: bytes, starts: starts, lineCount: &lineCount, scalars: &scalars)
                    read(blocks.3, at: offset + 3 * width, bytes: bytes, starts: starts, lineCount: &lineCount, scalars: &scalars)
                    offset += 4 * width
                    continue
                }
                read(ByteBlock(bytes, at: offset), at: offset, bytes: bytes, starts: starts, lineCount: &lineCount, scalars: &scalars)
                offset += width
            }
            while offset < bytes.count {
                read(bytes, at: offset, starts: starts, lineCount: &lineCount, scalars: &scalars)
                offset += 1
            }
            // Valid UTF-8 without continuation bytes is ASCII, whose scalars are its bytes.
            let isASCII = scalars == bytes.count
            return (Array(UnsafeBufferPointer(rebasing: starts[..<lineCount])), isASCII ? [] : checkpoints(bytes), isASCII)
        }
    }

    /// The number of scalars before each ``checkpointStride``-th byte, and before the end when
    /// it is one.
    static func checkpoints(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        let stride = checkpointStride
        let checkpointCount = bytes.count / stride + 1
        return [UInt32](unsafeUninitializedCapacity: checkpointCount) { checkpoints, count in
            var scalars = 0
            for checkpoint in 0..<checkpointCount {
                checkpoints[checkpoint] = UInt32(truncatingIfNeeded: scalars)
                let start = checkpoint * stride
                scalars += scalarStarts(bytes, from: start, to: min(start + stride, bytes.count))
            }
            count = checkpointCount
        }
    }

    /// The number of bytes from `start` to `end` that start a scalar (are not `10xxxxxx`), eight
    /// at a time: a continuation byte is one whose top bit is set and whose next is not, found for
    /// the eight at once with a shift (counted as vectors of sixteen lanes, the lanes' comparisons
    /// took several times the instructions).
    @inline(__always)
    static func scalarStarts(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var count = end - start
        var offset = start
        while offset + 8 <= end {
            let word = ByteWord.load(bytes, at: offset)
            count -= ByteBlock.lanesMarked((word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7)
            offset += 8
        }
        while offset < end {
            if bytes[offset] & 0xC0 == 0x80 { count -= 1 }
            offset += 1
        }
        return count
    }

    /// Reads the block at `offset`: a block without a carriage return (a Russian text's, too) has
    /// its line feeds found in the block and its scalars counted as the bytes that continue none;
    /// any other is read byte by byte.
    @inline(__always)
    private static func read(_ block: ByteBlock, at offset: Int, bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeMutableBufferPointer<Int>,
                             lineCount: inout Int, scalars: inout Int) {
        if block.matches(0x0D).isEmpty {
            record(block.matches(0x0A), at: offset, starts: starts, lineCount: &lineCount)
            scalars += ByteBlock.width - continuations(block)
        } else {
            for index in offset..<(offset + ByteBlock.width) {
                read(bytes, at: index, starts: starts, lineCount: &lineCount, scalars: &scalars)
            }
        }
    }

    /// The number of `block`'s bytes that continue a scalar started before them (`10xxxxxx`).
    @inline(__always)
    static func continuations(_ block: ByteBlock) -> Int {
        block.matches(0x80, under: 0xC0).count
    }

    /// The lanes of `block` that ``scan(_:)`` does not take four blocks at a time: bytes of
    /// non-ASCII characters and carriage returns.
    @inline(__always)
    private static func unusual(_ block: ByteBlock) -> ByteBlock.Matches {
        block.matches(0x80, under: 0x80) | block.matches(0x0D)
    }

    /// Records a line after each line feed of a block whose first byte is at `start`.
    @inline(__always)
    private static func record(_ lineFeeds: ByteBlock.Matches, at start: Int, starts: UnsafeMutableBufferPointer<Int>,
                               lineCount: inout Int) {
        lineFeeds.forEach { lane in
            starts[lineCount] = start + lane + 1
            lineCount += 1
        }
    }

    /// Counts the scalar that byte `offset` starts, if it starts one, and the line after it, if it
    /// ends one (into `starts`, which has room). A function of its own, not one nested in
    /// ``scan(_:)``: a nested one captured the table and the counts, and every use of them was
    /// checked for exclusive access at run time.
    @inline(__always)
    private static func read(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, starts: UnsafeMutableBufferPointer<Int>,
                             lineCount: inout Int, scalars: inout Int) {
        let byte = bytes[offset]
        if byte & 0xC0 != 0x80 { scalars += 1 }
        if byte == UInt8(ascii: "\n")
            || (byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"))) {
            starts[lineCount] = offset + 1
            lineCount += 1
        }
    }
}
