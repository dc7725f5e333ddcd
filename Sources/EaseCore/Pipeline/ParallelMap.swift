import Foundation

/// Runs `transform` for 0..<count on all cores and returns the results in index order, so
/// parallel stages produce exactly what a sequential loop would.
///
/// Each result is written straight into its place in the returned array: no optional slots and
/// no second array to copy them into (a stage's results for ten thousand documents are several
/// megabytes, and a copy would be held beside them at the stage's peak).
func parallelMap<T>(_ count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    guard count > 0 else { return [] }
    return [T](unsafeUninitializedCapacity: count) { buffer, initializedCount in
        let slots = ResultSlots(base: buffer.baseAddress!)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.initialize(index, to: transform(index))
        }
        initializedCount = count
    }
}

/// The uninitialized elements of the array being made; each index is initialized by exactly one
/// iteration, and all of them before the array is returned.
private struct ResultSlots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>

    func initialize(_ index: Int, to value: T) { (base + index).initialize(to: value) }
}
