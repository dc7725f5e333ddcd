@testable import EaseHTML
import Testing

/// The tree builder's buffers against an array doing the same appends, removals and truncations,
/// across many growths from a capacity of one.
@Suite struct GrowingBufferTests {
    @Test func actsAsAnArray() {
        var buffer = GrowingBuffer<Int32>(capacity: 1)
        defer { buffer.free() }
        var array: [Int32] = []
        var state: UInt32 = 12_345
        for step in 0..<5_000 {
            state = state &* 1_103_515_245 &+ 12_345
            switch state >> 28 {
            case 0 where !array.isEmpty:
                #expect(buffer.removeLast() == array.removeLast())
            case 1:
                let keep = array.isEmpty ? 0 : Int(state >> 8) % array.count
                buffer.truncate(to: keep)
                array.removeSubrange(keep...)
            case 2:
                let run = (0..<Int32(state >> 29)).map { Int32(step) &* 31 &+ $0 }
                run.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
                array += run
            default:
                buffer.append(Int32(step))
                array.append(Int32(step))
            }
            #expect(buffer.count == array.count)
            #expect(buffer.last == array.last)
        }
        #expect(Array(buffer.elements) == array)
        if !array.isEmpty {
            buffer[0] = -7
            array[0] = -7
        }
        #expect(Array(buffer.elements) == array)
        buffer.removeAll()
        #expect(buffer.count == 0)
        buffer.append(1)
        #expect(Array(buffer.elements) == [1])
    }

    @Test func holdsValuesThatNeedReleasing() {
        var buffer = GrowingBuffer<[String]>(capacity: 2)
        for index in 0..<20 { buffer.append([String(repeating: "x", count: index + 20)]) }
        buffer.truncate(to: 5)
        #expect(buffer.removeLast() == [String(repeating: "x", count: 24)])
        #expect(Array(buffer.elements).map(\.count) == [1, 1, 1, 1])
        buffer.removeAll()
        #expect(buffer.count == 0)
        buffer.free()
    }

    /// Emptied, a buffer keeps its memory for the next page, up to a limit: what a page listing
    /// thousands of others grew it to is handed back.
    @Test func keepsItsMemoryWhenEmptiedUpToALimit() {
        var buffer = GrowingBuffer<Int32>(capacity: 8)
        defer { buffer.free() }
        for value in 0..<100 { buffer.append(Int32(value)) }
        let grown = buffer.capacity
        #expect(Array(buffer.elements) == (0..<100).map(Int32.init))
        buffer.removeAll()
        #expect(buffer.count == 0 && buffer.capacity == grown)
        for value in 0...GrowingBuffer<Int32>.keptCapacity { buffer.append(Int32(value)) }
        #expect(buffer.capacity > GrowingBuffer<Int32>.keptCapacity)
        #expect(buffer.count == GrowingBuffer<Int32>.keptCapacity + 1)
        buffer.removeAll()
        #expect(buffer.count == 0 && buffer.capacity == 8)
        buffer.append(3)
        #expect(Array(buffer.elements) == [3])
    }

    /// Room made at once holds what it was made for without growing, and keeps what was there.
    @Test func reservedRoomHoldsItsElementsWithoutGrowing() {
        var buffer = GrowingBuffer<Int32>(capacity: 4)
        defer { buffer.free() }
        buffer.append(7)
        buffer.reserve(1_000)
        let reserved = buffer.capacity
        #expect(reserved == 1_000)
        #expect(Array(buffer.elements) == [7])
        for value in 1..<1_000 { buffer.append(Int32(value)) }
        #expect(buffer.capacity == reserved)
        // Less room than it has changes nothing.
        buffer.reserve(10)
        #expect(buffer.capacity == reserved && buffer.count == 1_000)
    }
}
