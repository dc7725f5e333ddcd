import EaseBytes

/// Most texts of an English body are plain sentences: printable ASCII without braces, one space
/// between words and none at either end. Such a text's key (``ReadAlike/key(_:)``) is its bytes
/// lower-cased, less the closing marks at its end, and its words are its spaces and one; so it is
/// keyed and told compared eight bytes at a time, each byte's kind found with the word's
/// arithmetic. A byte at a time, the pass was 3% of a translated corpus's build.
extension ComparedBodyTexts {
    /// The plain sentence `text` is, keyed; `nil` for any other text (which is read a byte at a time).
    static func plainSentence(_ text: UnsafeBufferPointer<UInt8>) -> KeyedText? {
        guard let first = text.first, let last = text.last, first != 0x20, last != 0x20 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count + 8) { key in
            let out = UnsafeMutableRawPointer(key.baseAddress!)
            var spaces = 0, letters: UInt64 = 0, lowercase: UInt64 = 0
            var spaceEnded = false
            var offset = 0
            while offset < text.count {
                let word = ByteWord.load(text, at: offset, paddingWith: UInt8(ascii: "0"))
                let bytes = SentenceBytes(word)
                guard bytes.areSentenceBytes else { return nil }
                // Two spaces in a row: within the word, or the last byte of the word before and this one's first.
                guard bytes.spaces & (bytes.spaces << 8) == 0, !(spaceEnded && bytes.spaces & 0x80 != 0) else { return nil }
                spaceEnded = bytes.spaces >> 63 != 0
                spaces += ByteBlock.lanesMarked(bytes.spaces >> 7)
                letters |= bytes.letters
                lowercase |= bytes.lowercase
                // Eight bytes written, the padding's past the text's end in the room left for it.
                out.storeBytes(of: bytes.lowercased.littleEndian, toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            let length = ReadAlike.keyLength(key.baseAddress!, written: text.count)
            return KeyedText(digest: ByteWord.digest(of: UnsafeBufferPointer(rebasing: key[..<length])), words: spaces + 1,
                                 hasLetter: letters != 0, hasLowercase: lowercase != 0)
        }
    }
}

/// The kinds of the eight bytes of a word of text, each a mask with a byte's top bit set where
/// the byte is of that kind; each found exactly, with no carry from one byte into the next.
private struct SentenceBytes {
    static let tops: UInt64 = 0x8080_8080_8080_8080
    static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    let word: UInt64
    let spaces: UInt64
    let letters: UInt64
    let lowercase: UInt64
    /// Not printable ASCII (a control character, DEL, or not ASCII), or a brace (a placeholder's).
    let others: UInt64

    @inline(__always)
    init(_ word: UInt64) {
        self.word = word
        spaces = Self.equal(word, 0x20)
        let upper = Self.atLeast(word, UInt8(ascii: "A")) & ~Self.atLeast(word, UInt8(ascii: "Z") + 1)
        lowercase = Self.atLeast(word, UInt8(ascii: "a")) & ~Self.atLeast(word, UInt8(ascii: "z") + 1)
        letters = upper | lowercase
        let printable = Self.atLeast(word, 0x20) & ~Self.atLeast(word, 0x7F)
        others = ~printable & Self.tops | Self.equal(word, UInt8(ascii: "{")) | Self.equal(word, UInt8(ascii: "}"))
    }

    @inline(__always)
    var areSentenceBytes: Bool { others == 0 }

    /// The word with its upper-case letters lower-cased (bit 5 set).
    @inline(__always)
    var lowercased: UInt64 { word | (letters & ~lowercase) >> 2 }

    /// The bytes that are `byte`.
    @inline(__always)
    static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        ByteWord.zeroBytes(word ^ UInt64(byte) &* 0x0101_0101_0101_0101)
    }

    /// The bytes that are `bound` or above (`bound` at most 0x80): a byte's low seven bits added
    /// to what takes `bound` to 0x80 reach the top bit, or the byte has it already.
    @inline(__always)
    static func atLeast(_ word: UInt64, _ bound: UInt8) -> UInt64 {
        (((word & lows) &+ UInt64(0x80 - bound) &* 0x0101_0101_0101_0101) | word) & tops
    }
}
