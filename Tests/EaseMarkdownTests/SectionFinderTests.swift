import EaseDiagnostics
@testable import EaseMarkdown
import EaseTestSupport
import Testing

/// Sections a reader moving by headings would find no help in are found at their headings, as
/// the outline follows the sections; headings that only look alike (under other parents, at
/// other levels) and bold text that is a sentence are not.
@Suite struct SectionFinderTests {
    func find(_ marked: String) -> (found: [MarkdownUnclearSection], text: MarkedText, outline: MarkdownOutline) {
        let text = MarkedText(marked)
        let file = SourceFile(path: "t.md", text: text.text)
        let document = CommonMarkParser.parse(text.text, in: file, lineOffset: 0)
        return (SectionFinder.find(in: document, file: file), text, document.outline)
    }

    func summary(_ found: [MarkdownUnclearSection]) -> [String] {
        found.map { finding in
            switch finding.kind {
            case .empty(let next): "empty \(finding.heading.text) -> \(next?.text ?? "end")"
            case .repeated(let first, let parent): "repeated \(finding.heading.text) (line \(first.range.start.line)) under \(parent?.text ?? "page")"
            case .boldLine(let text, let level): "bold \(text) at \(level)"
            }
        }
    }

    @Test func aHeadingWithNothingUnderItBeforeItsLevelOrTheEnd() {
        let (found, text, outline) = find("""
        # Title

        1️⃣## Sleep
        ## Rest

        Words.

        ## Parts
        ### One

        One.

        ---

        2️⃣## Last
        """)
        #expect(summary(found) == ["empty Sleep -> Rest", "empty Last -> end"])
        #expect(found.map(\.heading.range.start) == [text["1️⃣"], text["2️⃣"]])
        #expect(outline.mayHoldUnclearSection && !outline.mayHoldBoldHeading)
    }

    @Test func aHeadingWithoutWordsIsNeitherEmptyNorARepeat() {
        // `heading.no-words` reports these; the fuzzer found the first (cmark gives it no width).
        for text in [">- #", "## 😰\n## 😰\n\n## ???"] {
            #expect(find(text).found.isEmpty, "\(text.debugDescription): \(summary(find(text).found))")
        }
    }

    @Test func aTitleAndAHeadingOverDeeperOnesAreNotEmpty() {
        let (found, _, outline) = find("# Title\n## Part\n### One\n\n- item\n\n## Two\n\n> quoted\n")
        #expect(found.isEmpty, "\(summary(found))")
        #expect(!outline.mayHoldUnclearSection)
    }

    @Test func siblingsThatReadAlikeButNotCousins() {
        let (found, text, _) = find("""
        ## Adults

        ### Tips

        A.

        1️⃣### tips!

        B.

        ## Children

        ### Tips

        C.

        2️⃣## Adults

        D.
        """)
        #expect(summary(found) == ["repeated tips! (line 3) under Adults", "repeated Adults (line 1) under page"])
        #expect(found.map(\.heading.range.start) == [text["1️⃣"], text["2️⃣"]])
    }

    @Test func aBoldLineAloneTakesTheLevelOfTheHeadingBeforeIt() {
        let (found, text, outline) = find("""
        # Title

        Intro.

        1️⃣**Sleep *well***

        Text.

        ### Deeper

        Text.

        2️⃣__Walk__

        - a list
        """)
        // Before any section heading, the level the body's sections start at.
        #expect(summary(found) == ["bold Sleep *well* at 3", "bold Walk at 3"])
        #expect(found.map(\.heading.range.start) == [text["1️⃣"], text["2️⃣"]])
        #expect(outline.mayHoldBoldHeading && !outline.mayHoldUnclearSection)
        #expect(summary(find("Intro.\n\n**Sleep**\n\nText.\n").found) == ["bold Sleep at 2"])
        // The fuzzer's: the paragraph's range takes in the spaces around the bold line; the finding's does not.
        let (spaced, spacedText, _) = find("Intro.\n\n 1️⃣**Sleep**2️⃣ \n\nText.\n")
        #expect(spaced.map(\.heading.range) == [SourceRange(start: spacedText["1️⃣"], end: spacedText["2️⃣"])])
    }

    @Test(arguments: ["**Note:**\n\nText.\n", "**Call your doctor if it gets worse.**\n\nText.\n", "Intro\n\n**Last line alone**\n",
                      "**one two three four five six seven eight nine**\n\nText.\n", "**Bold** and more\n\nText.\n",
                      "- **Item**\n\nText.\n", "> **Quoted**\n\nText.\n", "**Two\nlines**\n\nText.\n"])
    func boldTextThatIsNoHeading(_ text: String) {
        #expect(find(text).found.isEmpty, "\(text.debugDescription): \(summary(find(text).found))")
    }
}
