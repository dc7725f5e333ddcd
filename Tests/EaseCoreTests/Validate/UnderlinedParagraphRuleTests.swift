@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A paragraph made a heading by a `---` or `===` written right under it is a warning at the
/// underline, with a fix-it that makes the line a dividing line (or removes a `===`); the empty
/// section it leaves before it is not reported as well.
@Suite struct UnderlinedParagraphRuleTests {
    @Test func aParagraphUnderlinedIsAWarningAtItsUnderline() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("lines", title: "Lines", body: """
        # Lines

        ## Why it lingers

        0️⃣With constant worry, the alarm rarely
        switches off. Muscles stay tense.
        1️⃣---

        ## Sleep

        2️⃣Sleep comes more easily after a walk.
        3️⃣===4️⃣
        Text after it.

        ## Quoted

        > Words in a quote that go on
        > over a second line.
        > 5️⃣---
        """)
        let run = PipelineRun(fixture)
        let findings = run.diagnostics(in: "readings/lines.md").filter { $0.id.hasPrefix("heading.") }
        #expect(findings.map(\.id) == ["heading.underlined-paragraph", "heading.underlined-paragraph", "heading.underlined-paragraph"], "\(run.problemList)")
        #expect(findings.map { $0.location?.range.start } == [page["1️⃣"], page["3️⃣"], page["5️⃣"]])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(findings[0].message == "the '---' right under these 2 lines makes them a heading: the page would show 'With constant worry, the alarm rarely…' in large type, and its table of contents and a screen reader's list of headings give it as a section")
        #expect(findings[0].notes.first?.location?.range.start == page["0️⃣"])
        let blankLine = try #require(findings[0].fixIts.first)
        #expect(blankLine.replacement == "\n")
        #expect(blankLine.range == SourceRange(at: page["1️⃣"]))
        #expect(findings[1].message.hasPrefix("the '===' right under this sentence makes it a heading: the page would show 'Sleep comes more easily after a walk.'"))
        let removal = try #require(findings[1].fixIts.first)
        #expect(removal.replacement == "")
        #expect(removal.range == SourceRange(start: SourcePosition(line: page["2️⃣"].line, column: 38), end: page["4️⃣"]))
        // Inside a quote the line's markers come first: no fix-it.
        #expect(findings[2].fixIts.isEmpty)
    }

    @Test func theBlankLineFixItWritesTheFilesOwnLineBreak() throws {
        let fixture = try ContentFixture()
        let text = "---\r\nid: crlf\r\ntitle: CRLF\r\nsummary: S\r\nsource: { title: T, author: A, year: 2020, pages: \"1\" }\r\n---\r\n\r\n# CRLF\r\n\r\nWith constant worry, the alarm rarely\r\nswitches off.\r\n---\r\n\r\nText.\r\n"
        try fixture.write("readings/crlf.md", text)
        let run = PipelineRun(fixture)
        let finding = try run.only("heading.underlined-paragraph", in: "readings/crlf.md")
        let fixIt = try #require(finding.fixIts.first)
        #expect(fixIt.replacement == "\r\n")
        #expect(fixIt.applied(to: text).contains("switches off.\r\n\r\n---\r\n"))
        try fixture.write("readings/crlf.md", fixIt.applied(to: text))
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "heading.underlined-paragraph" })
    }

    @Test func aShortUnderlinedHeadingIsAHeading() throws {
        let fixture = try ContentFixture()
        _ = try fixture.writeReading("short", title: "Short", body: """
        # Short

        Common sensations
        -----------------

        Text under it.

        What helps?
        ===

        Text.
        """)
        let run = PipelineRun(fixture)
        #expect(!run.diagnostics(in: "readings/short.md").contains { $0.id.hasPrefix("heading.") }, "\(run.problemList)")
    }

    @Test func theFixItsMakeTheLineADividingLineOrRemoveIt() throws {
        let fixture = try ContentFixture()
        _ = try fixture.writeReading("fixed", title: "Fixed", body: """
        # Fixed

        ## Why it lingers

        With constant worry, the alarm rarely
        switches off.

        ---

        ## Sleep

        Sleep comes more easily after a walk.
        Text after it.
        """)
        let run = PipelineRun(fixture)
        #expect(!run.diagnostics(in: "readings/fixed.md").contains { $0.id.hasPrefix("heading.") }, "\(run.problemList)")
    }

    @Test func theOpeningOfALongTextEndsAtAWord() {
        #expect(UnderlinedParagraphRule.opening(of: "Short text.") == "Short text.")
        #expect(UnderlinedParagraphRule.opening(of: "Slow breathing, gentle movement and rest all signal safety") == "Slow breathing, gentle movement and…")
        #expect(UnderlinedParagraphRule.opening(of: "Slow breathing, gentle movement, rest, all signal safety now") == "Slow breathing, gentle movement, rest…")
    }

    @Test func theSampleHasNone() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "heading.underlined-paragraph" })
    }
}
