@testable import EaseCore
import EaseBytes
import EaseMarkdown
import EaseTestSupport
import Testing

/// What the parse keeps of a body for `l10n.untranslated` (``ComparedBodyTexts``) is what the rule
/// reads of its texts, and its digests never pass over a translation's text that reads as its
/// source's.
@Suite struct ComparedBodyTextsTests {
    /// The definition, from strings: each text compared as the rule compares it, keyed, and the
    /// key's digest kept when the key is ASCII; a text with a Cyrillic letter not keyed.
    static func defined(_ blocks: [MarkdownBlockText]) -> (texts: [UInt64], shortHeadings: [UInt64], hasCyrillic: Bool, hasOtherKeys: Bool) {
        var result: (texts: [UInt64], shortHeadings: [UInt64], hasCyrillic: Bool, hasOtherKeys: Bool) = ([], [], false, false)
        for block in blocks {
            let text = block.text
            if ReadAlike.hasCyrillicLetter(text) {
                result.hasCyrillic = true
                continue
            }
            let long = TranslationLeftInSourceRule.isCompared(text)
            guard long || (block.isHeading && TranslationLeftInSourceRule.isCompared(text, shortToo: true)) else { continue }
            let key = ReadAlike.key(text)
            guard ReadAlike.isASCII(key) else {
                result.hasOtherKeys = true
                continue
            }
            if long { result.texts.append(ByteWord.digest(of: key)) } else { result.shortHeadings.append(ByteWord.digest(of: key)) }
        }
        return result
    }

    static let pieces = ["Worry", "time", "OK", "NHS", "111", " ", "  ", "\t", "\n", "\r\n", ".", "?", "!", "…", "{name}", "{", "}",
                         "’", "café", "\u{212A}", "e\u{301}", "Тревога", "ёж", "-", "*", "A", "z"]

    static func block(_ generator: inout SeededGenerator, pieces: [String] = pieces, most: Int = 9) -> MarkdownBlockText {
        MarkdownBlockText(utf8: Array(generator.text(of: pieces, most: most).utf8), isHeading: Bool.random(using: &generator))
    }

    @Test func eachTextIsToldAndKeyedAsTheRuleReadsIt() {
        var generator = SeededGenerator(seed: 0xC0DE_7E27)
        for _ in 0..<5_000 {
            let block = Self.block(&generator)
            let compared = ComparedBodyTexts([block])
            let defined = Self.defined([block])
            #expect(compared.texts == defined.texts && compared.shortHeadings == defined.shortHeadings
                    && compared.hasCyrillic == defined.hasCyrillic && compared.hasOtherKeys == defined.hasOtherKeys,
                    "\(block.text.debugDescription), heading: \(block.isHeading)")
        }
        // ASCII alone, compared at any length, as a short heading, and not at all.
        let texts = ComparedBodyTexts([MarkdownBlockText(utf8: Array("Four words are  enough.".utf8), isHeading: false),
                                       MarkdownBlockText(utf8: Array("Sleep".utf8), isHeading: true),
                                       MarkdownBlockText(utf8: Array("NHS 111 {name}".utf8), isHeading: true),
                                       MarkdownBlockText(utf8: Array("Sleep".utf8), isHeading: false)])
        #expect(texts.texts == [ByteWord.digest(of: "four words are enough")])
        #expect(texts.shortHeadings == [ByteWord.digest(of: "sleep")])
        #expect(!texts.hasCyrillic && !texts.hasOtherKeys)
    }

    /// Whether a text of the translation's body reads as one of the source's, as the rule finds it
    /// from strings (a Russian text against a source all in ASCII left out, as the rule leaves it).
    static func readsAlike(_ translation: [MarkdownBlockText], asSource source: [MarkdownBlockText], shortToo: Bool) -> Bool {
        func keys(_ blocks: [MarkdownBlockText]) -> [String] {
            blocks.filter { TranslationLeftInSourceRule.isCompared($0.text, shortToo: $0.isHeading && shortToo) }.map(\.text)
        }
        let sourceKeys = Set(keys(source).map(ReadAlike.key))
        let asciiSource = sourceKeys.allSatisfy(ReadAlike.isASCII)
        return keys(translation).contains { text in
            !(asciiSource && ReadAlike.hasCyrillicLetter(text)) && sourceKeys.contains(ReadAlike.key(text))
        }
    }

    @Test func aTranslationWithATextThatReadsAsTheSourcesIsNeverPassedOver() {
        var generator = SeededGenerator(seed: 0x7A15_1A7E)
        let english = ["Worry is loud", "today", "A brisk walk counts", "Sleep", "Don’t", "don't", "OK", "  ", " ", ".", "\u{212A}", "café"]
        let russian = ["Тревога громкая", "сегодня", "Сон", "  ", " ", ".", "ёж"]
        var passedOver = 0
        var readAlike = 0
        for round in 0..<3_000 {
            let sourceBlocks = (0..<Int.random(in: 0...5, using: &generator)).map { _ in Self.block(&generator, pieces: english, most: 6) }
            // A translation in Russian, with some of the source's texts, or English ones, left in it.
            var translationBlocks = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                Self.block(&generator, pieces: round % 3 == 0 ? english : russian, most: 6)
            }
            if round % 4 == 0, let left = sourceBlocks.randomElement(using: &generator) { translationBlocks.append(left) }
            let shortToo = Bool.random(using: &generator)
            let digests = ComparedBodyTexts.mayReadAlike(ComparedBodyTexts(translationBlocks), asSource: ComparedBodyTexts(sourceBlocks),
                                                         shortToo: shortToo)
            let exact = Self.readsAlike(translationBlocks, asSource: sourceBlocks, shortToo: shortToo)
            #expect(!exact || digests, "\(translationBlocks.map(\.text)) against \(sourceBlocks.map(\.text))")
            if !digests { passedOver += 1 }
            if exact { readAlike += 1 }
        }
        // Both kinds of pair came up: the digests spared most bodies, and caught every left text.
        #expect(passedOver > 1_000)
        #expect(readAlike > 200)
        // Bodies not worked out by a parse are always read.
        #expect(ComparedBodyTexts.mayReadAlike(nil, asSource: ComparedBodyTexts([]), shortToo: false))
        #expect(ComparedBodyTexts.mayReadAlike(ComparedBodyTexts([]), asSource: nil, shortToo: true))
    }

    /// The check's parse works them out for translations and their sources only, from the same
    /// walk as the outline: they equal those of the body's tree.
    @Test(arguments: [MarkdownRetention.outlines, .outlinesRereading, .outlinesSpillingTrees, .trees])
    func theParseWorksThemOutForTranslationsAndTheirSources(_ retention: MarkdownRetention) throws {
        let catalog = ContentPipeline(retention: retention).check(contentRoot: ContentFixture.sampleContent).catalog
        let translated = ContentPipeline.translatedSources(catalog.documents.map { (relativePath: $0.source.relativePath, locale: $0.source.locale) })
        var compared = 0
        for document in catalog.documents {
            let isCompared = document.source.locale != nil || translated.contains(document.source.relativePath)
            guard isCompared, retention != .trees else {
                // A catalog of trees (the preview's) has the rule read the trees themselves.
                #expect(document.comparedTexts == nil, "\(document.path)")
                continue
            }
            let texts = try #require(document.comparedTexts, "\(document.path)")
            let tree = ComparedBodyTexts(document.markdown().blockTexts)
            #expect(texts.texts == tree.texts && texts.shortHeadings == tree.shortHeadings && texts.hasCyrillic == tree.hasCyrillic
                    && texts.hasOtherKeys == tree.hasOtherKeys, "\(document.path)")
            compared += 1
        }
        #expect(retention == .trees ? compared == 0 : compared > 4)
    }
}

/// A plain sentence is keyed and told compared eight bytes at a time as the byte-at-a-time pass does it.
@Suite struct PlainSentenceTests {
    /// The byte-at-a-time pass's answer: the key's digest, the words, whether there is a letter
    /// and a lower-case letter.
    static func byteAtATime(_ text: String) -> ComparedBodyTexts.KeyedText? {
        let bytes = Array(text.utf8)
        var words = 0, hasLetter = false, hasLowercase = false, inWord = false
        for byte in bytes {
            let isSpace = byte == 0x20
            if !isSpace, !inWord { words += 1 }
            inWord = !isSpace
            if (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") {
                hasLetter = true
                if byte >= UInt8(ascii: "a") { hasLowercase = true }
            }
        }
        let digest = bytes.withUnsafeBufferPointer(ReadAlike.asciiKeyDigest)
        return digest.map { ComparedBodyTexts.KeyedText(digest: $0, words: words, hasLetter: hasLetter, hasLowercase: hasLowercase) }
    }

    static func plainSentence(_ text: String) -> ComparedBodyTexts.KeyedText? {
        Array(text.utf8).withUnsafeBufferPointer(ComparedBodyTexts.plainSentence)
    }

    @Test func aPlainSentenceIsReadAsAByteAtATime() {
        var generator = SeededGenerator(seed: 0x5E47_E7CE)
        let words = ["Worry", "time", "OK", "NHS", "111", "a", "Z", "@", "[x]", "`code`", "done.", "why?", "so!", ".", "-", "~",
                     "calm-and-slow", "WAIT", "x_y", "Zz", "^", "`"]
        var plain = 0
        for _ in 0..<5_000 {
            let count = Int.random(in: 1...24, using: &generator)
            let text = (0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
            let sentence = Self.plainSentence(text)
            #expect(sentence != nil, "\(text)")
            #expect(sentence == Self.byteAtATime(text), "\(text)")
            if sentence != nil { plain += 1 }
        }
        #expect(plain == 5_000)
    }

    /// Anything else is left to the byte-at-a-time pass: two spaces in a row (also across a
    /// word's end), a space at either end, a tab or line break, a placeholder's brace, a byte
    /// that is not ASCII, DEL, and no text at all.
    @Test func anyOtherTextIsNotAPlainSentence() {
        for text in ["two  spaces", "1234567  x", "12345678 1234567  9", " leading", "trailing ", "tab\there", "line\nbreak", "{name} here",
                     "brace}", "café au lait", "del\u{7F}", "", " "] {
            #expect(Self.plainSentence(text) == nil, "\(text.debugDescription)")
        }
        #expect(Self.plainSentence("One two three four.") == Self.byteAtATime("One two three four."))
    }
}
