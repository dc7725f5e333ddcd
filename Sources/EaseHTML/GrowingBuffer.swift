/// Values appended to memory of their own, for the tree builder's tables: an append is a
/// capacity check and a store, without an array's check that its storage is not shared (the
/// builder appended about fifteen times per element, a tenth of the audit's instructions).
///
/// The owner frees it with ``free()``; ``HTMLTreeTables`` shares its memory with a finished tree.
struct GrowingBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private(set) var capacity: Int
    /// The capacity it was made with, which ``removeAll()`` goes back to after a large page.
    private let initialCapacity: Int

    /// An empty buffer with room for `capacity` elements before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        initialCapacity = self.capacity
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow(toHold: count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// Appends the elements of `elements`.
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        if count + elements.count > capacity { grow(toHold: count + elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Makes room for `minimumCapacity` elements in all, so that appends up to it do not grow
    /// the buffer (each growth copies what it holds into memory touched for the first time).
    mutating func reserve(_ minimumCapacity: Int) {
        if minimumCapacity > capacity { move(toCapacity: minimumCapacity) }
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        move(toCapacity: newCapacity)
    }

    /// Moves the elements into new memory of `newCapacity` elements.
    private mutating func move(toCapacity newCapacity: Int) {
        let grown = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count)
            return base[position]
        }
        set {
            precondition(position >= 0 && position < count)
            base[position] = newValue
        }
    }

    var last: Element? { count == 0 ? nil : base[count - 1] }

    /// Removes the last element; the buffer must not be empty.
    @discardableResult
    mutating func removeLast() -> Element {
        precondition(count > 0)
        count -= 1
        return (base + count).move()
    }

    /// Keeps the first `newCount` elements.
    mutating func truncate(to newCount: Int) {
        precondition(newCount >= 0 && newCount <= count)
        (base + newCount).deinitialize(count: count - newCount)
        count = newCount
    }

    /// The elements, read in place.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// Empties the buffer, keeping up to ``keptCapacity`` elements' memory.
    mutating func removeAll() {
        truncate(to: 0)
        guard capacity > Self.keptCapacity, capacity > initialCapacity else { return }
        base.deallocate()
        capacity = initialCapacity
        base = .allocate(capacity: capacity)
    }

    /// The most elements whose memory an emptied buffer keeps.
    static var keptCapacity: Int { 16_384 }

    /// Hands the memory back; the buffer must not be used after.
    func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
