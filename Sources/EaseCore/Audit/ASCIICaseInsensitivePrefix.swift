extension Collection<UInt8> {
    /// Whether the bytes start with `prefix`, written in lower case, ASCII letters compared in any
    /// case (URL schemes, tag names in a source line).
    func startsIgnoringASCIICase(with prefix: some Collection<UInt8>) -> Bool {
        var bytes = makeIterator()
        for expected in prefix {
            guard let byte = bytes.next(), (byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) == expected else { return false }
        }
        return true
    }

    /// Whether the bytes are `word`, written in lower case, ASCII letters compared in any case
    /// (a `type`, an `http-equiv`, a name against a list of words).
    func equalsIgnoringASCIICase(_ word: some Collection<UInt8>) -> Bool {
        count == word.count && startsIgnoringASCIICase(with: word)
    }
}
