@testable import EaseMarkdown
import EaseDiagnostics
import Testing

@Suite struct WordCounterTests {
    /// Words separated by space, line feed, tab or carriage return, counted byte by byte.
    func reference(_ texts: [String]) -> Int {
        var count = 0, inWord = false
        for byte in texts.joined().utf8 {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
            if !isSpace && !inWord { count += 1 }
            inWord = !isSpace
        }
        return count
    }

    @Test func countsAsByteByByteOverRandomText() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        // Control bytes other than the four spaces (0x01, 0x0B, 0x1F) and the first byte above them (`!`) are word bytes.
        let pieces = [" ", "\n", "\t", "\r", "a", "word", "é", "🙂", "\u{0B}", "\u{A0}", "  ", "x", "\u{01}", "\u{1F}", "!"]
        for _ in 0..<3_000 {
            let texts = (0..<(1 + next(3))).map { _ in (0..<next(30)).map { _ in pieces[next(pieces.count)] }.joined() }
            var counter = WordCounter()
            for text in texts { counter.add(Substring(text)) }
            #expect(counter.count == reference(texts), "\(texts.debugDescription)")
        }
    }
}

/// `containsRawHTML`, found with the words: set for raw HTML anywhere a rule could report it
/// (blocks, inlines inside emphasis, links, headings, quotes and lists), clear otherwise.
@Suite struct RawHTMLFlagTests {
    func document(_ text: String) -> MarkdownDocument {
        CommonMarkParser.parse(text, in: SourceFile(path: "t.md", text: text), lineOffset: 0)
    }

    @Test(arguments: ["<div>block</div>\n", "Text with <b>inline</b> HTML.\n", "*emphasis <br> inside*\n",
                      "[a link <span>x</span>](other.md)\n", "# Heading <em>x</em>\n", "> quoted <i>x</i>\n",
                      "- item\n  - nested <kbd>x</kbd>\n", "<!-- a comment -->\n"])
    func setWhereverRawHTMLIs(_ text: String) {
        #expect(document(text).containsRawHTML)
    }

    @Test(arguments: ["Plain *text* with `<code>` in a span.\n", "```\n<div>in a fence</div>\n```\n", "a < b > c &amp; d\n",
                      "![alt](x.png) and [link](y.md)\n"])
    func clearWithoutRawHTML(_ text: String) {
        #expect(!document(text).containsRawHTML)
    }
}
