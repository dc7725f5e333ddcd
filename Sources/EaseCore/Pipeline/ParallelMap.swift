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

/// Runs `first` and `second` at the same time (on two cores when there are two) and returns both
/// results: two independent pieces of set-up that would otherwise leave a core waiting.
func concurrently<First, Second>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
    var firstResult: First?, secondResult: Second?
    withUnsafeMutablePointer(to: &firstResult) { firstSlot in
        withUnsafeMutablePointer(to: &secondResult) { secondSlot in
            let slots = PairSlots(first: firstSlot, second: secondSlot)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { slots.first.pointee = first() } else { slots.second.pointee = second() }
            }
        }
    }
    return (firstResult!, secondResult!)
}

/// Where ``concurrently(_:_:)``'s two results go; each is written by exactly one iteration.
private struct PairSlots<First, Second>: @unchecked Sendable {
    let first: UnsafeMutablePointer<First?>
    let second: UnsafeMutablePointer<Second?>
}

extension Array {
    /// The element at `index` taken out of the array rather than copied, with `placeholder` (a
    /// value that owns nothing) left in its place. Gathering on one core what
    /// ``parallelMap(_:_:)``'s workers made this way takes no reference count on their strings
    /// and arrays, in memory another core wrote, and the array's end gives none back: at 10,000
    /// documents each such copy was several milliseconds while the other core waited.
    @inline(__always)
    mutating func take(at index: Int, leaving placeholder: @autoclosure () -> Element) -> Element {
        var element = placeholder()
        swap(&element, &self[index])
        return element
    }
}

extension Array {
    /// The pairs' first parts and second parts as two arrays in the same order, each pair taken
    /// out of this array (every slot left `nil`) and its parts moved, not copied: like
    /// ``take(at:leaving:)``, for parts that have no placeholder (a class). Two `map`s over ten
    /// thousand parsed documents retained and released each one twice, on one core, in memory
    /// the workers wrote. A slot that is already `nil` is skipped.
    mutating func unzipTaking<First, Second>() -> ([First], [Second]) where Element == (First, Second)? {
        var (firsts, seconds) = ([First](), [Second]())
        firsts.reserveCapacity(count)
        seconds.reserveCapacity(count)
        for index in indices {
            guard let (first, second) = self[index].take() else { continue }
            // Consumed: appended as they were, the parts were copied and the pair then destroyed.
            firsts.append(consume first)
            seconds.append(consume second)
        }
        return (firsts, seconds)
    }
}
