import EaseBytes
import EaseDiagnostics

/// Byte-level readings of strings, over their contiguous UTF-8 (`String.withContiguousUTF8`).
extension String {
    /// The index of the first UTF-8 byte equal to `byte` (an ASCII byte, which is never part of
    /// a longer character), searched in the string's contiguous bytes. `utf8.firstIndex(of:)`
    /// steps the view's index byte by byte: several hundred instructions for a link, and every
    /// link of every reading and page is looked into.
    func firstIndex(ofByte byte: UInt8) -> String.Index? {
        withContiguousUTF8 { $0.firstIndex(of: byte) }.map { utf8.index(utf8.startIndex, offsetBy: $0) }
    }

    /// What comes before the last occurrence of an ASCII `byte` (a path's folder, before its
    /// last `/`), found among the contiguous bytes: stepping `utf8` back from the end takes about
    /// twenty instructions a byte. `nil` when the byte does not occur.
    func prefix(beforeLastByte byte: UInt8) -> String? {
        withContiguousUTF8 { bytes in
            bytes.lastIndex(of: byte).map { String(decoding: UnsafeBufferPointer(rebasing: bytes[..<$0]), as: UTF8.self) }
        }
    }

    /// `hasSuffix(suffix)` for an ASCII `suffix` (a file's extension), from the contiguous bytes.
    /// `hasSuffix` compares characters: the audit's start, which tests every path of the site
    /// (20,000 at 10,000 readings), spent about 2 ms of each core in it. The bytes answer alike
    /// when the string's last bytes are ASCII (an ASCII scalar is canonically equivalent to no
    /// other sequence of ASCII scalars) and a character boundary falls before them (the byte
    /// before is ASCII, and not a carriage return before a line feed); otherwise (the Kelvin
    /// sign, which is canonically `K`; a prepended mark, which joins the character after it)
    /// `hasSuffix` is asked.
    func hasASCIISuffix(_ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        let answer: Bool? = withContiguousUTF8 { bytes in
            // An ASCII character takes a byte, and any other scalar more: fewer bytes cannot end with it.
            guard bytes.count >= count else { return false }
            guard count > 0 else { return true }
            let start = bytes.count - count
            let tail = UnsafeBufferPointer(rebasing: bytes[start...])
            guard tail.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard tail.elementsEqual(UnsafeBufferPointer(start: suffix.utf8Start, count: count)) else { return false }
            return start == 0 || bytes[start - 1] < 0x80 && !(bytes[start - 1] == 0x0D && bytes[start] == 0x0A) ? true : nil
        }
        return answer ?? hasSuffix(suffix.description)
    }

    /// `hasPrefix(prefix)` for an ASCII `prefix` (`/`, `aria-`), from the contiguous bytes:
    /// `hasPrefix` compares characters, a couple of hundred instructions for a short prefix. The
    /// bytes answer alike when the string's first bytes are ASCII and a character boundary falls
    /// after them (the byte after is ASCII, and not a line feed after a carriage return);
    /// otherwise `hasPrefix` is asked (``hasASCIISuffix(_:)``).
    func hasASCIIPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        let answer: Bool? = withContiguousUTF8 { bytes in
            guard bytes.count >= count else { return false }
            guard count > 0 else { return true }
            let head = UnsafeBufferPointer(rebasing: bytes[..<count])
            guard head.allSatisfy({ $0 < 0x80 }) else { return nil }
            guard head.elementsEqual(UnsafeBufferPointer(start: prefix.utf8Start, count: count)) else { return false }
            return count == bytes.count || bytes[count] < 0x80 && !(bytes[count - 1] == 0x0D && bytes[count] == 0x0A) ? true : nil
        }
        return answer ?? hasPrefix(prefix.description)
    }

    /// Whether any UTF-8 byte is `minimum` or above (a scalar from U+0080 on starts with a byte
    /// from 0xC2 on), read from the contiguous bytes instead of decoding every scalar.
    func containsByte(atLeast minimum: UInt8) -> Bool {
        withContiguousUTF8 { $0.contains { $0 >= minimum } }
    }

    /// The non-empty pieces between the occurrences of an ASCII `separator` byte, found among the
    /// UTF-8 bytes (a split by `Character` looks for grapheme boundaries around every character).
    func pieces(separatedBy separator: UInt8) -> [Substring] {
        var pieces: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == separator {
                if start != index { pieces.append(self[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { pieces.append(self[start...]) }
        return pieces
    }

    /// The words between runs of white space (`Character.isWhitespace`), the first `limit` of
    /// them: read as bytes when the text is ASCII (white space is then tab, line feed, vertical
    /// tab, form feed, carriage return and space), as scalars while every scalar is a character
    /// of its own (``CommonScalars/standsAlone(_:)``: a Russian text), by `Character` otherwise.
    func whitespaceSeparatedWords(limit: Int = .max) -> [Substring] {
        guard containsByte(atLeast: 0x80) else {
            return words(in: utf8, limit: limit) { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) } ?? []
        }
        let alone = words(in: unicodeScalars, limit: limit) { scalar in
            CommonScalars.standsAlone(scalar) ? CommonScalars.isWhitespace(scalar) : nil
        }
        return alone ?? Array(split(whereSeparator: \.isWhitespace).prefix(limit))
    }

    /// The first `limit` runs of `view`'s elements between those that are `space`; `nil` as soon
    /// as `space` cannot tell.
    private func words<View: Collection>(in view: View, limit: Int, separatedBy space: (View.Element) -> Bool?) -> [Substring]?
        where View.Index == String.Index {
        var words: [Substring] = []
        var start: String.Index?
        var index = view.startIndex
        while index != view.endIndex, words.count < limit {
            guard let isSpace = space(view[index]) else { return nil }
            if isSpace {
                if let first = start { words.append(self[first..<index]) }
                start = nil
            } else if start == nil {
                start = index
            }
            index = view.index(after: index)
        }
        if let first = start, words.count < limit { words.append(self[first..<index]) }
        return words
    }
}
