import EaseBytes

/// Writes compact JSON straight into bytes, exactly as ``JSONValue`` writes the same value in
/// its ``JSONLayout/compact`` layout, without building a value tree first.
///
/// The caller writes each object's keys in sorted order, as `JSONValue` sorts them; debug builds
/// check it. Reading bodies, most of the bundle's bytes, are written this way (``BlockTreeEncoder``).
struct JSONStreamWriter {
    /// Where the bytes go.
    private let out: ByteBuffer
    #if DEBUG
    private var lastKeys: [String?] = []
    #endif

    /// A writer appending to `bytes`.
    init(appendingTo bytes: [UInt8] = []) {
        out = ByteBuffer(capacity: bytes.count)
        out.append(contentsOf: bytes)
    }

    /// A writer appending to `buffer`.
    init(writingTo buffer: ByteBuffer) {
        out = buffer
    }

    /// The bytes written so far (with those it was made with).
    var bytes: [UInt8] { out.array }

    /// Starts an object; its members follow as ``key(_:)`` and a value each.
    mutating func beginObject() {
        out.append(byte: UInt8(ascii: "{"))
        #if DEBUG
        lastKeys.append(nil)
        #endif
    }

    mutating func endObject() {
        out.append(byte: UInt8(ascii: "}"))
        #if DEBUG
        lastKeys.removeLast()
        #endif
    }

    /// Starts an array; each element follows a call to ``element()``.
    mutating func beginArray() { out.append(byte: UInt8(ascii: "[")) }

    mutating func endArray() { out.append(byte: UInt8(ascii: "]")) }

    /// Starts the next member of the open object, its key written as it is (a literal with no
    /// character JSON escapes: the encoders' keys).
    @inline(__always)
    mutating func key(_ key: StaticString) {
        #if DEBUG
        checkOrder(key.description)
        #endif
        out.appendKey(key)
    }

    /// Starts the next member of the open object, its key escaped as any string.
    mutating func key(named key: String) {
        #if DEBUG
        checkOrder(key)
        #endif
        element()
        var out = self.out
        JSONValue.writeString(key, into: &out)
        out.append(byte: UInt8(ascii: ":"))
    }

    #if DEBUG
    /// Asserts that the open object's keys come in sorted order, as `JSONValue` writes them.
    private mutating func checkOrder(_ key: String) {
        if let last = lastKeys[lastKeys.count - 1] { assert(last < key, "JSON keys out of order: \(last) before \(key)") }
        lastKeys[lastKeys.count - 1] = key
    }
    #endif

    /// Starts the next element of the open array.
    @inline(__always)
    mutating func element() {
        // The first element follows its container's bracket; any other, a comma after the previous value.
        out.appendSeparator()
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
    @inline(__always)
    mutating func member(_ key: StaticString, literal value: StaticString) {
        self.key(key)
        out.appendQuoted(literal: value)
    }

}

extension JSONValue {
    /// ``objectBytes(_:writing:_:)`` with the value of `key` written by a ``JSONStreamWriter``.
    /// The whole object is written straight into the storage of an array
    /// of `expectedBytes` (at least 16 KB, more than most readings' files), and into a buffer of its
    /// own only past that: a file of megabytes is neither grown by doubling nor copied out of a buffer.
    static func objectBytes(_ members: JSONObject, streaming key: String, expectedBytes: Int = 0,
                            _ writeValue: (inout JSONStreamWriter) -> Void) -> [UInt8] {
        ByteBuffer.array(expectedCount: max(expectedBytes, 16_384)) { buffer in
            var out = buffer
            writeObject(members, writing: key, into: &out) { out in
                var writer = JSONStreamWriter(writingTo: out)
                writeValue(&writer)
            }
        }
    }
}
