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

    /// Both bodies run, each once, and each result comes back on its own side, whatever its type.
    @Test func concurrentlyRunsBothAndHandsBackBoth() {
        for round in 0..<200 {
            let (texts, box) = concurrently({ (0..<round % 7).map { "page-\($0)" } }, { Box(round) })
            #expect(texts == (0..<round % 7).map { "page-\($0)" })
            #expect(box.value == round)
        }
    }

    /// Neither result is kept once handed back.
    @Test func concurrentlyKeepsNoCopyOfItsResults() {
        weak var first: Box?, second: Box?
        do {
            let (one, two) = concurrently({ Box(1) }, { Box(2) })
            (first, second) = (one, two)
            #expect(first?.value == 1 && second?.value == 2)
        }
        #expect(first == nil && second == nil)
    }

    /// An element taken out of the results is the one that was there, held by nothing else (a
    /// copy would leave the array holding it too), and the placeholder is left in its place.
    @Test func anElementTakenOutIsHeldByNothingElse() {
        var results = parallelMap(4) { Box($0) }
        var taken = results.take(at: 2, leaving: Box(-1))
        #expect(taken.value == 2)
        #expect(isKnownUniquelyReferenced(&taken))
        #expect(results.map(\.value) == [0, 1, -1, 3])
    }

    /// Unzipped, each pair's parts keep their order and are held by nothing else (the pairs'
    /// array is left with no copy), and an empty slot is passed over.
    @Test func pairsUnzippedAreTakenOutInOrder() {
        var pairs: [(Box, [Int])?] = parallelMap(300) { ($0 % 50 == 7 ? nil : (Box($0), [$0, -$0])) }
        let (unzipped, numbers) = pairs.unzipTaking()
        var boxes = consume unzipped  // no second copy of the array left to hold each box
        let kept = (0..<300).filter { $0 % 50 != 7 }
        #expect(boxes.map(\.value) == kept)
        #expect(numbers == kept.map { [$0, -$0] })
        #expect(pairs.count == 300 && pairs.allSatisfy { $0 == nil })
        #expect(boxes.indices.allSatisfy { isKnownUniquelyReferenced(&boxes[$0]) })
    }
}
