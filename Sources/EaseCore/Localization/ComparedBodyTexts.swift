import EaseBytes
import EaseMarkdown

/// What `l10n.untranslated` (``TranslationLeftInSourceRule``) compares of a Markdown body, worked
/// out by the parse, for a source that has a translation and for a translation: a digest of the
/// key (``ReadAlike/key(_:)``) of each text the rule compares whose key is ASCII, and whether any
/// text has a Cyrillic letter, or a key of other scalars.
///
/// The rule tells from these, without reading and parsing either body again, that no text of a
/// translation's body reads as one of its source's (``mayReadAlike(_:asSource:shortToo:)``), and
/// compares the texts themselves only where it cannot: where a digest of one is among the
/// other's (which a collision of digests may make so, and the texts then tell), or where the
/// digests do not stand for the keys.
///
/// - Two ASCII keys are equal exactly when their bytes are, so equal keys have equal digests.
/// - A text with a Cyrillic letter never reads as an ASCII one (``ReadAlike/cannotReadAlike(_:_:)``),
///   so its key is not made: a Russian translation's texts are not keyed against an English source.
/// - A key of other scalars (`café`, `naïve`) may equal another written with other scalars,
///   canonically equivalent (`e` and a combining accent), whose bytes differ: those bodies are
///   compared text by text.
final class ComparedBodyTexts: Sendable {
    /// The digests of the keys of the texts compared at any length (``TranslationLeftInSourceRule/isCompared(_:shortToo:)``).
    let texts: [UInt64]
    /// The digests of the keys of the headings compared only into a language written in another
    /// script: shorter than the texts compared at any length, with a lower-case letter.
    let shortHeadings: [UInt64]
    /// Whether a paragraph or heading has a Cyrillic letter (compared or not; its key is not made).
    let hasCyrillic: Bool
    /// Whether a compared text without a Cyrillic letter has a key that is not ASCII.
    let hasOtherKeys: Bool

    /// The compared texts of a body whose paragraphs and headings are `blockTexts`
    /// (``MarkdownDocument/forEachBlockText(_:)``). A text in ASCII is told compared and keyed
    /// from its bytes; a string is made only of a text that has other scalars but no Cyrillic letter.
    init(_ blockTexts: [MarkdownBlockText]) {
        var texts: [UInt64] = []
        var shortHeadings: [UInt64] = []
        var hasCyrillic = false
        var hasOtherKeys = false
        for block in blockTexts {
            let digest: UInt64
            let long: Bool
            if let ascii = block.utf8.withUnsafeBufferPointer({ Self.asciiText($0, isHeading: block.isHeading) }) {
                guard let compared = ascii else { continue }
                (digest, long) = compared
            } else if block.utf8.withUnsafeBufferPointer(ReadAlike.hasCyrillicLetter) {
                hasCyrillic = true
                continue
            } else {
                let text = block.text
                long = TranslationLeftInSourceRule.isCompared(text)
                guard long || (block.isHeading && TranslationLeftInSourceRule.isCompared(text, shortToo: true)) else { continue }
                let key = ReadAlike.key(text)
                guard ReadAlike.isASCII(key) else {
                    hasOtherKeys = true
                    continue
                }
                digest = ByteWord.digest(of: key)
            }
            if long { texts.append(digest) } else { shortHeadings.append(digest) }
        }
        self.texts = texts
        self.shortHeadings = shortHeadings
        self.hasCyrillic = hasCyrillic
        self.hasOtherKeys = hasOtherKeys
    }

    /// What one pass over an ASCII text finds: the digest of its key, its words, and whether it
    /// has a letter and a lower-case letter outside `{placeholders}`.
    struct KeyedText: Equatable {
        let digest: UInt64
        let words: Int
        let hasLetter: Bool
        let hasLowercase: Bool
    }

    /// An ASCII text (`nil` for any other): `.some(nil)` when it is not compared, else its key's
    /// digest and whether it is compared at any length. The text is told compared in the pass
    /// that keys it, a plain sentence's eight bytes at a time (``plainSentence(_:)``), any
    /// other's a byte at a time (``keyedText(_:)``); the digest of a text not compared is not used.
    private static func asciiText(_ bytes: UnsafeBufferPointer<UInt8>, isHeading: Bool) -> (digest: UInt64, long: Bool)?? {
        guard let text = plainSentence(bytes) ?? keyedText(bytes) else { return nil }
        let fewest = TranslationLeftInSourceRule.fewestWords
        let long = text.words >= fewest && text.hasLetter
        guard long || (isHeading && text.words < fewest && text.hasLowercase) else { return .some(nil) }
        return (text.digest, long)
    }

    /// Any ASCII text keyed and told a byte at a time (``ComparedTextTally``); `nil` for a text
    /// that is not ASCII.
    private static func keyedText(_ bytes: UnsafeBufferPointer<UInt8>) -> KeyedText? {
        var tally = ComparedTextTally()
        guard let digest = ReadAlike.asciiKeyDigest(of: bytes, tallying: &tally) else { return nil }
        return KeyedText(digest: digest, words: tally.words, hasLetter: tally.hasLetter, hasLowercase: tally.hasLowercase)
    }

    /// Whether a text of `translation`'s body may read as one of `source`'s, headings of any
    /// length compared too when `shortToo`: `false` only when the digests tell that none does;
    /// `true` when either is not known (`nil`).
    static func mayReadAlike(_ translation: ComparedBodyTexts?, asSource source: ComparedBodyTexts?, shortToo: Bool) -> Bool {
        guard let translation, let source, !translation.hasOtherKeys, !source.hasOtherKeys,
              !(translation.hasCyrillic && source.hasCyrillic) else { return true }
        let isSources = { (digest: UInt64) in source.texts.contains(digest) || (shortToo && source.shortHeadings.contains(digest)) }
        return translation.texts.contains(where: isSources) || (shortToo && translation.shortHeadings.contains(where: isSources))
    }
}

/// Whether an ASCII text is compared, as ``TranslationLeftInSourceRule/isCompared(_:shortToo:)``
/// tells for ASCII: four words between spaces, tabs and line breaks, and a letter; or, for a
/// heading, a lower-case letter outside `{placeholders}`.
private struct ComparedTextTally: ASCIITally {
    var words = 0
    var hasLetter = false
    var hasLowercase = false
    private var inWord = false
    private var inPlaceholder = false

    @inline(__always)
    mutating func add(_ byte: UInt8, isSpace: Bool) {
        if !isSpace, !inWord { words += 1 }
        inWord = !isSpace
        let lower = byte | 0x20
        if lower &- UInt8(ascii: "a") < 26 {
            hasLetter = true
            if byte == lower, !inPlaceholder { hasLowercase = true }
        } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
            inPlaceholder = byte == UInt8(ascii: "{")
        }
    }
}
