import EaseDiagnostics
@testable import EaseMarkdown
import EaseTestSupport
import Testing

/// GitHub's own Markdown, which CommonMark shows as written, is found by its source text, where
/// it is written, and not in code, raw HTML or near-misses GitHub does not take either.
@Suite struct GitHubSyntaxFinderTests {
    func find(_ marked: String) -> (found: [MarkdownGitHubSyntax], text: MarkedText) {
        let text = MarkedText(marked)
        let file = SourceFile(path: "t.md", text: text.text)
        return (GitHubSyntaxFinder.find(in: CommonMarkParser.parse(text.text, in: file, lineOffset: 0), file: file), text)
    }

    @Test func aTableRunsFromItsHeaderToTheEndOfItsParagraph() {
        let (found, text) = find("Before it.\n1️⃣| Activity | Minutes |\n| --- | :---: |\n| Walk | 20 |\n| Dance | 5 |2️⃣\n\nAfter.\n")
        #expect(found == [MarkdownGitHubSyntax(.table(rows: 2), at: SourceRange(start: text["1️⃣"], end: text["2️⃣"]))])
        // Smart punctuation makes the tree's `---` a dash; the source still has it.
        #expect(find("a | b\n--- | ---\n").found.map(\.kind) == [.table(rows: 0)])
        #expect(find("> | a | b |\n> |---|---|\n> | 1 | 2 |\n").found.map(\.kind) == [.table(rows: 1)])
        #expect(find("- | a |\n  | - |\n").found.map(\.kind) == [.table(rows: 0)])
    }

    @Test(arguments: ["| a | b |\n| --- |\n", "| a \\| b |\n| --- | --- |\n", "a | b\n-- x --- | ---\n",
                      "| a | b |\n\n| --- | --- |\n", "`| a | b |`\n", "    | a | b |\n    | - | - |\n", "Costs 5 | 6.\n"])
    func notATable(_ text: String) {
        #expect(find(text).found.isEmpty, "\(text.debugDescription)")
    }

    @Test func struckTextIsFoundWithItsTildesInTextEmphasisAndAcrossLines() {
        let (found, text) = find("A 1️⃣~~brisk~~2️⃣ walk, *3️⃣~~fast~~4️⃣*, 5️⃣~~over\ntwo lines~~6️⃣.\n\n## 7️⃣~~Old~~8️⃣ New\n")
        #expect(found.map(\.range) == [SourceRange(start: text["1️⃣"], end: text["2️⃣"]), SourceRange(start: text["3️⃣"], end: text["4️⃣"]),
                                       SourceRange(start: text["5️⃣"], end: text["6️⃣"]), SourceRange(start: text["7️⃣"], end: text["8️⃣"])])
        #expect(found.allSatisfy { $0.kind == .strikethrough })
    }

    @Test(arguments: ["Use `~~x~~` here.\n", "a ~~ b ~~ c\n", "\\~~not\\~~\n", "one ~~ only\n", "~~~\ncode~~x~~\n~~~\n",
                      "about ~5 to ~10 minutes\n", "![~~alt~~](x.png)\n", "~~~three~~~\n"])
    func notStruck(_ text: String) {
        #expect(!find(text).found.contains { $0.kind == .strikethrough }, "\(text.debugDescription)")
    }

    @Test func taskBoxesOpenListItems() {
        let (found, text) = find("- 1️⃣[ ]2️⃣ walk\n- 3️⃣[x]4️⃣ run\n1. 5️⃣[X]6️⃣\tdone\n- plain [ ] later\n- [y] no\n- [ ]\n- text\n\n  [ ] second block\n")
        #expect(found == [MarkdownGitHubSyntax(.taskListItem, at: SourceRange(start: text["1️⃣"], end: text["2️⃣"])),
                          MarkdownGitHubSyntax(.taskListItem, at: SourceRange(start: text["3️⃣"], end: text["4️⃣"])),
                          MarkdownGitHubSyntax(.taskListItem, at: SourceRange(start: text["5️⃣"], end: text["6️⃣"]))])
        #expect(find("[ ] not in a list\n").found.isEmpty)
    }

    @Test func aFootnoteIsOneFindingAtItsDefinitionWithItsReferences() {
        let (found, text) = find("Walk1️⃣[^walk]2️⃣ and again3️⃣[^walk]4️⃣, rest5️⃣[^2]6️⃣.\n\n7️⃣[^walk]:8️⃣ Ten minutes.\n")
        #expect(found == [
            MarkdownGitHubSyntax(.footnote(label: "walk"), at: SourceRange(start: text["7️⃣"], end: text["8️⃣"]),
                                 otherPlaces: [SourceRange(start: text["1️⃣"], end: text["2️⃣"]), SourceRange(start: text["3️⃣"], end: text["4️⃣"])]),
            MarkdownGitHubSyntax(.footnote(label: "2"), at: SourceRange(start: text["5️⃣"], end: text["6️⃣"])),
        ])
        // A definition with an address is a CommonMark link reference definition: the reference is a link.
        let (linked, linkedText) = find("See1️⃣[^src]2️⃣.\n\n[^src]: https://example.org\n")
        #expect(linked == [MarkdownGitHubSyntax(.footnote(label: "src"), at: SourceRange(start: linkedText["1️⃣"], end: linkedText["2️⃣"]))])
        for text in ["`[^1]`\n", "[^ 1]\n", "[^]\n", "[link](^1.md)\n", "a[^1](x.md)\n"] {
            #expect(find(text).found.isEmpty, "\(text.debugDescription)")
        }
    }

    @Test func aWebAddressWrittenAsTextEndsBeforeTheSentencesPunctuation() {
        let (found, text) = find("See 1️⃣https://example.org/worry2️⃣. Or (3️⃣http://en.wikipedia.org/wiki/Worry_(psychology)4️⃣).\n\n## 5️⃣HTTPS://x.org/a?b=c6️⃣\n")
        #expect(found == [MarkdownGitHubSyntax(.webAddress("https://example.org/worry"), at: SourceRange(start: text["1️⃣"], end: text["2️⃣"])),
                          MarkdownGitHubSyntax(.webAddress("http://en.wikipedia.org/wiki/Worry_(psychology)"), at: SourceRange(start: text["3️⃣"], end: text["4️⃣"])),
                          MarkdownGitHubSyntax(.webAddress("HTTPS://x.org/a?b=c"), at: SourceRange(start: text["5️⃣"], end: text["6️⃣"]))])
        // It ends at any white space: a vertical tab, a no-break space (the markdown fuzz target's finding).
        #expect(find("https://example.os\u{0B}//example.org\n").found.map(\.kind) == [.webAddress("https://example.os")])
        #expect(find("https://example.org\u{A0}next\n").found.map(\.kind) == [.webAddress("https://example.org")])
        // And at a `>`, which no link in angle brackets holds (the fix fuzz target's finding: the
        // fix-it `<…>` wrote it back after the address, one more each round of `--fix`).
        #expect(find("a http://example.org>>, b\n").found.map(\.kind) == [.webAddress("http://example.org")])
        // GitHub links an address that starts with `www.` too, where a word starts.
        let (www, wwwText) = find("Visit 1️⃣www.nhs.uk/anxiety2️⃣. (3️⃣www.example.org4️⃣) *5️⃣www.x.org6️⃣*\n")
        #expect(www == [MarkdownGitHubSyntax(.webAddress("www.nhs.uk/anxiety"), at: SourceRange(start: wwwText["1️⃣"], end: wwwText["2️⃣"])),
                        MarkdownGitHubSyntax(.webAddress("www.example.org"), at: SourceRange(start: wwwText["3️⃣"], end: wwwText["4️⃣"])),
                        MarkdownGitHubSyntax(.webAddress("www.x.org"), at: SourceRange(start: wwwText["5️⃣"], end: wwwText["6️⃣"]))])
        #expect(find("https://www.example.org/a\n").found.map(\.kind) == [.webAddress("https://www.example.org/a")])
        // An address in an address is one.
        #expect(find("https://web.archive.org/web/1/https://example.org\n").found.map(\.kind) == [.webAddress("https://web.archive.org/web/1/https://example.org")])
    }

    @Test(arguments: ["<https://example.org>\n", "[https://example.org](https://example.org)\n", "`https://example.org`\n",
                      "    https://example.org\n", "xhttps://example.org\n", "ftp://example.org\n", "https:// nothing\n",
                      "![https://example.org](a.png)\n", "<a href=\"https://example.org\">x</a>\n", "[x]: https://example.org\n",
                      "awww.example.org/a\n", "www. example.org/a\n", "www.\n", "WWW.example.org/a\n", "[www.example.org/a](x.md)\n"])
    func notABareAddress(_ text: String) {
        #expect(!find(text).found.contains { if case .webAddress = $0.kind { true } else { false } }, "\(text.debugDescription)")
    }

    @Test func anAlertIsItsMarkerLineOpeningAQuote() {
        let (found, text) = find("> 1️⃣[!Warning]2️⃣\n> Check first.\n\n> [!NOTE] on one line\n\n> Text\n> [!TIP]\n\n> [!ASIDE]\n")
        #expect(found == [MarkdownGitHubSyntax(.alert(type: "Warning"), at: SourceRange(start: text["1️⃣"], end: text["2️⃣"]))])
        #expect(find("> [!caution]\n").found.map(\.kind) == [.alert(type: "Caution")])
    }
}

/// The outline's flag says which bodies the finder could find anything in: set by a marker's
/// character in text (anywhere text is: links, emphasis, headings, quotes, lists), equal in both
/// ways an outline is made, clear for code and for text without one.
@Suite struct GitHubSyntaxFlagTests {
    @Test(arguments: ["| a | b |\n| - | - |\n", "~~x~~\n", "- [ ] task\n", "note[^1]\n", "> [!NOTE]\n> x\n", "*a~b*\n",
                      "[a|b](x.md)\n", "# Title ^\n", "a long line of words before the marker comes | here\n", "see https://example.org\n",
                      "see www.nhs.uk for more\n", "(www.nhs.uk)\n", "*www.x.org*\n"])
    func setWhereAMarkerIsInText(_ text: String) {
        let file = SourceFile(path: "t.md", text: text)
        let outline = CommonMarkParser.outline(Substring(text), in: file, lineOffset: 0)
        #expect(outline.mayHoldLiteralMarkup, "\(text.debugDescription)")
        #expect(outline == CommonMarkParser.parse(text, in: file, lineOffset: 0).outline)
    }

    @Test(arguments: ["Plain text, with punctuation: (a) 'b' \"c\" {d @e #f $g %h &amp; *i* ok.\n", "Code `a | b ~~c~~ [^1]` only.\n",
                      "```\n| a | b |\n~~~\n```\n", "[a link](x.md) and ![an image](y.png)\n", "Wow, a window: we saw it. Wait.\n"])
    func clearWithoutOne(_ text: String) {
        let file = SourceFile(path: "t.md", text: text)
        let outline = CommonMarkParser.outline(Substring(text), in: file, lineOffset: 0)
        #expect(!outline.mayHoldLiteralMarkup, "\(text.debugDescription)")
        #expect(outline == CommonMarkParser.parse(text, in: file, lineOffset: 0).outline)
    }

    /// The markers are found by the word counter's sixteen- and eight-byte steps and its last bytes alike.
    @Test func theWordCounterFindsAMarkerAtEveryOffset() {
        for length in 1...40 {
            for offset in 0..<length {
                for marker in ["|", "~", "]", "^", "/", "*"] {
                    var bytes = Array(repeating: "a", count: length)
                    bytes[offset] = marker
                    var text = WordCounter(), code = WordCounter()
                    text.add(text: Substring(bytes.joined()))
                    code.add(Substring(bytes.joined()))
                    #expect(text.sawLiteralMarkupMarker && !code.sawLiteralMarkupMarker, "\(length) \(offset) \(marker)")
                }
                // `www` at every offset (its three `w`s straddle any of the counter's pieces), and a
                // `w` alone, which is no marker.
                if offset + 3 <= length {
                    var bytes = Array(repeating: "a", count: length)
                    bytes.replaceSubrange(offset..<(offset + 3), with: ["w", "w", "w"])
                    var text = WordCounter()
                    text.add(text: Substring(bytes.joined()))
                    #expect(text.sawLiteralMarkupMarker, "\(length) \(offset) www")
                }
                var single = Array(repeating: "a", count: length)
                single[offset] = "w"
                var text = WordCounter()
                text.add(text: Substring(single.joined()))
                #expect(!text.sawLiteralMarkupMarker, "\(length) \(offset) w")
            }
            var plain = WordCounter()
            plain.add(text: Substring(String(repeating: "abc {[!( a: b. ", count: length)))
            #expect(!plain.sawLiteralMarkupMarker)
        }
    }
}
