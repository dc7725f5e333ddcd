extension Array where Element == UInt8 {
    /// Appends a static string's UTF-8 bytes, copied from the executable's constant data: a
    /// `String` literal's UTF-8 view (`out += "<p>".utf8`) is appended through the generic sequence
    /// path, byte by byte. For the fixed tags of a page and the entities of escaped text.
    @inlinable
    public mutating func append(literal: StaticString) {
        append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }
}
