import Foundation

/// Runs `transform` for 0..<count on all cores and returns the results in index order, so
/// parallel stages produce exactly what a sequential loop would.
func parallelMap<T>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    let slots = ResultSlots<T>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.store(transform(index), at: index)
    }
    return slots.values()
}

/// Write-once slots, one per index; each index is written by exactly one iteration.
private final class ResultSlots<T>: @unchecked Sendable {
    private let buffer: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil, count: count)
    }

    deinit {
        buffer.deinitialize(count: count)
        buffer.deallocate()
    }

    func store(_ value: T, at index: Int) { buffer[index] = value }

    func values() -> [T] { (0..<count).map { buffer[$0]! } }
}
