import EaseBytes
public import EaseDiagnostics
public import EaseMarkdown
import Synchronization

/// What a parse keeps of each Markdown body.
public enum MarkdownRetention: Sendable {
    /// The block tree with its outline: a build renders the trees into the site and the bundle.
    case trees
    /// The outline alone (headings, links, images, words, raw HTML): all that validation reads.
    /// A checked catalog then does not hold every body as a tree; ``ParsedDocument/markdown()``
    /// parses a body again if one is asked for.
    case outlines
    /// For a one-off build, whose page and bundle file each read a body: the outline, as for
    /// ``outlines``, and the body's render tree made from the same parse and written to the
    /// build's spill file (``RenderTreeSpill``), from which each reader reads it back. The build
    /// parses each body once and never holds every body's tree. With a ``SourceRereader``, the
    /// file's text is let go as well (see ``ContentParser``); a body whose tree the spill does not
    /// give back (or a build without one) is parsed again for each reader, from its text or its
    /// file read again.
    case outlinesSpillingTrees
    /// For a check on its own (`ease check`): the outline alone, and each file's text let go once
    /// it is parsed, as a one-off build lets it go; a body's tree, if one is asked for, is parsed
    /// from the file read again. The report reads again the files its diagnostics point into.
    case outlinesRereading

    /// Whether each file's text is let go after its parse and read again when needed (with a
    /// ``SourceRereader``; the files translations are checked against keep theirs).
    var letsTextsGo: Bool { self == .outlinesSpillingTrees || self == .outlinesRereading }
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
    /// The front matter (for `site.yml`, the whole file); `nil` if it could not be read. Reading
    /// it after ``releaseCheckedParts()`` is a programming error (an assertion in debug builds).
    public var frontMatter: YAMLNode? {
        checked.withLock { parts in
            assert(!parts.released, "\(path): front matter read after the build let it go")
            return parts.frontMatter
        }
    }
    /// Where to report problems with the front matter as a whole (its opening `---`).
    public let frontMatterAnchor: SourceRange
    /// What validation reads of the Markdown body; empty for `site.yml`. After
    /// ``releaseCheckedParts()`` it has no links (its images stay).
    public var outline: MarkdownOutline { checked.withLock { $0.outline } }
    /// The outline's links and images, read in place: ``outline`` copies every table of the
    /// outline out (its anchors, references, raw HTML and heading skips, each a reference count
    /// taken and dropped), where the walks over every document's references need only these.
    public var references: [MarkdownReference] { checked.withLock { $0.outline.references } }
    /// The outline's word count, read in place (``references``).
    public var wordCount: Int { checked.withLock { $0.outline.wordCount } }
    /// Whether any heading's anchor passes `test`, read in place (``outline`` copies the outline out).
    func anyHeadingAnchor(where test: (String) -> Bool) -> Bool {
        checked.withLock { $0.outline.headingAnchors.contains(where: test) }
    }
    /// The anchor of the body's opening level-1 heading (``MarkdownOutline/opensWithTitle``), read
    /// in place; `nil` when the body does not open with one.
    var openingTitleAnchor: String? {
        checked.withLock { $0.outline.opensWithTitle ? $0.outline.headingAnchors.first : nil }
    }

    /// Whether the body's text may hold markup CommonMark shows as written (``MarkdownOutline/mayHoldLiteralMarkup``),
    /// read in place.
    var mayHoldLiteralMarkup: Bool {
        checked.withLock { $0.outline.mayHoldLiteralMarkup }
    }
    /// Whether the body may hold a section heading with nothing under it, a repeated heading or a
    /// bold line in a heading's place (``MarkdownOutline/mayHoldUnclearSection``,
    /// ``MarkdownOutline/mayHoldBoldHeading``), read in place.
    var mayHoldUnclearSection: Bool {
        checked.withLock { $0.outline.mayHoldUnclearSection || $0.outline.mayHoldBoldHeading }
    }
    /// Whether the body holds an underlined heading (``MarkdownOutline/mayHoldUnderlinedParagraph``),
    /// read in place.
    var mayHoldUnderlinedParagraph: Bool {
        checked.withLock { $0.outline.mayHoldUnderlinedParagraph }
    }
    /// Whether the body's text may hold a word of mixed scripts (``MarkdownOutline/mayHoldMixedScript``),
    /// and where the body is, read in place.
    var mixedScriptBodyRange: SourceRange? {
        checked.withLock { $0.outline.mayHoldMixedScript ? $0.outline.range : nil }
    }
    /// The front matter and the outline, which a one-off build trims once the check is done.
    ///
    /// The standard library's `Mutex`, stored in the document, and not ``Locked`` (the lock the
    /// other shared tables use, which ThreadSanitizer sees): the site, the bundle and the rules
    /// read each document's outline several times, and a ``Locked`` kept apart from the document
    /// made a 10k build 2–3% slower (12 rounds side by side). TSan does not see this lock, but it
    /// finds no race here either: the one write (``releaseCheckedParts()``) runs between stages.
    private let checked: Mutex<CheckedParts>
    private let markdownBody: MarkdownBody

    /// What `l10n.untranslated` compares of the body, for a document parsed with its texts
    /// compared (a translation, or a source that has one) and without its tree kept; else `nil`
    /// (the rule then reads the tree). Held in the body's case, beside what the body is without
    /// its tree: a word more in every document put a 10k build's peak memory up by 9 MB.
    var comparedTexts: ComparedBodyTexts? {
        switch markdownBody {
        case .outline(_, _, let compared), .reread(_, _, let compared), .spilled(_, _, _, _, let compared): compared
        case .tree, .none: nil
        }
    }

    /// The path shown in diagnostics.
    public var path: String { source.displayPath }

    /// Lets go of what only the check reads: the front matter and the outline's links. A one-off
    /// build does this for its readings once the check is done: after it, the catalog's typed
    /// fields stand for the front matter, and the site and the bundle take links from each
    /// body's tree. At 10,000 readings the front matter nodes and the outlines' links were 12 and
    /// 15 MB of the heap at the build's highest moment.
    func releaseCheckedParts() {
        checked.withLock { parts in
            parts.frontMatter = nil
            parts.outline.removeLinks()
            parts.released = true
        }
    }

    /// Replaces the front matter with the one its schema check read misspelt keys of as the keys
    /// they were meant to be (``SchemaChecker/checkRepairing(_:against:anchor:)``), so that the
    /// rules and stages that read it see what the typed value was built from. Called once, by the
    /// worker that checks this document, before any rule reads it.
    func replaceFrontMatter(with repaired: YAMLNode) {
        checked.withLock { parts in
            assert(!parts.released, "\(path): front matter replaced after the build let it go")
            parts.frontMatter = repaired
        }
    }

    /// A location in this document.
    public func location(_ range: SourceRange) -> SourceLocation {
        SourceLocation(path: path, range: range)
    }

    /// The Markdown body as a block tree with source ranges: the one the parse kept, or else the
    /// body parsed again (from the source, or from its file read again). For reports and models
    /// that point into the body; a reader that only renders the body asks for ``renderTree()``.
    public func markdown() -> MarkdownDocument {
        markdown(of: markdownBody)
    }

    private func markdown(of body: MarkdownBody) -> MarkdownDocument {
        switch body {
        case .tree(let tree): tree
        case .outline(let text, let lineOffset, _): CommonMarkParser.parse(text, in: source.file, lineOffset: lineOffset)
        case .reread(let rereader, let digest, _): rereader.tree(ofBodyAt: source.file.path, checked: digest, outline: outline)
        case .spilled(_, _, let rereader, let digest, _): markdown(of: unspilled(rereader, digest))
        case .none: MarkdownDocument(blocks: [])
        }
    }

    /// The Markdown body as a ``MarkdownRenderTree``, for the site and the bundle: made from the
    /// kept tree, read back from the build's spill file, or else parsed again. Its headings take
    /// the outline's anchors, the ones validation checked links against.
    public func renderTree() -> MarkdownRenderTree {
        renderTree(of: markdownBody)
    }

    private func renderTree(of body: MarkdownBody) -> MarkdownRenderTree {
        switch body {
        case .tree(let tree): MarkdownRenderTree(tree)
        case .outline(let text, _, _): CommonMarkParser.renderTree(text, headingAnchors: outline.headingAnchors)
        case .reread(let rereader, let digest, _):
            rereader.renderTree(ofBodyAt: source.file.path, checked: digest, headingAnchors: outline.headingAnchors)
        case .spilled(let spill, let slot, let rereader, let digest, _):
            spill.load(slot, headingAnchors: outline.headingAnchors) ?? renderTree(of: unspilled(rereader, digest))
        case .none: .empty
        }
    }

    /// Where a spilled body is besides the spill: its file to read again, or its text.
    private func unspilled(_ rereader: SourceRereader?, _ digest: UInt64) -> MarkdownBody {
        if let rereader { return .reread(rereader, digest: digest, compared: nil) }
        let body = ContentParser.markdownBody(of: source.file)
        return .outline(text: body.text, lineOffset: body.lineOffset, compared: nil)
    }

    /// A document whose body is `text`, after `lineOffset` lines of the file, parsed as `retention`
    /// says; with `comparingTexts`, its ``comparedTexts`` are worked out from the same parse.
    init(source: SourceDocument, frontMatter: YAMLNode?, body text: Substring, lineOffset: Int, frontMatterAnchor: SourceRange,
         retention: MarkdownRetention, rereader: SourceRereader? = nil, spill: RenderTreeSpill? = nil, comparingTexts: Bool = false) {
        // Without its text the file keeps its path, kind and locale; nothing a check or a one-off build reads after the parse.
        self.source = rereader == nil ? source : source.withoutText
        self.frontMatterAnchor = frontMatterAnchor
        let outline: MarkdownOutline
        // A body let go (with a rereader) is its file read again, recognised by the digest of the text checked.
        let digest = rereader == nil ? 0 : ByteWord.digest(of: source.file.text)
        // The paragraphs' and headings' texts, made by the outline's walk when they are compared.
        var blockTexts: [MarkdownBlockText]? = comparingTexts && retention != .trees ? [] : nil
        switch retention {
        case .trees:
            let tree = CommonMarkParser.parse(text, in: source.file, lineOffset: lineOffset)
            outline = tree.outline
            markdownBody = .tree(tree)
        case .outlines:
            outline = CommonMarkParser.outline(text, in: source.file, lineOffset: lineOffset, blockTexts: &blockTexts)
            markdownBody = .outline(text: text, lineOffset: lineOffset, compared: blockTexts.map(ComparedBodyTexts.init))
        case .outlinesRereading:
            outline = CommonMarkParser.outline(text, in: source.file, lineOffset: lineOffset, blockTexts: &blockTexts)
            markdownBody = Self.reparsed(text, lineOffset: lineOffset, rereader: rereader, digest: digest, blockTexts: blockTexts)
        case .outlinesSpillingTrees:
            if let spill, spill.isStoring {
                let parsed = CommonMarkParser.outlineAndRenderTree(text, in: source.file, lineOffset: lineOffset, blockTexts: &blockTexts)
                outline = parsed.outline
                markdownBody = spill.store(parsed.tree).map {
                    .spilled(spill, $0, rereader: rereader, digest: digest, compared: blockTexts.map(ComparedBodyTexts.init))
                } ?? Self.reparsed(text, lineOffset: lineOffset, rereader: rereader, digest: digest, blockTexts: blockTexts)
            } else {
                outline = CommonMarkParser.outline(text, in: source.file, lineOffset: lineOffset, blockTexts: &blockTexts)
                markdownBody = Self.reparsed(text, lineOffset: lineOffset, rereader: rereader, digest: digest, blockTexts: blockTexts)
            }
        }
        checked = Mutex(CheckedParts(frontMatter: frontMatter, outline: outline))
    }

    /// `site.yml`: front matter only, no body.
    init(site source: SourceDocument, frontMatter: YAMLNode?) {
        self.source = source
        frontMatterAnchor = SourceRange(line: 1, column: 1, length: 0)
        checked = Mutex(CheckedParts(frontMatter: frontMatter, outline: MarkdownOutline()))
        markdownBody = .none
    }

    /// A body whose tree is not kept: its file to read again (with a `rereader`) or its text.
    private static func reparsed(_ text: Substring, lineOffset: Int, rereader: SourceRereader?, digest: UInt64,
                                 blockTexts: [MarkdownBlockText]?) -> MarkdownBody {
        let compared = blockTexts.map(ComparedBodyTexts.init)
        guard let rereader else { return .outline(text: text, lineOffset: lineOffset, compared: compared) }
        return .reread(rereader, digest: digest, compared: compared)
    }
}

/// What validation reads of a document besides its typed fields.
private struct CheckedParts {
    var frontMatter: YAMLNode?
    var outline: MarkdownOutline
    /// Whether the front matter was let go (``ParsedDocument/releaseCheckedParts()``).
    var released = false
}

/// A document's Markdown body as the parse kept it: its tree, or (when only its outline was
/// kept) the body's text (a slice of the file) and the lines before it, or its file to read
/// again, to parse it again when asked, or its render tree in a spill file; nothing for `site.yml`.
///
/// Each case without the tree holds what `l10n.untranslated` compares of the body, when the
/// parse worked it out (``ParsedDocument/comparedTexts``): no larger than the tree's case.
private enum MarkdownBody: Sendable {
    case tree(MarkdownDocument)
    case outline(text: Substring, lineOffset: Int, compared: ComparedBodyTexts?)
    /// The file read again (and recognised by the digest of the text the check read).
    case reread(SourceRereader, digest: UInt64, compared: ComparedBodyTexts?)
    /// The render tree written to the build's spill file. For a tree with source ranges, or when
    /// the spill does not give the render tree back, the body is its file read again (with a
    /// rereader, as for `reread`) or its text (``ParsedDocument/unspilled(_:_:)``).
    case spilled(RenderTreeSpill, RenderTreeSpill.Slot, rereader: SourceRereader?, digest: UInt64, compared: ComparedBodyTexts?)
    case none
}
