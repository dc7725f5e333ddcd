@testable import EaseCore
import Synchronization
import Testing

@Suite struct PerThreadMemoTests {
    @Test func aValueIsMadeOnceOnAThread() {
        let memo = PerThreadMemo<String, Int>()
        let made = Mutex(0)
        for _ in 0..<3 {
            #expect(memo.value(for: "a") { made.withLock { $0 += 1 }; return 1 } == 1)
        }
        #expect(memo.value(for: "b") { made.withLock { $0 += 1 }; return 2 } == 2)
        #expect(made.withLock { $0 } == 2)
    }

    @Test func parallelWorkersEachGetTheValueOfTheirKey() {
        let memo = PerThreadMemo<Int, String>()
        let made = Mutex(0)
        let results = parallelMap(4_000) { index in
            memo.value(for: index % 50) { made.withLock { $0 += 1 }; return "value \(index % 50)" }
        }
        #expect(results == (0..<4_000).map { "value \($0 % 50)" })
        // Each key is made at most once per table the workers use, never once per lookup.
        #expect(made.withLock { $0 } >= 50)
        #expect(made.withLock { $0 } <= 50 * 64)
    }

    @Test func threadIdentitiesSpreadOverTheTables() {
        // Thread descriptors lie a stack apart (8 MB here, plus a guard page): their slots must
        // not fall on one table, as the low bits of the addresses alone would.
        let base: UInt = 0x7F12_3456_7000
        let slots = Set((0..<16).map { PerThreadMemo<Int, Int>.slot(of: base + UInt($0) * 0x80_1000, count: 64) })
        #expect(slots.count >= 12)
        #expect(slots.allSatisfy { (0..<64).contains($0) })
    }
}
