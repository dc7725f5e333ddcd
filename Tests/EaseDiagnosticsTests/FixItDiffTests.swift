import EaseDiagnostics
import EaseTestSupport
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

    @Test func aByteOrderMarkIsOnTheFirstLineOnBothSides() {
        let file = SourceFile(path: "a.md", text: "one\ntwo\n")
        let diff = FixItDiff.unified([at(2, 1, 4, "2")], in: file, label: "a.md", byteOrderMark: true)
        #expect(diff == "--- a/a.md\n+++ b/a.md\n@@ -1,2 +1,2 @@\n \u{FEFF}one\n-two\n+2\n")
        let later = (1...9).map { "\($0)\n" }.joined()
        #expect(!FixItDiff.unified([at(9, 1, 2, "x")], in: SourceFile(path: "a.md", text: later), label: "a.md", byteOrderMark: true).contains("\u{FEFF}"),
                "a hunk that does not start at the first line has none")
    }

    @Test func noFixItsIsNoDiff() {
        #expect(FixItDiff.unified([], in: SourceFile(path: "a.md", text: text), label: "a.md").isEmpty)
    }
}

/// Random texts and fix-its: the diff, applied as `patch` would apply it, gives the text the
/// editor makes.
@Suite struct FixItDiffAgreementTests {
    /// A small seeded generator (SplitMix64), so a failure is the same every run.
    private struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `text` with a unified diff of one file applied (``UnifiedDiffPatch``), `nil` if it does not apply.
    private func patched(_ text: String, with diff: String) -> String? {
        guard let files = try? UnifiedDiffPatch.files(in: diff) else { return nil }
        guard let file = files.first else { return text }
        return files.count == 1 ? try? UnifiedDiffPatch.apply(file.lines, to: text) : nil
    }

    @Test func thePatchChecksTheLinesAndTheHeadersCounts() throws {
        let diff = "--- a/a.md\n+++ b/a.md\n@@ -1,2 +1,2 @@\n one\n-two\n+2\n"
        #expect(patched("one\ntwo\n", with: diff) == "one\n2\n")
        #expect(patched("one\nthree\n", with: diff) == nil, "a removed line that is not in the text")
        #expect(patched("one\ntwo\n", with: diff.replacingOccurrences(of: "-1,2", with: "-1,3")) == nil, "a header that counts more lines")
        #expect(patched("one\ntwo\n", with: "+++ b/a.md\n") == nil, "no file header")
        // A removed line that looks like a file's header is counted as the hunk's, not taken for the next file.
        let dashes = "--- a/a.md\n+++ b/a.md\n@@ -1 +1 @@\n--- a/b.md\n+x\n"
        #expect(try UnifiedDiffPatch.files(in: dashes).map(\.name) == ["a.md"])
        #expect(patched("-- a/b.md\n", with: dashes) == "x\n")
    }

    @Test func theDiffAppliedGivesTheEditorsText() throws {
        var random = Seeded(state: 7)
        let words = ["a", "bb", "ccc", "é", "😰", "", "  ", "line"]
        for round in 0..<400 {
            let lineCount = Int.random(in: 1...30, using: &random)
            let text = (0..<lineCount).map { _ in (0..<Int.random(in: 0...4, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ") }
                .joined(separator: "\n") + (Bool.random(using: &random) ? "\n" : "")
            let file = SourceFile(path: "a.md", text: text)
            let fixIts = (0..<Int.random(in: 1...5, using: &random)).compactMap { _ -> FixIt? in
                let line = Int.random(in: 1...file.lineCount, using: &random)
                let length = file.line(line)?.unicodeScalars.count ?? 0
                let start = Int.random(in: 1...(length + 1), using: &random)
                let endLine = min(file.lineCount, line + (Int.random(in: 0...5, using: &random) == 0 ? 1 : 0))
                let endLength = file.line(endLine)?.unicodeScalars.count ?? 0
                let end = endLine == line ? Int.random(in: start...(length + 1), using: &random) : Int.random(in: 1...(endLength + 1), using: &random)
                let replacement = ["", "x", "\n", "new\nlines", "😰"].randomElement(using: &random)!
                return FixIt("fix", replacing: SourceRange(start: SourcePosition(line: line, column: start), end: SourcePosition(line: endLine, column: end)), with: replacement)
            }
            let edited = FixItEditor.apply(fixIts, to: file)
            let diff = FixItDiff.unified(edited.made, in: file, label: "a.md")
            #expect(patched(text, with: diff) == edited.text, "round \(round): \(text.debugDescription) with \(edited.made)\n\(diff)")
        }
    }
}
