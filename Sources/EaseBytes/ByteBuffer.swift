/// Bytes appended through a pointer, the storage doubled when full: for writers that make a file
/// of many short appends (a page's template text and escaped values, a bundle file's keys, quotes
/// and indentation). An append is a compare and a copy; an `Array` append also checks that its
/// storage is its own and copies through a generic path, about a hundred instructions for a few
/// bytes (a quarter of a million appends in a 1k build's pages, a third of the instructions of
/// writing a reading's block tree before the bundle had a buffer of this kind).
///
/// The memory is the buffer's own, or memory it was lent (an array's storage being initialised)
/// until it outgrows it. Writers that know how many bytes they are about to write ask for the
/// room once (``room(for:)``), write through the pointer and move the end (``advance(to:)``).
/// A buffer is written by one thread at a time.
public final class ByteBuffer {
    @usableFromInline @exclusivity(unchecked) var start: UnsafeMutablePointer<UInt8>
    @usableFromInline @exclusivity(unchecked) var end: Int
    @usableFromInline @exclusivity(unchecked) var capacity: Int
    /// Whether `start` is lent memory, not freed here.
    @usableFromInline @exclusivity(unchecked) var isLent: Bool

    /// An empty buffer with room for `capacity` bytes.
    public init(capacity: Int = 64) {
        self.capacity = max(16, capacity)
        start = .allocate(capacity: self.capacity)
        end = 0
        isLent = false
    }

    /// A buffer writing into `storage` (not empty) until it needs more room.
    public init(writingInto storage: UnsafeMutableBufferPointer<UInt8>) {
        start = storage.baseAddress!
        capacity = storage.count
        end = 0
        isLent = true
    }

    deinit { if !isLent { start.deallocate() } }

    /// The bytes `write` appends to a buffer, as an array: written straight into the storage of
    /// an array of `expectedCount` bytes, and into storage of the buffer's own only past that
    /// (then copied out once). A file of about the expected size is neither grown by doubling nor
    /// copied out of a buffer.
    public static func array(expectedCount: Int, _ write: (ByteBuffer) -> Void) -> [UInt8] {
        var spilled: [UInt8]?
        let written = [UInt8](unsafeUninitializedCapacity: max(expectedCount, 16)) { storage, count in
            let buffer = ByteBuffer(writingInto: storage)
            write(buffer)
            if buffer.isWritingInto(storage) { count = buffer.count } else { spilled = buffer.array }
        }
        return spilled ?? written
    }

    /// How many bytes are written.
    @inlinable @inline(__always)
    public var count: Int { end }

    /// The bytes written, in place: valid until the next append.
    @inlinable @inline(__always)
    public var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: end) }

    /// The bytes written, as an array.
    public var array: [UInt8] { Array(bytes) }

    /// The byte at `position` (below ``count``).
    @inlinable @inline(__always)
    public subscript(position: Int) -> UInt8 { start[position] }

    /// Whether every byte written is in `storage`, the memory the buffer was lent.
    public func isWritingInto(_ storage: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        isLent && start == storage.baseAddress
    }

    @inlinable @inline(__always)
    public func append(byte: UInt8) {
        if end == capacity { grow(toHold: end + 1) }
        start[end] = byte
        end += 1
    }

    @inlinable @inline(__always)
    public func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        if end + bytes.count > capacity { grow(toHold: end + bytes.count) }
        (start + end).initialize(from: base, count: bytes.count)
        end += bytes.count
    }

    /// A literal's bytes.
    @inlinable @inline(__always)
    public func append(literal: StaticString) {
        append(bytes: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// An array's bytes.
    @inlinable @inline(__always)
    public func append(contentsOf array: [UInt8]) {
        array.withUnsafeBufferPointer { append(bytes: $0) }
    }

    /// A string's UTF-8 bytes.
    @inlinable
    public func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// `bytes` put at `position` (at most ``count``), the bytes after it moved along.
    public func insert(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) {
        precondition(position >= 0 && position <= end, "insert past the end of a byte buffer")
        guard let base = bytes.baseAddress else { return }
        if end + bytes.count > capacity { grow(toHold: end + bytes.count) }
        // The tail moves first (the two may overlap: a move, not a copy), then the bytes go in.
        UnsafeMutableRawPointer(start + position + bytes.count).copyMemory(from: start + position, byteCount: end - position)
        (start + position).update(from: base, count: bytes.count)
        end += bytes.count
    }

    /// Room for `minimumCapacity` bytes in all, allocated at that size (not doubled past it):
    /// for a writer that knows how large what it joins will be.
    public func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        move(toCapacity: minimumCapacity)
    }

    /// Room for `extra` more bytes: the address of the end, to write through. ``advance(to:)``
    /// then moves the end past what was written.
    @inlinable @inline(__always)
    public func room(for extra: Int) -> UnsafeMutablePointer<UInt8> {
        if end + extra > capacity { grow(toHold: end + extra) }
        return start + end
    }

    /// Moves the end to `next`, inside the room ``room(for:)`` gave: the bytes before it are written.
    @inlinable @inline(__always)
    public func advance(to next: UnsafeMutablePointer<UInt8>) {
        end = next - start
    }

    /// Makes room for at least `needed` bytes in all, doubling the storage.
    @usableFromInline
    func grow(toHold needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        move(toCapacity: larger)
    }

    /// Moves the bytes into storage of its own of `newCapacity` bytes.
    private func move(toCapacity newCapacity: Int) {
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        moved.initialize(from: start, count: end)
        if !isLent { start.deallocate() }
        isLent = false
        start = moved
        capacity = newCapacity
    }
}
