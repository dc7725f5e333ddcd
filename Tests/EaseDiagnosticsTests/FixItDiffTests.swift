import EaseDiagnostics
import Testing

/// Fix-its as a unified diff: hunks of the lines they touch with three lines around them, the new
/// side's line numbers moved by the lines earlier hunks added.
@Suite struct FixItDiffTests {
    private let text = (1...20).map { "line \($0)\n" }.joined()

    private func at(_ line: Int, _ start: Int, _ end: Int, _ replacement: String) -> FixIt {
        FixIt("fix", replacing: SourceRange(start: SourcePosition(line: line, column: start), end: SourcePosition(line: line, column: end)), with: replacement)
    }

    @Test func oneFixItIsAHunkWithThreeLinesAroundIt() {
        let diff = FixItDiff.unified([at(2, 1, 5, "LINE")], in: SourceFile(path: "a.md", text: text), label: "Content/a.md")
        #expect(diff == """
        --- a/Content/a.md
        +++ b/Content/a.md
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +LINE 2
         line 3
         line 4
         line 5

        """)
    }

    @Test func nearFixItsShareAHunkAndFarOnesAreMovedByTheLinesAdded() {
        let fixIts = [at(5, 7, 7, "\nline 5½"), at(9, 1, 5, "LINE"), at(18, 1, 1, "- ")]
        let diff = FixItDiff.unified(fixIts, in: SourceFile(path: "a.md", text: text), label: "a.md")
        #expect(diff == """
        --- a/a.md
        +++ b/a.md
        @@ -2,11 +2,12 @@
         line 2
         line 3
         line 4
         line 5
        +line 5½
         line 6
         line 7
         line 8
        -line 9
        +LINE 9
         line 10
         line 11
         line 12
        @@ -15,6 +16,6 @@
         line 15
         line 16
         line 17
        -line 18
        +- line 18
         line 19
         line 20

        """)
    }

    @Test func aLastLineWithoutALineFeedIsMarkedAndCarriageReturnsStayInTheirLines() {
        let file = SourceFile(path: "a.md", text: "one\r\ntwo\r\nthree")
        let diff = FixItDiff.unified([at(3, 1, 6, "3")], in: file, label: "a.md")
        #expect(diff == "--- a/a.md\n+++ b/a.md\n@@ -1,3 +1,3 @@\n one\r\n two\r\n-three\n\\ No newline at end of file\n+3\n\\ No newline at end of file\n")
    }

    @Test func noFixItsIsNoDiff() {
        #expect(FixItDiff.unified([], in: SourceFile(path: "a.md", text: text), label: "a.md").isEmpty)
    }
}
