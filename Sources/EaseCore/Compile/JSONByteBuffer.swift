/// Where JSON's bytes go: an array (``JSONValue``'s documents), or a ``JSONByteBuffer`` (the
/// streamed bundle files). The string and number writers serve both.
protocol JSONByteSink {
    mutating func append(byte: UInt8)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
}

extension JSONByteSink {
    /// A literal's bytes.
    @inline(__always)
    mutating func append(literal: StaticString) {
        append(bytes: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}

extension Array: JSONByteSink where Element == UInt8 {
    mutating func append(byte: UInt8) { append(byte) }
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

/// Bytes appended through a pointer, doubled when full: a JSON writer's many short appends (a
/// quote, a key, an indentation) cost a compare and a copy each, without an `Array` append's
/// uniqueness check and generic copy (a third of the instructions of writing a reading's block
/// tree went there). The memory is the buffer's own, or memory it was lent (an array's storage
/// being initialised) until it outgrows it.
final class JSONByteBuffer: JSONByteSink {
    @exclusivity(unchecked) private var start: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count: Int
    @exclusivity(unchecked) private var capacity: Int
    /// Whether `start` is lent memory, not freed here.
    @exclusivity(unchecked) private var isLent: Bool

    /// A buffer holding `bytes`.
    init(_ bytes: [UInt8] = []) {
        capacity = max(64, bytes.count)
        start = .allocate(capacity: self.capacity)
        count = 0
        isLent = false
        bytes.withUnsafeBufferPointer { append(bytes: $0) }
    }

    /// A buffer writing into `storage` (not empty) until it needs more room.
    init(writingInto storage: UnsafeMutableBufferPointer<UInt8>) {
        start = storage.baseAddress!
        capacity = storage.count
        count = 0
        isLent = true
    }

    deinit { if !isLent { start.deallocate() } }

    /// Whether every byte written is in `storage`, the memory the buffer was lent.
    func isWritingInto(_ storage: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        isLent && start == storage.baseAddress
    }

    @inline(__always)
    func append(byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start[count] = byte
        count += 1
    }

    @inline(__always)
    func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// A line feed and `spaces` spaces: a new line of indented JSON (half a million of them in a
    /// 1k build's bundle). The spaces are stored eight at a time; the last store may run past
    /// them into room the buffer keeps for it, which the next append overwrites.
    @inline(__always)
    func appendLine(indentedBy spaces: Int) {
        if count + spaces + 9 > capacity { grow(toHold: count + spaces + 9) }
        start[count] = UInt8(ascii: "\n")
        let line = UnsafeMutableRawPointer(start + count + 1)
        var offset = 0
        while offset < spaces {
            line.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        count += 1 + spaces
    }

    /// The start of the next member or element of the open object or array: `,` unless the
    /// last byte written opened it, a line feed and `spaces` spaces.
    @inline(__always)
    func appendSeparator(indentedBy spaces: Int) {
        if count > 0, !endsWithOpening { append(byte: UInt8(ascii: ",")) }
        appendLine(indentedBy: spaces)
    }

    /// Whether the last byte written opens an array or object: a value (a string, number,
    /// literal or closed container) never ends with one, so nothing was written in it yet.
    /// False when nothing was written.
    @inline(__always)
    var endsWithOpening: Bool {
        count > 0 && (start[count - 1] == UInt8(ascii: "{") || start[count - 1] == UInt8(ascii: "["))
    }

    /// ``appendSeparator(indentedBy:)`` and `"key": `, for a key with no character JSON
    /// escapes, with one check for room: a reading's file has about two hundred keys, and
    /// writing each as five appends, each checking for room, was a fifth of the instructions of
    /// writing the file (26.5 of 131 M in a 1k build).
    @inline(__always)
    func appendKey(_ key: StaticString, indentedBy spaces: Int) {
        let keyCount = key.utf8CodeUnitCount
        // A comma, a line feed, the spaces (stored eight at a time, so up to seven past them),
        // the quoted key and `: `.
        let room = count + spaces + keyCount + 13
        if room > capacity { grow(toHold: room) }
        var next = start + count
        if count > 0, !endsWithOpening {
            next.pointee = UInt8(ascii: ",")
            next += 1
        }
        next.pointee = UInt8(ascii: "\n")
        next += 1
        var offset = 0
        while offset < spaces {
            UnsafeMutableRawPointer(next + offset).storeBytes(of: 0x2020_2020_2020_2020 as UInt64, as: UInt64.self)
            offset += 8
        }
        next += spaces
        next.pointee = UInt8(ascii: "\"")
        next += 1
        for index in 0..<keyCount { next[index] = key.utf8Start[index] }
        next += keyCount
        next[0] = UInt8(ascii: "\"")
        next[1] = UInt8(ascii: ":")
        next[2] = UInt8(ascii: " ")
        count = next + 3 - start
    }

    /// `"literal"`: a string with no character JSON escapes, quoted, with one check for room.
    @inline(__always)
    func appendQuoted(literal: StaticString) {
        let literalCount = literal.utf8CodeUnitCount
        if count + literalCount + 2 > capacity { grow(toHold: count + literalCount + 2) }
        let next = start + count
        next.pointee = UInt8(ascii: "\"")
        for index in 0..<literalCount { next[1 + index] = literal.utf8Start[index] }
        next[1 + literalCount] = UInt8(ascii: "\"")
        count += literalCount + 2
    }

    /// A literal's bytes.
    @inline(__always)
    func append(literal: StaticString) {
        append(bytes: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }


    /// The bytes written, as an array.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    private func grow(toHold needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: start, count: count)
        if !isLent { start.deallocate() }
        isLent = false
        start = moved
        capacity = larger
    }
}
