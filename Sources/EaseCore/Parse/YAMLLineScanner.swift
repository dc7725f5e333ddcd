/// Finds one-line YAML scalars and flow collections in a line's bytes for ``BlockYAMLReader``.
///
/// It accepts only what it can read exactly as libyaml does and answers `nil` otherwise: double-quoted
/// text without escapes, single-quoted text without doubled quotes, plain text that does not start
/// with an indicator, and one-line flow lists and mappings of such scalars.
struct YAMLLineScanner {
    /// A scalar found on the line.
    struct Scalar {
        /// The bytes of the scalar's value.
        var text: Range<Int>
        /// The bytes the scalar spans in the line (with its quotes).
        var span: Range<Int>
        /// Whether it was quoted (quoted scalars are always text).
        var isQuoted: Bool
    }

    let bytes: UnsafeBufferPointer<UInt8>
    /// The end of the line.
    let end: Int

    /// The scalar starting at `start` and the offset after it and any spaces and comment that follow.
    func scalar(from start: Int, inFlow: Bool) -> (scalar: Scalar, end: Int)? {
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            var index = start + 1
            while index < end, bytes[index] != first {
                if bytes[index] == UInt8(ascii: "\\") && first == UInt8(ascii: "\"") { return nil }
                index += 1
            }
            guard index < end else { return nil }
            let scalar = Scalar(text: start + 1..<index, span: start..<index + 1, isQuoted: true)
            return (scalar, inFlow ? skipSpaces(from: index + 1) : afterValue(index + 1))
        }
        guard startsPlainScalar(at: start) else { return nil }
        var index = start
        var textEnd = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "#") {
                if index > textEnd {
                    // A comment after spaces; one whose `#` is glued to a word (`Step #1`) is left
                    // to the full reader, which warns that it is not part of the value.
                    if !inFlow, index + 1 < end, !Self.endsCommentMark(bytes[index + 1]) { return nil }
                    break
                }
                if inFlow { return nil }
            } else if byte == UInt8(ascii: ":") {
                if inFlow || index + 1 == end || bytes[index + 1] == UInt8(ascii: " ") { return nil }
            } else if inFlow, Self.isFlowIndicator(byte) {
                break
            }
            index += 1
            textEnd = index
        }
        let scalar = Scalar(text: start..<textEnd, span: start..<textEnd, isQuoted: false)
        return (scalar, inFlow ? skipSpaces(from: textEnd) : afterValue(textEnd))
    }

    /// Whether a byte after a comment's `#` is one a comment is usually written with (a space, a
    /// tab, another `#`, the line's end), not a word glued to it.
    static func endsCommentMark(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\r")
    }

    /// A value inside a one-line flow collection.
    indirect enum FlowValue {
        case scalar(Scalar)
        /// A list `[a, b]` and the offset of its `[`.
        case list(start: Int, [FlowValue])
        /// A mapping `{ a: 1 }` and the offset of its `{`; keys are plain words.
        case mapping(start: Int, [(key: Scalar, value: FlowValue)])
    }

    /// The flow list or mapping starting at `start` (its `[` or `{`) and the offset after its closing
    /// bracket; collections nest at most `depth` deep.
    func flowCollection(from start: Int, depth: Int) -> (value: FlowValue, end: Int)? {
        guard depth > 0 else { return nil }
        let isList = bytes[start] == UInt8(ascii: "[")
        let close = isList ? UInt8(ascii: "]") : UInt8(ascii: "}")
        var items: [FlowValue] = []
        var entries: [(key: Scalar, value: FlowValue)] = []
        var index = skipSpaces(from: start + 1)
        guard index < end else { return nil }
        if bytes[index] != close {
            while true {
                var key: Scalar?
                if !isList {
                    guard let colon = keyEnd(from: index, inFlow: true) else { return nil }
                    let found = Scalar(text: index..<colon, span: index..<colon, isQuoted: false)
                    guard !entries.contains(where: { bytes[$0.key.text].elementsEqual(bytes[found.text]) }) else { return nil }
                    key = found
                    index = skipSpaces(from: colon + 1)
                    guard index < end else { return nil }
                }
                guard let (value, after) = flowValue(from: index, depth: depth - 1), after < end else { return nil }
                if let key { entries.append((key, value)) } else { items.append(value) }
                if bytes[after] == close { index = after; break }
                guard bytes[after] == UInt8(ascii: ",") else { return nil }
                index = skipSpaces(from: after + 1)
                guard index < end, bytes[index] != close else { return nil }  // a trailing comma
            }
        }
        let value: FlowValue = isList ? .list(start: start, items) : .mapping(start: start, entries)
        return (value, index + 1)
    }

    private func flowValue(from start: Int, depth: Int) -> (value: FlowValue, end: Int)? {
        let first = bytes[start]
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            guard let (collection, after) = flowCollection(from: start, depth: depth) else { return nil }
            return (collection, skipSpaces(from: after))
        }
        guard let (found, after) = scalar(from: start, inFlow: true) else { return nil }
        return (.scalar(found), after)
    }

    /// The offset of the `:` after a plain word key starting at `start`, when a space follows it (or,
    /// outside a flow collection, the line ends there); `nil` otherwise.
    func keyEnd(from start: Int, inFlow: Bool) -> Int? {
        var index = start
        while index < end, Self.isKeyByte(bytes[index]) { index += 1 }
        guard index > start, index < end, bytes[index] == UInt8(ascii: ":"), Self.isWordStart(bytes[start]) else { return nil }
        if index + 1 == end { return inFlow ? nil : index }
        return bytes[index + 1] == UInt8(ascii: " ") ? index : nil
    }

    /// Whether `byte` may be part of a plain word key.
    private static func isKeyByte(_ byte: UInt8) -> Bool {
        isWordStart(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    /// Whether a plain word key may start with `byte` (an ASCII letter or digit).
    private static func isWordStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The line's end if only spaces and a comment after a space follow `start`; otherwise `start`.
    func afterValue(_ start: Int) -> Int {
        let index = skipSpaces(from: start)
        if index == end { return end }
        return index > start && bytes[index] == UInt8(ascii: "#") ? end : start
    }

    /// Whether plain text may start at `start`: not an indicator, except a dash before a letter or digit.
    private func startsPlainScalar(at start: Int) -> Bool {
        let first = bytes[start]
        if first == UInt8(ascii: "-") {
            guard start + 1 < end else { return false }
            let second = bytes[start + 1]
            return (second >= UInt8(ascii: "0") && second <= UInt8(ascii: "9"))
                || (second | 0x20 >= UInt8(ascii: "a") && second | 0x20 <= UInt8(ascii: "z"))
        }
        return !Self.isIndicator(first)
    }

    private static func isIndicator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"),
             UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""),
             UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            return true
        default:
            return isFlowIndicator(byte)
        }
    }

    private static func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    private func skipSpaces(from start: Int) -> Int {
        var index = start
        while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index
    }
}
