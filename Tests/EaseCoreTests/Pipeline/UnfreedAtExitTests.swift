import EaseCore
import Testing

@Suite struct UnfreedAtExitTests {
    final class Marker: Sendable {}

    @Test func aKeptValueOutlivesItsScope() {
        weak var kept: Marker?
        weak var dropped: Marker?
        do {
            let marker = Marker()
            kept = marker
            UnfreedAtExit.keep(marker)
            let other = Marker()
            dropped = other
        }
        #expect(kept != nil)
        #expect(dropped == nil)
        #expect(UnfreedAtExit.count >= 1)
    }
}
