public import EaseDiagnostics

/// Splits a Markdown file into its YAML front matter and its body.
///
/// Front matter starts with a line `---` on the first line and ends at the next line that is `---`
/// or `...`. The body's first line number in the file is `bodyLineOffset + 1`.
public enum FrontMatterSplitter {
    /// The two parts of a file, as slices of its text (no copies: every file is split once per build).
    public struct Parts: Sendable {
        /// The YAML text between the delimiters (its first line is line 2 of the file).
        public var yaml: Substring
        /// The Markdown after the closing delimiter.
        public var body: Substring
        /// The number of lines before the body: the front matter and both delimiters.
        public var bodyLineOffset: Int
    }

    /// Splits `file`, or returns a diagnostic when the front matter is missing or never closed.
    public static func split(_ file: SourceFile) -> Result<Parts, Diagnostic> {
        guard isLine(1, of: file, "---") else {
            return .failure(.error(
                "frontmatter.missing", "file does not start with YAML front matter",
                at: SourceLocation(path: file.path, range: SourceRange(line: 1, column: 1, length: file.line(1)?.count ?? 0)),
                notes: [DiagnosticNote("every content file starts with a line '---', the front matter keys, and another line '---'")],
                fixIts: [FixIt("insert front matter", replacing: .fileStart, with: "---\nid: \ntitle: \n---\n")]))
        }
        var lineNumber = 2
        while lineNumber <= file.lineCount {
            if isLine(lineNumber, of: file, "---") || isLine(lineNumber, of: file, "...") {
                let yamlRange = lineRange(file, from: 2, to: lineNumber - 1)
                let byteCount = file.text.utf8.count
                let bodyStart = min(file.byteRange(ofLine: lineNumber + 1)?.lowerBound ?? byteCount, byteCount)
                return .success(Parts(yaml: file.text(inBytes: yamlRange), body: file.text(inBytes: bodyStart..<byteCount),
                                      bodyLineOffset: lineNumber))
            }
            lineNumber += 1
        }
        return .failure(.error(
            "frontmatter.unterminated", "front matter is never closed",
            at: SourceLocation(path: file.path, range: SourceRange(line: 1, column: 1, length: 3)),
            notes: [DiagnosticNote("add a line '---' after the last front matter key; without it the whole file is read as YAML")]))
    }

    /// Whether line `number` of the file is exactly `delimiter` (compared as bytes, without making the line).
    private static func isLine(_ number: Int, of file: SourceFile, _ delimiter: StaticString) -> Bool {
        guard let range = file.byteRange(ofLine: number), range.count == delimiter.utf8CodeUnitCount else { return false }
        return file.slice(at: range.lowerBound, equalTo: UnsafeBufferPointer(start: delimiter.utf8Start, count: range.count)) != nil
    }

    private static func lineRange(_ file: SourceFile, from first: Int, to last: Int) -> Range<Int> {
        guard last >= first, let start = file.byteRange(ofLine: first), let end = file.byteRange(ofLine: last + 1) else {
            let start = file.byteRange(ofLine: first)?.lowerBound ?? 0
            return start..<start
        }
        return start.lowerBound..<end.lowerBound
    }
}
