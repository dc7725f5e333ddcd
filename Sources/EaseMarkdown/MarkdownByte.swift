/// The classes of source bytes the finders of markup shown as written (``GitHubSyntaxFinder``,
/// ``LiteralMarkupFinder``) read Markdown by, as CommonMark defines them for ASCII.
enum MarkdownByte {
    /// A space, tab, line feed or carriage return.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// An ASCII letter or digit.
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// ASCII punctuation, as CommonMark's flanking rules count it.
    static func isPunctuation(_ byte: UInt8) -> Bool {
        byte < 0x80 && (byte >= 0x21 && byte <= 0x2F || byte >= 0x3A && byte <= 0x40 || byte >= 0x5B && byte <= 0x60 || byte >= 0x7B && byte <= 0x7E)
    }

    /// `bytes` without the spaces (``isSpace(_:)``) at either end.
    static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var bytes = bytes
        while let first = bytes.first, isSpace(first) { bytes = bytes.dropFirst() }
        while let last = bytes.last, isSpace(last) { bytes = bytes.dropLast() }
        return bytes
    }
}
