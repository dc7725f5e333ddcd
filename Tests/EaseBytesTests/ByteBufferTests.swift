import EaseBytes
import Testing

/// A byte buffer holds what an array appended the same bytes holds, across its growth, in memory
/// it was lent and past it, and with bytes put in the middle.
@Suite struct ByteBufferTests {
    /// Pieces of every length up to 40, appended by each of the buffer's appends.
    static let pieces: [[UInt8]] = (0..<200).map { index in (0..<(index * 7 % 41)).map { UInt8(truncatingIfNeeded: index &* 31 &+ $0) } }

    /// Appends `pieces` to `buffer` by each kind of append in turn, and to `expected` as an array.
    static func append(_ pieces: [[UInt8]], to buffer: ByteBuffer, _ expected: inout [UInt8]) {
        for (index, piece) in pieces.enumerated() {
            switch index % 4 {
            case 0: piece.withUnsafeBufferPointer { buffer.append(bytes: $0) }
            case 1: buffer.append(contentsOf: piece)
            case 2: piece.forEach { buffer.append(byte: $0) }
            default:
                let next = buffer.room(for: piece.count)
                piece.withUnsafeBufferPointer { if let base = $0.baseAddress { next.update(from: base, count: $0.count) } }
                buffer.advance(to: next + piece.count)
            }
            expected += piece
        }
    }

    @Test func appendsHoldWhatAnArrayHolds() {
        let buffer = ByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        Self.append(Self.pieces, to: buffer, &expected)
        #expect(buffer.array == expected)
        #expect(buffer.count == expected.count)
        #expect(Array(buffer.bytes) == expected)
        #expect(buffer[17] == expected[17])
        #expect(buffer[buffer.count - 1] == expected.last)
        buffer.append(literal: "calm ")
        buffer.append(utf8: "é🙂")
        #expect(buffer.array == expected + Array("calm é🙂".utf8))
    }

    /// Bytes put at every position of a buffer, at its end, and when they make it grow.
    @Test func insertedBytesGoWhereTheyAreAsked() {
        let text = Array("one two three four".utf8), inserted = Array("[x]".utf8)
        for position in 0...text.count {
            let buffer = ByteBuffer(capacity: text.count)
            buffer.append(contentsOf: text)
            inserted.withUnsafeBufferPointer { buffer.insert($0, at: position) }
            var expected = text
            expected.insert(contentsOf: inserted, at: position)
            #expect(buffer.array == expected, "\(position)")
        }
    }

    /// A buffer writing into lent storage keeps to it while the bytes fit, and moves to storage of
    /// its own, with every byte, once they do not.
    @Test func lentStorageIsUsedUntilOutgrown() {
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64)
        defer { storage.deallocate() }
        let buffer = ByteBuffer(writingInto: storage)
        var expected: [UInt8] = []
        Self.append(Array(Self.pieces.prefix(3)), to: buffer, &expected)
        #expect(expected.count <= 64 && buffer.isWritingInto(storage))
        #expect(Array(storage.prefix(expected.count)) == expected)
        Self.append(Self.pieces, to: buffer, &expected)
        #expect(!buffer.isWritingInto(storage))
        #expect(buffer.array == expected)
    }

    /// An array made by writing into its storage is the bytes written, below the expected size
    /// and past it.
    @Test func arraysAreTheBytesWritten() {
        for pieces in [Array(Self.pieces.prefix(2)), Self.pieces] {
            var expected: [UInt8] = []
            let made = ByteBuffer.array(expectedCount: 64) { Self.append(pieces, to: $0, &expected) }
            #expect(made == expected)
        }
        #expect(ByteBuffer.array(expectedCount: 0) { _ in }.isEmpty)
    }

    /// Capacity reserved keeps the bytes, and appends after it fill it.
    @Test func reservedCapacityKeepsTheBytes() {
        let buffer = ByteBuffer(capacity: 16)
        buffer.append(literal: "steady")
        buffer.reserveCapacity(10_000)
        buffer.reserveCapacity(8)
        var expected = Array("steady".utf8)
        Self.append(Self.pieces, to: buffer, &expected)
        #expect(buffer.array == expected)
    }
}
