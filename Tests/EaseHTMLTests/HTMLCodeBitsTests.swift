@testable import EaseHTML
import EaseTestSupport
import Testing

/// The bit sets that match a query's shared names against the names a page uses: room for every
/// one of HTML's own names, the codes read back in ascending order, intersections, and the set an
/// index gathers while it counts its codes.
@Suite struct HTMLCodeBitsTests {
    @Test func hasRoomForEveryOneOfHTMLsOwnNames() {
        #expect(HTMLNames.count <= HTMLCodeBits.capacity)
        let all = HTMLCodeBits((0..<Int32(HTMLNames.count)).map { $0 })
        #expect(Array(all) == Array(0..<HTMLNames.count))
    }

    /// Random sets read back as the sorted distinct codes put in; an intersection is the codes in
    /// both.
    @Test func readsBackItsCodesInAscendingOrder() {
        var generator = SeededGenerator(seed: 93)
        for _ in 0..<300 {
            let count = Int.random(in: 0..<40, using: &generator)
            let first = (0..<count).map { _ in Int32.random(in: 0..<Int32(HTMLCodeBits.capacity), using: &generator) }
            let second = (0..<count).map { _ in Int32.random(in: 0..<Int32(HTMLCodeBits.capacity), using: &generator) }
            let (a, b) = (HTMLCodeBits(first), HTMLCodeBits(second))
            #expect(Array(a) == Set(first).sorted().map(Int.init))
            #expect(Array(a.intersection(b)) == Set(first).intersection(second).sorted().map(Int.init))
        }
        #expect(Array(HTMLCodeBits()).isEmpty)
        #expect(Array(HTMLCodeBits([0, 63, 64, 383])) == [0, 63, 64, 383])
    }

    /// The set made while counting holds the codes met below its room (a page's own codes past
    /// it are counted and left out), and the counts are those of the codes.
    @Test func countsCodesAndGathersThemAtOnce() {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<100 {
            let codes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in Int32.random(in: 0..<500, using: &generator) }
            var counts = [Int32](repeating: 0, count: 502)
            let bits = counts.withUnsafeMutableBufferPointer { counts in
                codes.withUnsafeBufferPointer { HTMLCodeBits(countingInto: counts, $0) }
            }
            #expect(Array(bits) == Set(codes.filter { $0 < HTMLCodeBits.capacity }).sorted().map(Int.init))
            for code in 0..<500 { #expect(counts[code + 1] == Int32(codes.filter { $0 == code }.count)) }
        }
    }
}
