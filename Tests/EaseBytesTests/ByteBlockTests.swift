import EaseBytes
import Testing

/// `ByteBlock` must say, lane by lane, what a byte-by-byte test says, wherever the block starts.
@Suite struct ByteBlockTests {
    /// Every byte value once, shuffled the same way each run, then a run of printable ASCII.
    static let bytes: [UInt8] = {
        var bytes = (0...255).map { UInt8($0) }
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for index in bytes.indices.reversed() {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            bytes.swapAt(index, Int(state >> 33) % (index + 1))
        }
        return bytes + Array("plain text <a href=\"x\">&amp;</a>\n".utf8)
    }()

    /// The lanes of the block at `offset` that `test` holds for.
    static func expected(at offset: Int, _ test: (UInt8) -> Bool) -> [Int] {
        (0..<ByteBlock.width).filter { test(bytes[offset + $0]) }
    }

    static func lanes(_ matches: ByteBlock.Matches) -> [Int] {
        var lanes: [Int] = []
        matches.forEach { lanes.append($0) }
        return lanes
    }

    @Test func matchesAreTheBytesTestedOneByOne() {
        Self.bytes.withUnsafeBufferPointer { buffer in
            for offset in 0...(buffer.count - ByteBlock.width) {
                let block = ByteBlock(buffer, at: offset)
                for byte: UInt8 in [0x00, 0x0A, 0x26, 0x3C, 0x7F, 0x80, 0xFF] {
                    let expected = Self.expected(at: offset) { $0 == byte }
                    let matches = block.matches(byte)
                    #expect(Self.lanes(matches) == expected, "\(offset) \(byte)")
                    #expect(matches.count == expected.count)
                    #expect(matches.isEmpty == expected.isEmpty)
                    #expect(matches.first == (expected.first ?? 16))
                }
                #expect(Self.lanes(block.matches(0, under: 0xE0)) == Self.expected(at: offset) { $0 < 0x20 })
                #expect(Self.lanes(block.matches(0x80, under: 0x80)) == Self.expected(at: offset) { $0 >= 0x80 })
                let either = block.matches(0x0A) | block.matches(0x3C)
                #expect(Self.lanes(either) == Self.expected(at: offset) { $0 == 0x0A || $0 == 0x3C })
                let controls = block.matches(0, under: 0xE0).subtracting(block.matches(0x0A) | block.matches(0x09))
                #expect(Self.lanes(controls) == Self.expected(at: offset) { $0 < 0x20 && $0 != 0x0A && $0 != 0x09 })
            }
        }
    }

    /// The first unprintable byte of a 64-byte run is the first that, tested alone, is not
    /// printable ASCII, a tab or a line feed: every byte value at every lane of the run, alone and
    /// after another.
    @Test func firstUnprintableIsTheFirstByteTestedOneByOne() {
        let printable = { (byte: UInt8) in (0x20..<0x7F).contains(byte) || byte == 0x09 || byte == 0x0A }
        let width = ByteBlock.printableRunWidth
        Self.bytes.withUnsafeBufferPointer { buffer in
            for offset in 0...(buffer.count - width) {
                let expected = buffer[offset..<(offset + width)].firstIndex { !printable($0) }.map { $0 - offset } ?? width
                #expect(ByteBlock.firstUnprintable(buffer, at: offset) == expected, "\(offset)")
            }
        }
        for byte in UInt8.min...UInt8.max {
            for lane in 0..<width {
                var run = [UInt8]("\tcalm\nsteady text, slow breath; ".utf8)
                run = Array((run + run + run).prefix(width))
                run[lane] = byte
                let found = run.withUnsafeBufferPointer { ByteBlock.firstUnprintable($0, at: 0) }
                #expect(found == (printable(byte) ? width : lane), "\(byte) at \(lane)")
                if lane + 1 < width {
                    run[width - 1] = 0x7F
                    #expect(run.withUnsafeBufferPointer { ByteBlock.firstUnprintable($0, at: 0) } == (printable(byte) ? width - 1 : lane))
                }
            }
        }
    }
}
