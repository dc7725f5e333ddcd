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

/// The bundle's streamed JSON (compact: no white space between tokens) written straight into
/// the buffer, each piece with one check for room (``ByteBuffer/room(for:)``).
extension ByteBuffer {
    /// The start of the next member or element of the open object or array: `,` unless the
    /// last byte written opened it.
    @inline(__always)
    func appendSeparator() {
        if count > 0, !endsWithOpening { append(byte: UInt8(ascii: ",")) }
    }

    /// Whether the last byte written opens an array or object: a value (a string, number,
    /// literal or closed container) never ends with one, so nothing was written in it yet.
    /// False when nothing was written.
    @inline(__always)
    var endsWithOpening: Bool {
        count > 0 && (self[count - 1] == UInt8(ascii: "{") || self[count - 1] == UInt8(ascii: "["))
    }

    /// ``appendSeparator()`` and `"key":`, for a key with no character JSON escapes, with one
    /// check for room: a reading's file has about two hundred keys, and writing each as five
    /// appends, each checking for room, was a fifth of the instructions of writing the file
    /// (26.5 of 131 M in a 1k build).
    @inline(__always)
    func appendKey(_ key: StaticString) {
        let keyCount = key.utf8CodeUnitCount
        // A comma, the quoted key and `:`.
        var next = room(for: keyCount + 4)
        if count > 0, !endsWithOpening {
            next.pointee = UInt8(ascii: ",")
            next += 1
        }
        next.pointee = UInt8(ascii: "\"")
        next += 1
        for index in 0..<keyCount { next[index] = key.utf8Start[index] }
        next += keyCount
        next[0] = UInt8(ascii: "\"")
        next[1] = UInt8(ascii: ":")
        advance(to: next + 2)
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
