@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// A plain scalar YAML folds from several lines has a range to its last line, so that a fix-it
/// written over it replaces all of it.
@Suite struct YAMLFoldedScalarTests {
    func read(_ marked: String) -> (YAMLReader.Result, MarkedText) {
        let text = MarkedText(marked)
        let file = SourceFile(path: "t.md", text: text.text)
        let parts = try! FrontMatterSplitter.split(file).get()
        return (YAMLReader(file: file, lineOffset: 1).read(parts.yaml), text)
    }

    @Test func aValueOverTwoLinesEndsOnTheSecond() throws {
        let (result, text) = read("---\nid: a\nsummary: 1️⃣A long summary that goes  \n    on to the next line.2️⃣\ntitle: 3️⃣T4️⃣\n---\n")
        let summary = try #require(result.root?["summary"])
        #expect(summary.string == "A long summary that goes on to the next line.")
        #expect(summary.range == SourceRange(start: text["1️⃣"], end: text["2️⃣"]))
        #expect(result.root?["title"]?.range == SourceRange(start: text["3️⃣"], end: text["4️⃣"]), "a one-line value as before")
    }

    @Test func blankLinesBetweenItsLinesAreLineFeedsAndCarriageReturnsAreNotWords() throws {
        let (result, text) = read("---\r\nid: a\r\nsummary: 1️⃣One\r\n\r\n  two\r\n  three2️⃣\r\ntitle: T\r\n---\r\n")
        let summary = try #require(result.root?["summary"])
        #expect(summary.string == "One\ntwo three")
        #expect(summary.range == SourceRange(start: text["1️⃣"], end: text["2️⃣"]))
    }

    /// Inside a flow collection a value ends before the `,`, `]` or `}` after it; one that starts
    /// mid-line after another keeps its first line's end when that line holds more than it.
    @Test func aValueContinuedInsideAFlowCollectionEndsBeforeItsComma() throws {
        let (result, text) = read("---\nid: a\nsource: { title: 1️⃣A long\n  title2️⃣, author: B }\nrelated: [a, 3️⃣deep-\rthing ]\ntitle: T\n---\n")
        let title = try #require(result.root?["source"]?["title"])
        #expect(title.string == "A long title")
        #expect(title.range == SourceRange(start: text["1️⃣"], end: text["2️⃣"]))
        let related = try #require(result.root?["related"]?.items?.last)
        #expect(related.string == "deep- thing")
        // A lone carriage return ends a line of the file (and of YAML): the value ends on the next, after `thing`.
        #expect(related.range == SourceRange(start: text["3️⃣"], end: SourcePosition(line: 6, column: 6)))
    }

    /// The fuzz target's finding: an invalid id continued on the next line, whose fix-it replaced
    /// the first line alone, so every round of `--fix` offered a longer one.
    @Test func anIdsFixItReplacesAllOfAFoldedValue() throws {
        let fixture = try ContentFixture()
        let reading = "---\nid: calm\n 0 seconds.\ntitle: Calm\nsummary: A reading.\nsource: { title: T, author: A, publisher: P, year: 2020, pages: \"1\" }\n---\n\n# Calm\n\nWords.\n"
        try fixture.write("readings/calm.md", reading)
        let action = CheckAction(contentRoot: fixture.root, warningsAsErrors: false)
        let first = action.performFixing()
        #expect(first.files.flatMap(\.made).map(\.message).contains("use 'calm-0-seconds'"))
        let fixed = try String(contentsOfFile: fixture.path("readings/calm.md"), encoding: .utf8)
        #expect(fixed.hasPrefix("---\nid: calm-0-seconds\ntitle: Calm\n"), "\(fixed)")
        #expect(action.performFixing().madeCount == 0)
    }
}
