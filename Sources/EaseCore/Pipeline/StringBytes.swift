extension String {
    /// The index of the first UTF-8 byte equal to `byte` (an ASCII byte, which is never part of
    /// a longer character), searched in the string's contiguous bytes. `utf8.firstIndex(of:)`
    /// steps the view's index byte by byte: several hundred instructions for a link, and every
    /// link of every reading and page is looked into.
    func firstIndex(ofByte byte: UInt8) -> String.Index? {
        let found = utf8.withContiguousStorageIfAvailable { bytes in bytes.firstIndex(of: byte) }
        guard let found else { return utf8.firstIndex(of: byte) }
        return found.map { utf8.index(utf8.startIndex, offsetBy: $0) }
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
}
