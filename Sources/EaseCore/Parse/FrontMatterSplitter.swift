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

    /// Where a file's front matter and body are, as byte offsets into its text.
    public enum Layout: Equatable, Sendable {
        /// The first line is not `---`.
        case missing
        /// No line after the first is `---` or `...`.
        case unterminated
        /// The YAML between the delimiters, where the body starts, and the number of lines before
        /// it (the closing delimiter's line number).
        case found(yaml: Range<Int>, bodyStart: Int, bodyLineOffset: Int)
    }

    /// The front matter's layout in a file's UTF-8 text. Lines end at a line feed, a carriage
    /// return and line feed, or a carriage return alone, as ``SourceFile`` counts them; the scan
    /// stops at the closing delimiter, so a body is never read.
    public static func layout(of text: UnsafeBufferPointer<UInt8>) -> Layout {
        var lineStart = 0
        var lineNumber = 0
        var yamlStart = 0
        // Line 1 is read even in an empty text; a text that ends with a line end has no line after it.
        repeat {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < text.count, text[lineEnd] != UInt8(ascii: "\n"), text[lineEnd] != UInt8(ascii: "\r") { lineEnd += 1 }
            var next = lineEnd
            if next < text.count { next += text[next] == UInt8(ascii: "\r") && next + 1 < text.count && text[next + 1] == UInt8(ascii: "\n") ? 2 : 1 }
            let line = UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd])
            if lineNumber == 1 {
                guard isDelimiter(line, "---") else { return .missing }
                yamlStart = next
            } else if isDelimiter(line, "---") || isDelimiter(line, "...") {
                return .found(yaml: yamlStart..<lineStart, bodyStart: next, bodyLineOffset: lineNumber)
            }
            lineStart = next
        } while lineStart < text.count
        return .unterminated
    }

    /// Whether `line` is `delimiter`, compared byte by byte in place (`elementsEqual` was left a
    /// call of its own once other code used the same specialization: 0.25 M instructions for
    /// the front matter's lines of a 1k check).
    private static func isDelimiter(_ line: UnsafeBufferPointer<UInt8>, _ delimiter: StaticString) -> Bool {
        guard line.count == delimiter.utf8CodeUnitCount else { return false }
        let expected = delimiter.utf8Start
        for index in 0..<line.count where line[index] != expected[index] { return false }
        return true
    }

    /// Splits `file`, or returns a diagnostic when the front matter is missing or never closed.
    public static func split(_ file: SourceFile) -> Result<Parts, Diagnostic> {
        switch file.text.withContiguousUTF8(layout) {
        case .found(let yaml, let bodyStart, let bodyLineOffset):
            return .success(Parts(yaml: file.text(inBytes: yaml), body: file.text(inBytes: bodyStart..<file.text.utf8.count),
                                  bodyLineOffset: bodyLineOffset))
        case .missing:
            return .failure(.error(
                "frontmatter.missing", "file does not start with YAML front matter",
                at: SourceLocation(path: file.path, range: SourceRange(line: 1, column: 1, length: file.line(1)?.count ?? 0)),
                notes: [DiagnosticNote("every content file starts with a line '---', the front matter keys, and another line '---'")],
                fixIts: [FixIt("insert front matter", replacing: .fileStart, with: "---\nid: \ntitle: \n---\n")]))
        case .unterminated:
            return .failure(.error(
                "frontmatter.unterminated", "front matter is never closed",
                at: SourceLocation(path: file.path, range: SourceRange(line: 1, column: 1, length: 3)),
                notes: [DiagnosticNote("add a line '---' after the last front matter key; without it the whole file is read as YAML")]))
        }
    }
}
