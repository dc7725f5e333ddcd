/// Writes the pieces of a string straight into its storage, allocated once at its final size.
///
/// Appending to a `String` piece by piece (`+=`, `+`, interpolation) goes through the standard
/// library's general path each time: its storage checked for room and uniqueness, grown, its
/// count and flags updated, 300 to 450 instructions a piece on this toolchain, and a copy or two
/// of what it held each time it grows. A route (`/learn/<id>/`), a control's id or a spoken
/// label of four to nine pieces cost 1,500 to 4,800 instructions that way, and every page makes
/// several. Measured with callgrind on an eight-piece line: 4,785 instructions appended piece by
/// piece, 4,417 with the room reserved first, 4,964 interpolated, 1,489 written here.
///
/// ``Swift/String/init(byteCount:writing:)`` hands a writer over storage of `byteCount` bytes;
/// the writer copies each piece's UTF-8 bytes and stops the process if a piece would not fit (a
/// miscounted size is a bug, not an input error). Pieces are valid UTF-8, so what they make is too.
public struct UTF8Writer {
    @usableFromInline var next: UnsafeMutablePointer<UInt8>
    @usableFromInline let end: UnsafeMutablePointer<UInt8>

    @inlinable
    init(_ storage: UnsafeMutableBufferPointer<UInt8>) {
        next = storage.baseAddress!
        end = next + storage.count
    }

    /// Copies `count` bytes from `source`.
    @inlinable @inline(__always)
    mutating func copy(_ source: UnsafePointer<UInt8>?, count: Int) {
        precondition(count <= end - next, "a string written past the size it was given")
        guard let source, count > 0 else { return }
        next.update(from: source, count: count)
        next += count
    }

    /// Appends `text`'s UTF-8 bytes.
    @inlinable @inline(__always)
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { copy($0.baseAddress, count: $0.count) }
    }

    /// Appends `text`'s UTF-8 bytes.
    @inlinable @inline(__always)
    public mutating func append(_ text: Substring) {
        var text = text
        text.withUTF8 { copy($0.baseAddress, count: $0.count) }
    }

    /// Appends a literal's bytes.
    @inlinable @inline(__always)
    public mutating func append(literal: StaticString) {
        copy(literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    /// Appends `value` in decimal, as `String(value)` writes it.
    @inlinable
    public mutating func append(decimal value: Int) {
        let count = Self.decimalCount(value)
        precondition(count <= end - next, "a string written past the size it was given")
        _ = Self.writeDecimal(value, endingAt: next + count)
        next += count
    }

    /// Writes `value` in decimal, as `String(value)` writes it, into the bytes just before `end`
    /// (at most ``maximumDecimalCount`` of them), the last digit last; returns where it starts.
    /// For writers that do not know the count before (a JSON sink) as for this one.
    @inlinable
    public static func writeDecimal(_ value: Int, endingAt end: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        var magnitude = value.magnitude
        var position = end
        repeat {
            position -= 1
            position.pointee = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        if value < 0 {
            position -= 1
            position.pointee = UInt8(ascii: "-")
        }
        return position
    }

    /// The most bytes an `Int` takes in decimal: `Int.min`'s sign and nineteen digits.
    public static var maximumDecimalCount: Int { 20 }

    /// How many bytes `value` takes in decimal (with its sign).
    @inlinable
    public static func decimalCount(_ value: Int) -> Int {
        var count = value < 0 ? 2 : 1
        var magnitude = value.magnitude
        while magnitude >= 10 {
            magnitude /= 10
            count += 1
        }
        return count
    }
}

extension String {
    /// The string `write` writes into storage of `byteCount` bytes (``UTF8Writer``); it may
    /// write fewer, not more.
    @inlinable @inline(__always)
    public init(byteCount: Int, writing write: (inout UTF8Writer) -> Void) {
        guard byteCount > 0 else {
            self = ""
            return
        }
        self.init(unsafeUninitializedCapacity: byteCount) { storage in
            var writer = UTF8Writer(storage)
            write(&writer)
            return writer.next - storage.baseAddress!
        }
    }

    /// `first` and `second` one after another (``UTF8Writer``).
    @inlinable
    public init(joining first: String, _ second: String) {
        self.init(byteCount: first.utf8.count + second.utf8.count) { out in
            out.append(first)
            out.append(second)
        }
    }

    /// `first`, `second` and `third` one after another (``UTF8Writer``).
    @inlinable
    public init(joining first: String, _ second: String, _ third: String) {
        self.init(byteCount: first.utf8.count + second.utf8.count + third.utf8.count) { out in
            out.append(first)
            out.append(second)
            out.append(third)
        }
    }
}
