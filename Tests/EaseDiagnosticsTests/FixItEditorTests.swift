import EaseDiagnostics
import Testing

/// Fix-its made in a file's text: all that do not touch, in file order; the rest left.
@Suite struct FixItEditorTests {
    private func fix(_ line: Int, _ start: Int, _ end: Int, _ replacement: String) -> FixIt {
        FixIt("write '\(replacement)'", replacing: SourceRange(start: SourcePosition(line: line, column: start), end: SourcePosition(line: line, column: end)),
              with: replacement)
    }

    @Test func fixItsAreMadeAtTheirPlacesWhateverTheirOrder() {
        let file = SourceFile(path: "a.md", text: "titel: Caf\u{E9} 😰 x\nrelated: [what-is-gd]\n")
        // Columns count scalars: "x" is column 15, on a line with a two-byte and a four-byte one before it.
        let later = fix(2, 11, 21, "what-is-gad")
        let first = fix(1, 1, 6, "title")
        let multibyte = fix(1, 15, 16, "y")
        let outcome = FixItEditor.apply([later, first, multibyte], to: file)
        #expect(outcome.text == "title: Caf\u{E9} 😰 y\nrelated: [what-is-gad]\n")
        #expect(outcome.made == [first, multibyte, later])
        #expect(outcome.left.isEmpty)
    }

    @Test func fixItsThatTouchLeaveTheLaterOne() {
        let file = SourceFile(path: "a.md", text: "one two three\n")
        let wide = fix(1, 1, 8, "1 2")
        let inside = fix(1, 5, 8, "deux")
        let after = fix(1, 8, 8, ",")  // starts where the first ends: made
        let outcome = FixItEditor.apply([inside, wide, after], to: file)
        #expect(outcome.text == "1 2, three\n")
        #expect(outcome.made == [wide, after])
        #expect(outcome.left == [inside])
    }

    @Test func twoInsertionsAtOnePlaceMakeTheFirstReportedAndTheSameEditOnce() {
        let file = SourceFile(path: "a.md", text: "ab\n")
        let one = fix(1, 2, 2, "1")
        let two = fix(1, 2, 2, "2")
        let again = FixIt("the same, from another finding", replacing: one.range, with: "1")
        let outcome = FixItEditor.apply([one, two, again], to: file)
        #expect(outcome.text == "a1b\n")
        #expect(outcome.made == [one])
        #expect(outcome.left == [two])
    }

    @Test func aLineAddedToACRLFFileEndsInCRLF() {
        let crlf = SourceFile(path: "a.md", text: "one\r\ntwo\r\n")
        let insert = FixIt("insert", replacing: SourceRange(at: SourcePosition(line: 1, column: 1)), with: "---\nid: \n---\n")
        #expect(FixItEditor.apply([insert], to: crlf).text == "---\r\nid: \r\n---\r\none\r\ntwo\r\n")
        // A rule that already writes the file's line break gets it once.
        let written = FixIt("insert", replacing: SourceRange(at: SourcePosition(line: 2, column: 1)), with: "\r\n")
        #expect(FixItEditor.apply([written], to: crlf).text == "one\r\n\r\ntwo\r\n")
        let lf = SourceFile(path: "a.md", text: "one\ntwo\n")
        #expect(FixItEditor.apply([insert], to: lf).text == "---\nid: \n---\none\ntwo\n")
        // The diff shows the same line endings the fix writes.
        let diff = FixItDiff.unified([insert], in: crlf, label: "a.md")
        #expect(diff.contains("+---\r\n+id: \r\n+---\r\n one\r\n"))
    }

    @Test func aFixItOutsideTheTextIsLeft() {
        let file = SourceFile(path: "a.md", text: "short\r\nline\r\n")
        let pastTheLine = fix(1, 3, 9, "x")
        let pastTheFile = fix(7, 1, 1, "x")
        let lineEnd = FixIt("remove the line break", replacing: SourceRange(start: SourcePosition(line: 1, column: 6), end: SourcePosition(line: 2, column: 1)), with: " ")
        let outcome = FixItEditor.apply([pastTheLine, pastTheFile, lineEnd], to: file)
        #expect(outcome.left == [pastTheLine, pastTheFile])
        #expect(outcome.text == "short line\r\n", "a range over a CR LF replaces both")
    }
}
