public import EaseDiagnostics
public import EaseMarkdown

/// A content file after parsing: front matter as ``YAMLNode``s and the body as a Markdown block tree.
public struct ParsedDocument: Sendable {
    /// The loaded file.
    public var source: SourceDocument
    /// The front matter (for `site.yml`, the whole file); `nil` if it could not be read.
    public var frontMatter: YAMLNode?
    /// The Markdown body; empty for `site.yml`.
    public var body: MarkdownDocument
    /// Where to report problems with the front matter as a whole (its opening `---`).
    public var frontMatterAnchor: SourceRange

    /// The path shown in diagnostics.
    public var path: String { source.displayPath }

    /// A location in this document.
    public func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(path: path, range: range)
    }
}

/// Parse: front matter via Yams, body via cmark, positions in whole-file coordinates.
public enum ContentParser {
    /// Parses one loaded document.
    public static func parse(_ document: SourceDocument) -> (ParsedDocument, [Diagnostic]) {
        let file = document.file
        let anchor = SourceRange(line: 1, column: 1, length: 3)
        if document.kind == .site {
            let result = YAMLReader(file: file, lineOffset: 0).read(file.text)
            let parsed = ParsedDocument(source: document, frontMatter: result.root, body: MarkdownDocument(blocks: []),
                                        frontMatterAnchor: SourceRange(line: 1, column: 1, length: 0))
            return (parsed, result.diagnostics)
        }
        switch FrontMatterSplitter.split(file) {
        case .failure(let diagnostic):
            let body = CommonMarkParser.parse(file.text, in: file, lineOffset: 0)
            return (ParsedDocument(source: document, frontMatter: nil, body: body, frontMatterAnchor: anchor), [diagnostic])
        case .success(let parts):
            var diagnostics: [Diagnostic] = []
            let yaml = YAMLReader(file: file, lineOffset: 1).read(parts.yaml)
            diagnostics += yaml.diagnostics
            if yaml.root == nil, yaml.diagnostics.isEmpty {
                diagnostics.append(.error("frontmatter.empty", "front matter is empty",
                                          at: SourceLocation(path: file.path, range: anchor)))
            }
            let body = CommonMarkParser.parse(parts.body, in: file, lineOffset: parts.bodyLineOffset)
            if body.exceededNestingLimit {
                diagnostics.append(.error("markdown.too-deep",
                                          "Markdown nests lists or quotes more than \(CommonMarkParser.maximumNesting) deep; the deeper part was dropped",
                                          at: .file(file.path)))
            }
            return (ParsedDocument(source: document, frontMatter: yaml.root, body: body, frontMatterAnchor: anchor), diagnostics)
        }
    }
}
