import EaseDiagnostics
@testable import EaseMarkdown
import EaseTestSupport
import Testing

/// Markup CommonMark could not read as meant is found where it is written, and prose that only
/// looks like it (a product of numbers, snake_case, a citation in brackets) is not.
@Suite struct LiteralMarkupFinderTests {
    func find(_ marked: String) -> (found: [MarkdownLiteralMarkup], text: MarkedText) {
        let text = MarkedText(marked)
        let file = SourceFile(path: "t.md", text: text.text)
        return (LiteralMarkupFinder.find(in: CommonMarkParser.parse(text.text, in: file, lineOffset: 0), file: file), text)
    }

    @Test func aHeadingWithoutItsSpace() {
        let (found, text) = find("1️⃣##2️⃣Sleep\n\n> 3️⃣#4️⃣Сон\n")
        #expect(found == [MarkdownLiteralMarkup(.headingWithoutSpace, at: SourceRange(start: text["1️⃣"], end: text["2️⃣"])),
                          MarkdownLiteralMarkup(.headingWithoutSpace, at: SourceRange(start: text["3️⃣"], end: text["4️⃣"]))])
        for prose in ["#1 is rest\n", "##Sleep\nand more\n", "####### seven\n", "# Sleep\n", "`##Sleep`\n"] {
            #expect(find(prose).found.isEmpty, "\(prose.debugDescription)")
        }
    }

    @Test func linksThatDidNotParse() {
        let (found, text) = find("""
        See 1️⃣[small steps] (small-steps.md)2️⃣, 3️⃣[the *list*](my list.md)4️⃣ and 5️⃣[help][nhs]6️⃣.
        Then 7️⃣[more](8️⃣more.md

        """)
        #expect(found == [MarkdownLiteralMarkup(.spaceBeforeDestination, at: SourceRange(start: text["1️⃣"], end: text["2️⃣"])),
                          MarkdownLiteralMarkup(.spaceInDestination(destination: "my list.md"), at: SourceRange(start: text["3️⃣"], end: text["4️⃣"])),
                          MarkdownLiteralMarkup(.undefinedReference(label: "nhs"), at: SourceRange(start: text["5️⃣"], end: text["6️⃣"])),
                          MarkdownLiteralMarkup(.unclosedDestination, at: SourceRange(start: text["7️⃣"], end: text["8️⃣"]))])
    }

    @Test(arguments: ["A citation [1] (Smith, 2005) here.\n", "[sic] and [a] (see above)\n", "[a](b.md) [c][d]\n\n[d]: e.md\n",
                      "\\[a\\] (b.md)\n", "`[a] (b.md)`\n", "[a](<my list.md>)\n", "[a](b.md \"a title)\n"])
    func notALinkMistake(_ text: String) {
        #expect(find(text).found.isEmpty, "\(text.debugDescription): \(find(text).found)")
    }

    @Test func emphasisNeverClosed() {
        let (found, text) = find("1️⃣**2️⃣Worry is a way, and *this* is 3️⃣__4️⃣not.\n\nDone5️⃣**6️⃣ now.\n")
        #expect(found == [MarkdownLiteralMarkup(.unclosedEmphasis(run: "**", opens: true), at: SourceRange(start: text["1️⃣"], end: text["2️⃣"])),
                          MarkdownLiteralMarkup(.unclosedEmphasis(run: "__", opens: true), at: SourceRange(start: text["3️⃣"], end: text["4️⃣"])),
                          MarkdownLiteralMarkup(.unclosedEmphasis(run: "**", opens: false), at: SourceRange(start: text["5️⃣"], end: text["6️⃣"]))])
    }

    @Test(arguments: ["2 * 3 = 6\n", "snake_case and a_b_c\n", "a footnote mark*\n", "\\*not\\*\n", "*fine* and **fine**\n", "`**code`\n",
                      "- * nested list\n", "***\n"])
    func notAnEmphasisMistake(_ text: String) {
        #expect(find(text).found.isEmpty, "\(text.debugDescription): \(find(text).found)")
    }

    /// Whatever the finder finds, the outline's flag said the body may hold it.
    @Test(arguments: ["x ##Sleep\n", "##Sleep\n", "See [a] (b.md)\n", "a long line of words and then **never closed\n"])
    func theFlagIsSet(_ text: String) {
        let file = SourceFile(path: "t.md", text: text)
        let document = CommonMarkParser.parse(text, in: file, lineOffset: 0)
        #expect(document.outline.mayHoldLiteralMarkup || LiteralMarkupFinder.find(in: document, file: file).isEmpty, "\(text.debugDescription)")
    }
}
