import EaseBytes

/// Where JSON's bytes go: an array (``JSONValue``'s documents), or a ``ByteBuffer`` (the
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

extension ByteBuffer: JSONByteSink {}

/// The layout of the bundle's streamed JSON written straight into the buffer, each piece with one
/// check for room (``ByteBuffer/room(for:)``).
extension ByteBuffer {
    /// A line feed and `spaces` spaces: a new line of indented JSON (half a million of them in a
    /// 1k build's bundle). The spaces are stored eight at a time; the last store may run past
    /// them into the room asked for, which the next append overwrites.
    @inline(__always)
    func appendLine(indentedBy spaces: Int) {
        let next = room(for: spaces + 9)
        next.pointee = UInt8(ascii: "\n")
        let line = UnsafeMutableRawPointer(next + 1)
        var offset = 0
        while offset < spaces {
            line.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        advance(to: next + 1 + spaces)
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
        count > 0 && (self[count - 1] == UInt8(ascii: "{") || self[count - 1] == UInt8(ascii: "["))
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
        var next = room(for: spaces + keyCount + 13)
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
        advance(to: next + 3)
    }

    /// `"literal"`: a string with no character JSON escapes, quoted, with one check for room.
    @inline(__always)
    func appendQuoted(literal: StaticString) {
        let literalCount = literal.utf8CodeUnitCount
        let next = room(for: literalCount + 2)
        next.pointee = UInt8(ascii: "\"")
        for index in 0..<literalCount { next[1 + index] = literal.utf8Start[index] }
        next[1 + literalCount] = UInt8(ascii: "\"")
        advance(to: next + literalCount + 2)
    }
}
