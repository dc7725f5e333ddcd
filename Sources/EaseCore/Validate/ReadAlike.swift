import EaseBytes
import EaseDiagnostics

/// Texts compared as a screen reader reads them: letter case, the spaces around and between the
/// words, the closing full stop, question or exclamation mark, and the typographic form of an
/// apostrophe or a quote aside. Titles, labels, prompts and statements that read alike are one
/// thing offered twice, or two things a listener cannot tell apart.
enum ReadAlike {
    /// The text as compared: `"  What made you  smile today? "` and `"what made you smile today"`
    /// read alike, as do `"Don’t"` and `"don't"`.
    static func key(_ text: String) -> String {
        if isFolded(text) { return text.lowercased() }
        if let ascii = asciiKey(text) { return ascii }
        if let common = commonKey(text) { return common }
        let view = text.unicodeScalars
        guard let last = view.lastIndex(where: { !isSpace($0) && !closing($0) }) else { return "" }
        var scalars = String.UnicodeScalarView()
        var spaceBefore = false
        for scalar in view[...last] {
            if isSpace(scalar) {
                spaceBefore = !scalars.isEmpty
                continue
            }
            if spaceBefore { scalars.append(" ") }
            spaceBefore = false
            scalars.append(straightened(scalar))
        }
        return String(scalars).lowercased()
    }

    /// Whether two texts cannot read alike, as told from their bytes without their keys: one is
    /// ASCII and the other has a Cyrillic letter from U+0400 to U+047F (a lead byte 0xD0 or
    /// 0xD1: every Russian letter), which its key keeps as a Cyrillic letter and which no spelling
    /// of the ASCII text has, canonically equivalent or not. A Russian translation's texts are
    /// so told apart from their English source's without a key made of either.
    static func cannotReadAlike(_ first: String, _ second: String) -> Bool {
        (isASCII(first) && hasCyrillicLetter(second)) || (isASCII(second) && hasCyrillicLetter(first))
    }

    /// Whether `text` is all ASCII (so is its key).
    static func isASCII(_ text: String) -> Bool {
        !text.containsByte(atLeast: 0x80)
    }

    /// Whether `text` has a letter from U+0400 to U+047F (Cyrillic), found by its lead byte.
    static func hasCyrillicLetter(_ text: String) -> Bool {
        text.withContiguousUTF8(hasCyrillicLetter)
    }

    /// ``hasCyrillicLetter(_:)-(String)`` of a text's UTF-8 bytes.
    static func hasCyrillicLetter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { $0 == 0xD0 || $0 == 0xD1 }
    }

    /// ``key(_:)`` of a text whose every scalar lower-cases to one scalar by a fixed offset or
    /// not at all (``CommonScalars/lowercased(_:)``: a Russian or French text), lower-cased
    /// scalar by scalar into UTF-8 as it is made; `nil` for any other text. `String.lowercased()`
    /// looks up each scalar that is not ASCII in Unicode's tables and makes a string of its
    /// mapping, and a string of scalars appended one at a time is slower still.
    private static func commonKey(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var spaceBefore = false
        // The key's length without the closing marks and spaces at its end.
        var kept = 0
        for scalar in text.unicodeScalars {
            if isSpace(scalar) {
                spaceBefore = !bytes.isEmpty
                continue
            }
            guard let lowered = CommonScalars.lowercased(straightened(scalar)) else { return nil }
            if spaceBefore { bytes.append(0x20) }
            spaceBefore = false
            UTF8.encode(lowered) { bytes.append($0) }
            if !closing(lowered) { kept = bytes.count }
        }
        return String(decoding: bytes[..<kept], as: UTF8.self)
    }

    /// ``key(_:)`` of an ASCII text, made from its bytes; `nil` for any other text.
    private static func asciiKey(_ text: String) -> String? {
        // Written to a buffer, which gives up at the first byte that is not ASCII, and then made a
        // string of its exact length: a string made with the text's length as its capacity kept
        // that much, or a buffer where a short key fits in the string itself (keys are kept in
        // tables; a 10k build's peak memory was 12 MB more).
        text.withContiguousUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { key in
                writeASCIIKey(of: bytes, into: key.baseAddress!).map { String(decoding: UnsafeBufferPointer(rebasing: key[..<$0]), as: UTF8.self) }
            }
        }
    }

    /// A digest (``ByteWord/digest(of:)-(UnsafeBufferPointer<UInt8>)``) of the key of an ASCII
    /// text given as its bytes: equal to the digest of ``key(_:)``'s bytes. `nil` when a byte is
    /// not ASCII. No string is made.
    static func asciiKeyDigest(of text: UnsafeBufferPointer<UInt8>) -> UInt64? {
        var nothing = NoASCIITally()
        return asciiKeyDigest(of: text, tallying: &nothing)
    }

    /// ``asciiKeyDigest(of:)``, each byte of the text also handed to `tally` in the same pass
    /// (``ComparedBodyTexts`` tells from them whether the text is compared at all).
    @inline(__always)
    static func asciiKeyDigest<Tally: ASCIITally>(of text: UnsafeBufferPointer<UInt8>, tallying tally: inout Tally) -> UInt64? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(text.count, 1)) { key in
            writeASCIIKey(of: text, into: key.baseAddress!, tallying: &tally).map { ByteWord.digest(of: UnsafeBufferPointer(rebasing: key[..<$0])) }
        }
    }

    /// Writes the key of an ASCII text (its bytes) to `key`, which has room for as many bytes as
    /// the text, and returns the key's length; `nil` at the first byte that is not ASCII. The
    /// runs of spaces, tabs and line breaks are one space, none at either end; letters are
    /// lower-cased; closing marks at the end are left out.
    private static func writeASCIIKey(of text: UnsafeBufferPointer<UInt8>, into key: UnsafeMutablePointer<UInt8>) -> Int? {
        var nothing = NoASCIITally()
        return writeASCIIKey(of: text, into: key, tallying: &nothing)
    }

    /// ``writeASCIIKey(of:into:)``, handing `tally` each byte before it gives up or keys it.
    @inline(__always)
    private static func writeASCIIKey<Tally: ASCIITally>(of text: UnsafeBufferPointer<UInt8>, into key: UnsafeMutablePointer<UInt8>,
                                                        tallying tally: inout Tally) -> Int? {
        var count = 0
        var spaceBefore = false
        for byte in text {
            guard byte < 0x80 else { return nil }
            let isSpace = byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
            tally.add(byte, isSpace: isSpace)
            if isSpace {
                spaceBefore = count > 0
                continue
            }
            if spaceBefore {
                key[count] = 0x20
                count += 1
            }
            spaceBefore = false
            key[count] = byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
            count += 1
        }
        return keyLength(key, written: count)
    }

    /// The length of a key whose bytes, spaces closed up and letters lower-cased, were written
    /// to `key` (`written` of them): without the closing marks at its end. No space is written
    /// last; a closing mark may stand after one (`done .`).
    static func keyLength(_ key: UnsafeMutablePointer<UInt8>, written: Int) -> Int {
        var count = written
        while count > 0, key[count - 1] == 0x20 || closing(Unicode.Scalar(key[count - 1])) { count -= 1 }
        return count
    }

    /// Whether `text` is ASCII with nothing to fold but letter case: no space at either end or
    /// two in a row, no tab or line break, no closing mark at its end. Most texts are, and are
    /// compared without a string of scalars made.
    private static func isFolded(_ text: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F, byte != 0x20 || previous != 0x20 else { return false }
            previous = byte
        }
        return previous != 0x20 && !closing(Unicode.Scalar(previous))
    }

    /// The marks a sentence closes with, which a screen reader reads as a change of voice at most.
    static func closing(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "." || scalar == "?" || scalar == "!" || scalar == "…"
    }

    /// White space between words: ASCII spaces, tabs and line breaks, and Unicode's.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        CommonScalars.isWhitespace(scalar)
    }

    /// A typographic apostrophe or quote as the ASCII one it reads as; any other scalar as it is.
    private static func straightened(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "\u{2019}", "\u{2018}", "\u{02BC}": "'"
        case "\u{201C}", "\u{201D}": "\""
        default: scalar
        }
    }

    /// Each entry that reads as an earlier one, with the first that reads so, in order; entries
    /// with no words are left out (the schema, or the rule, reports them as empty).
    static func repeats(_ entries: [Located<String>]) -> [(entry: Located<String>, earlier: Located<String>)] {
        repeats(entries, text: \.value)
    }

    /// ``repeats(_:)`` of entries of any kind (a button's key and its label), compared by `text`.
    static func repeats<Entry>(_ entries: [Entry], text: (Entry) -> String) -> [(entry: Entry, earlier: Entry)] {
        var first: [String: Entry] = [:]
        var found: [(entry: Entry, earlier: Entry)] = []
        for entry in entries {
            let key = key(text(entry))
            guard !key.isEmpty else { continue }
            if let earlier = first[key] { found.append((entry, earlier)) } else { first[key] = entry }
        }
        return found
    }
}
