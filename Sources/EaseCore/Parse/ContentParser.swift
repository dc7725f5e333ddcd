public import EaseDiagnostics
public import EaseMarkdown

/// What a parse keeps of each Markdown body.
public enum MarkdownRetention: Sendable {
    /// The block tree with its outline: a build renders the trees into the site and the bundle.
    case trees
    /// The outline alone (headings, links, images, words, raw HTML): all that validation reads.
    /// A checked catalog then does not hold every body as a tree; ``ParsedDocument/markdown()``
    /// parses a body again if one is asked for.
    case outlines
    /// For a one-off build, whose page and bundle file each read a body once: the outline alone,
    /// as for ``outlines``; the first of the two readers parses the body again and lends the tree
    /// to the second, who takes it away (``LentMarkdownTree``). The build then never holds every
    /// body's tree, at the cost of parsing each body a second time. With a ``SourceRereader``,
    /// the file's text is let go as well and read again for that parse (see ``ContentParser``).
    case outlinesLendingTrees
}

/// A content file after parsing: front matter as ``YAMLNode``s and the body's outline, with its
/// Markdown block tree when the parse kept it.
///
/// A class: a document is shared by the catalog's list of documents, its typed item and every
/// rule that walks the documents, and each of those then holds one reference, not a copy of
/// the file's text, front matter and body (which took a reference count for each).
public final class ParsedDocument: Sendable {
    /// The loaded file.
    public let source: SourceDocument
    /// The front matter (for `site.yml`, the whole file); `nil` if it could not be read.
    public let frontMatter: YAMLNode?
    /// Where to report problems with the front matter as a whole (its opening `---`).
    public let frontMatterAnchor: SourceRange
    /// What validation reads of the Markdown body; empty for `site.yml`. Stored apart from the
    /// body (for a tree, it shares the tree's arrays), so that a rule reading it copies nothing.
    public let outline: MarkdownOutline
    private let markdownBody: MarkdownBody

    /// The path shown in diagnostics.
    public var path: String { source.displayPath }

    /// A location in this document.
    public func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(path: path, range: range)
    }

    /// The Markdown body as a block tree: the one the parse kept, or else the body parsed again
    /// from the source (a document parsed for ``MarkdownRetention/outlines``).
    public func markdown() -> MarkdownDocument {
        switch markdownBody {
        case .tree(let tree): tree
        case .outline(let text, let lineOffset): CommonMarkParser.parse(text, in: source.file, lineOffset: lineOffset)
        case .lent(let lent, let text, let lineOffset): lent.read { CommonMarkParser.parse(text, in: source.file, lineOffset: lineOffset) }
        case .reread(let lent, let rereader, let digest):
            lent.read { rereader.tree(ofBodyAt: source.file.path, checked: digest, outline: outline) }
        case .none: MarkdownDocument(blocks: [])
        }
    }

    /// A document whose body is `text`, after `lineOffset` lines of the file, parsed as `retention` says.
    init(source: SourceDocument, frontMatter: YAMLNode?, body text: Substring, lineOffset: Int, frontMatterAnchor: SourceRange,
         retention: MarkdownRetention, rereader: SourceRereader? = nil, budget: LendingBudget? = nil) {
        // Without its text the file keeps its path, kind and locale; nothing a check or a one-off build reads after the parse.
        self.source = rereader == nil ? source : source.withoutText
        self.frontMatter = frontMatter
        self.frontMatterAnchor = frontMatterAnchor
        switch retention {
        case .trees:
            let tree = CommonMarkParser.parse(text, in: source.file, lineOffset: lineOffset)
            outline = tree.outline
            markdownBody = .tree(tree)
        case .outlines:
            outline = CommonMarkParser.outline(text, in: source.file, lineOffset: lineOffset)
            markdownBody = .outline(text: text, lineOffset: lineOffset)
        case .outlinesLendingTrees:
            outline = CommonMarkParser.outline(text, in: source.file, lineOffset: lineOffset)
            // A document parsed on its own has its own budget, with a single lock.
            let lent = LentMarkdownTree(readers: 2, budget: budget ?? LendingBudget(lockStripes: 1))
            markdownBody = rereader.map { .reread(lent, $0, digest: ByteWord.digest(of: source.file.text)) }
                ?? .lent(lent, text: text, lineOffset: lineOffset)
        }
    }

    /// `site.yml`: front matter only, no body.
    init(site source: SourceDocument, frontMatter: YAMLNode?) {
        self.source = source
        self.frontMatter = frontMatter
        frontMatterAnchor = SourceRange(line: 1, column: 1, length: 0)
        outline = MarkdownOutline()
        markdownBody = .none
    }
}

/// A document's Markdown body as the parse kept it: its tree, or (when only its outline was
/// kept) the body's text (a slice of the file) and the lines before it, to parse it again when
/// asked; nothing for `site.yml`.
private enum MarkdownBody: Sendable {
    case tree(MarkdownDocument)
    case outline(text: Substring, lineOffset: Int)
    /// The tree lent to a build's readers, and the text to parse it again from when they took it.
    case lent(LentMarkdownTree, text: Substring, lineOffset: Int)
    /// The tree lent to a build's readers, its file read again for the first of them (and
    /// recognised by the digest of the text the check read).
    case reread(LentMarkdownTree, SourceRereader, digest: UInt64)
    case none
}

/// Parse: front matter via Yams, body via cmark, positions in whole-file coordinates.
public enum ContentParser {
    /// Parses one loaded document, keeping its Markdown as `retention` says; with a `rereader`
    /// (a one-off build, ``MarkdownRetention/outlinesLendingTrees``), the document keeps no text
    /// of its file, which is read again when its body's tree is asked for. The trees of a
    /// build's documents are lent within one `budget` (each document has its own without one).
    static func parse(_ document: SourceDocument, retention: MarkdownRetention,
                      rereader: SourceRereader?, budget: LendingBudget?) -> (ParsedDocument, [Diagnostic]) {
        let file = document.file
        let anchor = SourceRange(line: 1, column: 1, length: 3)
        let rereader = retention == .outlinesLendingTrees ? rereader : nil
        if document.kind == .site {
            let result = YAMLReader(file: file, lineOffset: 0).read(file.text)
            return (ParsedDocument(site: document, frontMatter: result.root), result.diagnostics)
        }
        switch FrontMatterSplitter.split(file) {
        case .failure(let diagnostic):
            let parsed = ParsedDocument(source: document, frontMatter: nil, body: Substring(file.text), lineOffset: 0,
                                        frontMatterAnchor: anchor, retention: retention, rereader: rereader, budget: budget)
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
                                        frontMatterAnchor: anchor, retention: retention, rereader: rereader, budget: budget)
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
        parse(document, retention: retention, rereader: nil, budget: nil)
    }

    /// A Markdown file's body and the number of lines before it, as ``parse(_:retention:rereader:budget:)``
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
