/// Writes JSON straight into bytes, laid out exactly as ``JSONValue`` lays out the same value
/// (two-space indentation, `[]` and `{}` when empty), without building a value tree first.
///
/// The caller writes each object's keys in sorted order, as `JSONValue` sorts them; debug builds
/// check it. Reading bodies, most of the bundle's bytes, are written this way (``BlockTreeEncoder``).
struct JSONStreamWriter {
    /// The bytes written so far.
    var bytes: [UInt8]
    /// How many elements or members each open array or object holds so far.
    private var counts: [Int] = []
    /// The indentation level of the value being written.
    private var depth: Int
    #if DEBUG
    private var lastKeys: [String?] = []
    #endif

    /// A writer appending to `bytes`, whose first value sits at indentation level `depth`.
    init(appendingTo bytes: [UInt8] = [], depth: Int = 0) {
        self.bytes = bytes
        self.depth = depth
    }

    /// Starts an object; its members follow as ``key(_:)`` and a value each.
    mutating func beginObject() {
        open(UInt8(ascii: "{"))
        #if DEBUG
        lastKeys.append(nil)
        #endif
    }

    mutating func endObject() {
        close(UInt8(ascii: "}"))
        #if DEBUG
        lastKeys.removeLast()
        #endif
    }

    /// Starts an array; each element follows a call to ``element()``.
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the next member of the open object, its key written as it is (a literal with no
    /// character JSON escapes: the encoders' keys).
    mutating func key(_ key: StaticString) {
        #if DEBUG
        checkOrder(key.description)
        #endif
        element()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// Starts the next member of the open object, its key escaped as any string.
    mutating func key(named key: String) {
        #if DEBUG
        checkOrder(key)
        #endif
        element()
        JSONValue.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    #if DEBUG
    /// Asserts that the open object's keys come in sorted order, as `JSONValue` writes them.
    private mutating func checkOrder(_ key: String) {
        if let last = lastKeys[lastKeys.count - 1] { assert(last < key, "JSON keys out of order: \(last) before \(key)") }
        lastKeys[lastKeys.count - 1] = key
    }
    #endif

    /// Starts the next element of the open array.
    mutating func element() {
        if counts[counts.count - 1] > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\n"))
        counts[counts.count - 1] += 1
        pad(depth)
    }

    mutating func string(_ text: String) { JSONValue.writeString(text, into: &bytes) }

    /// A string, or `null` for `nil`.
    mutating func optional(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    mutating func integer(_ value: Int) { JSONValue.writeInteger(value, into: &bytes) }

    mutating func bool(_ value: Bool) { bytes += (value ? "true" : "false").utf8 }

    mutating func null() { bytes += "null".utf8 }

    /// `key` and a string value.
    mutating func member(_ key: StaticString, _ text: String) {
        self.key(key)
        string(text)
    }

    /// `key` and a string value from a slice.
    mutating func member(_ key: StaticString, _ text: Substring) {
        self.key(key)
        JSONValue.writeString(text, into: &bytes)
    }

    /// `key` and a literal string value with no character JSON escapes (`"type": "paragraph"`).
    mutating func member(_ key: StaticString, literal value: StaticString) {
        self.key(key)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: UnsafeBufferPointer(start: value.utf8Start, count: value.utf8CodeUnitCount))
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        counts.append(0)
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if counts.removeLast() > 0 {
            bytes.append(UInt8(ascii: "\n"))
            pad(depth)
        }
        bytes.append(bracket)
    }

    private mutating func pad(_ level: Int) { JSONIndentation.append(level: level, to: &bytes) }
}

/// The two spaces a level of the bundle's JSON is indented by, appended from one run of spaces
/// (a `repeatElement` sequence went through the generic append, byte by byte: 1.4% of a build).
/// The run is a literal in the executable's constant data: a `static let` array was a lazily
/// initialised global, checked through a runtime call at each of the half-million indentations
/// of a build.
enum JSONIndentation {
    /// Appends the indentation of `level` to `bytes`.
    @inline(__always)
    static func append(level: Int, to bytes: inout [UInt8]) {
        let spaces: StaticString = "                                                                "
        var count = 2 * level
        while count > 0 {
            let run = min(count, spaces.utf8CodeUnitCount)
            bytes.append(contentsOf: UnsafeBufferPointer(start: spaces.utf8Start, count: run))
            count -= run
        }
    }
}

extension JSONValue {
    /// ``objectBytes(_:writing:_:)`` with the value of `key` written by a ``JSONStreamWriter`` at
    /// the member's indentation, appending to the object's bytes in place.
    /// With `expectedBytes`, room for about that many is made first: a file of megabytes is then
    /// not grown by doubling, which at its end held twice its size and copied it while it grew.
    static func objectBytes(_ members: [String: JSONValue], streaming key: String, expectedBytes: Int = 0,
                            _ writeValue: (inout JSONStreamWriter) -> Void) -> [UInt8] {
        objectBytes(members, writing: key) { out in
            out.reserveCapacity(expectedBytes)
            var writer = JSONStreamWriter(appendingTo: out, depth: 1)
            out = []  // the writer's copy is the only one: it appends in place
            writeValue(&writer)
            out = writer.bytes
        }
    }
}
