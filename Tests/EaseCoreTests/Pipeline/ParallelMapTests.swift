@testable import EaseCore
import Testing

@Suite struct ParallelMapTests {
    /// A reference type, so a result written twice or never (or freed early) shows as a wrong count.
    final class Box: Sendable {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test(arguments: [0, 1, 2, 7, 1_000])
    func resultsComeInIndexOrder(count: Int) {
        let squares = parallelMap(count) { $0 * $0 }
        #expect(squares == (0..<count).map { $0 * $0 })
        let texts = parallelMap(count) { "document-\($0)-" + String(repeating: "x", count: $0 % 40) }
        #expect(texts == (0..<count).map { "document-\($0)-" + String(repeating: "x", count: $0 % 40) })
    }

    @Test func everyResultIsHeldOnceByTheArray() {
        weak var first: Box?
        do {
            let boxes = parallelMap(500) { Box($0) }
            #expect(boxes.map(\.value) == Array(0..<500))
            first = boxes[0]
            #expect(first != nil)
        }
        #expect(first == nil)  // released with the array: no copy is left behind
    }
}
