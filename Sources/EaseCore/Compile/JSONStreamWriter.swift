import EaseBytes

/// Writes JSON straight into bytes, laid out exactly as ``JSONValue`` lays out the same value
/// (two-space indentation, `[]` and `{}` when empty), without building a value tree first.
///
/// The caller writes each object's keys in sorted order, as `JSONValue` sorts them; debug builds
/// check it. Reading bodies, most of the bundle's bytes, are written this way (``BlockTreeEncoder``).
struct JSONStreamWriter {
    /// Where the bytes go.
    private let out: ByteBuffer
    /// The indentation level of the value being written.
    private var depth: Int
    #if DEBUG
    private var lastKeys: [String?] = []
    #endif

    /// A writer appending to `bytes`, whose first value sits at indentation level `depth`.
    init(appendingTo bytes: [UInt8] = [], depth: Int = 0) {
        out = ByteBuffer(capacity: bytes.count)
        out.append(contentsOf: bytes)
        self.depth = depth
    }

    /// A writer appending to `buffer`, whose first value sits at indentation level `depth`.
    init(writingTo buffer: ByteBuffer, depth: Int) {
        out = buffer
        self.depth = depth
    }

    /// The bytes written so far (with those it was made with).
    var bytes: [UInt8] { out.array }

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
        out.appendKey(key, indentedBy: 2 * depth)
    }

    /// Starts the next member of the open object, its key escaped as any string.
    mutating func key(named key: String) {
        #if DEBUG
        checkOrder(key)
        #endif
        element()
        var out = self.out
        JSONValue.writeString(key, into: &out)
        out.append(literal: ": ")
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
        // The first element follows its container's bracket; any other, the previous value's last byte.
        out.appendSeparator(indentedBy: 2 * depth)
    }

    mutating func string(_ text: String) {
        var out = self.out
        JSONValue.writeString(text, into: &out)
    }

    /// A string from UTF-8 bytes.
    mutating func string(bytes text: UnsafeBufferPointer<UInt8>) {
        var out = self.out
        JSONValue.writeString(bytes: text, into: &out)
    }

    /// A string, or `null` for `nil`.
    mutating func optional(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    mutating func integer(_ value: Int) {
        var out = self.out
        JSONValue.writeInteger(value, into: &out)
    }

    mutating func bool(_ value: Bool) { out.append(literal: value ? "true" : "false") }

    mutating func null() { out.append(literal: "null") }

    /// `key` and a string value.
    mutating func member(_ key: StaticString, _ text: String) {
        self.key(key)
        string(text)
    }

    /// `key` and a string value from a slice.
    mutating func member(_ key: StaticString, _ text: Substring) {
        self.key(key)
        var out = self.out
        JSONValue.writeString(text, into: &out)
    }

    /// `key` and a string value from UTF-8 bytes.
    mutating func member(_ key: StaticString, bytes text: UnsafeBufferPointer<UInt8>) {
        self.key(key)
        string(bytes: text)
    }

    /// `key` and a literal string value with no character JSON escapes (`"type": "paragraph"`).
    mutating func member(_ key: StaticString, literal value: StaticString) {
        self.key(key)
        out.appendQuoted(literal: value)
    }

    private mutating func open(_ bracket: UInt8) {
        out.append(byte: bracket)
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        // An empty container closes right after its bracket.
        if !out.endsWithOpening { out.appendLine(indentedBy: 2 * depth) }
        out.append(byte: bracket)
    }
}

/// The two spaces a level of the bundle's JSON is indented by, appended from one run of spaces
/// (a `repeatElement` sequence went through the generic append, byte by byte: 1.4% of a build).
/// The run is a literal in the executable's constant data: a `static let` array was a lazily
/// initialised global, checked through a runtime call at each of the half-million indentations
/// of a build.
enum JSONIndentation {
    /// Appends the indentation of `level` to `bytes`.
    @inline(__always)
    static func append<Sink: JSONByteSink>(level: Int, to bytes: inout Sink) {
        let spaces: StaticString = "                                                                "
        var count = 2 * level
        while count > 0 {
            let run = min(count, spaces.utf8CodeUnitCount)
            bytes.append(bytes: UnsafeBufferPointer(start: spaces.utf8Start, count: run))
            count -= run
        }
    }
}

extension JSONValue {
    /// ``objectBytes(_:writing:_:)`` with the value of `key` written by a ``JSONStreamWriter`` at
    /// the member's indentation. The whole object is written straight into the storage of an array
    /// of `expectedBytes` (at least 16 KB, more than most readings' files), and into a buffer of its
    /// own only past that: a file of megabytes is neither grown by doubling nor copied out of a buffer.
    static func objectBytes(_ members: JSONObject, streaming key: String, expectedBytes: Int = 0,
                            _ writeValue: (inout JSONStreamWriter) -> Void) -> [UInt8] {
        ByteBuffer.array(expectedCount: max(expectedBytes, 16_384)) { buffer in
            var out = buffer
            writeObject(members, writing: key, into: &out) { out in
                var writer = JSONStreamWriter(writingTo: out, depth: 1)
                writeValue(&writer)
            }
        }
    }
}
