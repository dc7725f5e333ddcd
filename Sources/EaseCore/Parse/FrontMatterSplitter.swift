public import EaseDiagnostics

/// Splits a Markdown file into its YAML front matter and its body.
///
/// Front matter starts with a line `---` on the first line and ends at the next line that is `---`
/// or `...`. The body's first line number in the file is `bodyLineOffset + 1`.
public enum FrontMatterSplitter {
    /// The two parts of a file.
    public struct Parts: Sendable {
        /// The YAML text between the delimiters (its first line is line 2 of the file).
        public var yaml: String
        /// The Markdown after the closing delimiter.
        public var body: String
        /// The number of lines before the body: the front matter and both delimiters.
        public var bodyLineOffset: Int
    }

    /// Splits `file`, or returns a diagnostic when the front matter is missing or never closed.
    public static func split(_ file: SourceFile) -> Result<Parts, Diagnostic> {
        guard file.line(1).map(isDelimiter) == true else {
            return .failure(.error(
                "frontmatter.missing", "file does not start with YAML front matter",
                at: SourceLocation(path: file.path, range: SourceRange(line: 1, column: 1, length: file.line(1)?.count ?? 0)),
                notes: [DiagnosticNote("every content file starts with a line '---', the front matter keys, and another line '---'")],
                fixIts: [FixIt("insert front matter", replacing: .fileStart, with: "---\nid: \ntitle: \n---\n")]))
        }
        var lineNumber = 2
        while let line = file.line(lineNumber) {
            if line == "---" || line == "..." {
                let yamlRange = lineRange(file, from: 2, to: lineNumber - 1)
                let bodyStart = file.byteRange(ofLine: lineNumber + 1)?.lowerBound ?? file.text.utf8.count
                let utf8 = Array(file.text.utf8)
                return .success(Parts(
                    yaml: String(decoding: utf8[yamlRange], as: UTF8.self),
                    body: String(decoding: utf8[min(bodyStart, utf8.count)...], as: UTF8.self),
                    bodyLineOffset: lineNumber))
            }
            lineNumber += 1
        }
        return .failure(.error(
            "frontmatter.unterminated", "front matter is never closed",
            at: SourceLocation(path: file.path, range: SourceRange(line: 1, column: 1, length: 3)),
            notes: [DiagnosticNote("add a line '---' after the last front matter key; without it the whole file is read as YAML")]))
    }

    private static func isDelimiter(_ line: String) -> Bool {
        line == "---"
    }

    private static func lineRange(_ file: SourceFile, from first: Int, to last: Int) -> Range<Int> {
        guard last >= first, let start = file.byteRange(ofLine: first), let end = file.byteRange(ofLine: last + 1) else {
            let start = file.byteRange(ofLine: first)?.lowerBound ?? 0
            return start..<start
        }
        return start.lowerBound..<end.lowerBound
    }
}
