public import EaseDiagnostics
import EaseMarkdown

/// Parse: front matter via Yams, body via cmark, positions in whole-file coordinates.
public enum ContentParser {
    /// Parses one loaded document, keeping its Markdown as `retention` says; with a `rereader`
    /// (a one-off build, ``MarkdownRetention/outlinesSpillingTrees``, or a check), the document
    /// keeps no text of its file, which is read again if its body is asked for and not in the
    /// `spill` (where a one-off build writes each body's render tree). With `comparingTexts` (a
    /// translation, or a source that has one), the document keeps what `l10n.untranslated`
    /// compares of its body (``ParsedDocument/comparedTexts``).
    static func parse(_ document: SourceDocument, retention: MarkdownRetention, rereader: SourceRereader?,
                      spill: RenderTreeSpill?, comparingTexts: Bool = false) -> (ParsedDocument, [Diagnostic]) {
        let file = document.file
        let anchor = SourceRange(line: 1, column: 1, length: 3)
        let rereader = retention.letsTextsGo ? rereader : nil
        if document.kind == .site {
            let result = YAMLReader(file: file, lineOffset: 0).read(file.text)
            return (ParsedDocument(site: document, frontMatter: result.root), result.diagnostics)
        }
        switch FrontMatterSplitter.split(file) {
        case .failure(let diagnostic):
            let parsed = ParsedDocument(source: document, frontMatter: nil, body: Substring(file.text), lineOffset: 0,
                                        frontMatterAnchor: anchor, retention: retention, rereader: rereader, spill: spill,
                                        comparingTexts: comparingTexts)
            return (parsed, [diagnostic])
        case .success(let parts):
            var diagnostics: [Diagnostic] = []
            let yaml = YAMLReader(file: file, lineOffset: 1).read(parts.yaml)
            diagnostics += yaml.diagnostics
            if yaml.root == nil, yaml.diagnostics.isEmpty {
                diagnostics.append(.error("frontmatter.empty", "front matter is empty",
                                          at: SourceLocation(path: file.path, range: anchor)))
            }
            let parsed = ParsedDocument(source: document, frontMatter: yaml.root, body: parts.body, lineOffset: parts.bodyLineOffset,
                                        frontMatterAnchor: anchor, retention: retention, rereader: rereader, spill: spill,
                                        comparingTexts: comparingTexts)
            if parsed.outline.exceededNestingLimit {
                diagnostics.append(.error("markdown.too-deep",
                                          "Markdown nests lists or quotes more than \(CommonMarkParser.maximumNesting) deep; the deeper part was dropped",
                                          at: .file(file.path)))
            }
            return (parsed, diagnostics)
        }
    }

    /// Parses one loaded document, keeping its Markdown as `retention` says.
    public static func parse(_ document: SourceDocument, retention: MarkdownRetention = .trees) -> (ParsedDocument, [Diagnostic]) {
        parse(document, retention: retention, rereader: nil, spill: nil)
    }

    /// A Markdown file's body and the number of lines before it, as ``parse(_:retention:rereader:spill:)``
    /// reads them: after the front matter, or the whole file when the front matter cannot be split off.
    static func markdownBody(of file: SourceFile) -> (text: Substring, lineOffset: Int) {
        switch FrontMatterSplitter.split(file) {
        case .failure: (Substring(file.text), 0)
        case .success(let parts): (parts.body, parts.bodyLineOffset)
        }
    }
}

extension SourceDocument {
    /// The document with its file's path but not its text.
    var withoutText: SourceDocument {
        var document = self
        document.file = SourceFile(path: file.path, text: "")
        return document
    }
}
