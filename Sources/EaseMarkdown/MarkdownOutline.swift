public import EaseDiagnostics

/// Raw HTML written in a Markdown body: a block, or an inline in a paragraph or heading (outside
/// image descriptions), with where it is.
public struct MarkdownRawHTML: Sendable, Equatable {
    /// The HTML as written.
    public var html: String
    /// Where it is in the source file.
    public var range: SourceRange
}

/// A heading more than one level deeper than the heading before it (`##` then `####`), or a
/// body's first section heading deeper than its shallowest (`### Sleep` before the `## Movement`
/// sections), which the page would show right under its title.
public struct MarkdownHeadingSkip: Sendable, Equatable {
    /// The heading's level (1–6).
    public var level: Int
    /// The level of the heading before it; for the body's first section heading, one above the
    /// body's shallowest section level (the place the page's title stands in).
    public var previousLevel: Int
    /// Where the heading is in the source file.
    public var range: SourceRange
    /// Whether this is the body's first section heading, deeper than the sections after it: no
    /// heading of the body comes before it, so ``previousLevel`` is the title's place.
    public var opensBody: Bool

    /// A skip of `level` below `previousLevel`, at `range`.
    public init(level: Int, previousLevel: Int, range: SourceRange, opensBody: Bool = false) {
        self.level = level
        self.previousLevel = previousLevel
        self.range = range
        self.opensBody = opensBody
    }
}

/// What validation reads of a Markdown body, without its block tree: heading anchors, links and
/// images, the word count, raw HTML and the body's extent.
///
/// A catalog holds one per document. `ease check` keeps only outlines (``CommonMarkParser/outline(_:in:lineOffset:)``),
/// so ten thousand readings are not held as trees; a build keeps the trees as well, and a tree's
/// outline is the same value as the outline parsed on its own.
public struct MarkdownOutline: Sendable, Equatable {
    /// The anchor of every heading in document order (``MarkdownDocument/headings`` has the
    /// headings themselves): what links' `#fragment`s are checked against. Only the anchors are
    /// kept, as a build holds the outline beside the tree of every document.
    public internal(set) var headingAnchors: [String] = []
    /// Every link and image in document order (links inside an image's description are not).
    public internal(set) var references: [MarkdownReference] = []
    /// The number of words in the text (code included, markup excluded).
    public internal(set) var wordCount = 0
    /// Raw HTML blocks and inlines in document order, as the raw-HTML warning reports them.
    public internal(set) var rawHTML: [MarkdownRawHTML] = []
    /// Headings that skip a level below the heading before them, in document order. A leading
    /// `# Title` is no level to follow: the page's own `h1` stands for it, and the levels under
    /// it are shifted to start at `h2`.
    public internal(set) var headingSkips: [MarkdownHeadingSkip] = []
    /// From the start of the first top-level block to the end of the last; `nil` for an empty body.
    public internal(set) var range: SourceRange?
    // The flags last, where the optional range's tag leaves room: declared between two arrays, a
    // flag took a word of its own, and a word more in every document's outline put a 10k build's
    // peak memory up by 9 MB (its documents in a larger size class of the allocator).
    /// Whether any block or inline is raw HTML, image descriptions included.
    public internal(set) var containsRawHTML = false
    /// Whether blocks nested deeper than the parser's limit were dropped.
    public internal(set) var exceededNestingLimit = false
    /// Whether the text (not code) holds a character of markup CommonMark shows as written:
    /// GitHub's own (`|`, `~`, `]`, `^`, a web address's `/`, or one of a few beside them in
    /// ASCII), a link that did not parse (`]`), a `*` (emphasis never closed), or a piece of text
    /// that opens with `#` (a heading without its space). The bodies worth a closer look by
    /// ``GitHubSyntaxFinder`` and ``LiteralMarkupFinder``, which need the body's tree.
    public internal(set) var mayHoldLiteralMarkup = false
    /// Whether the body's first block is a level-1 heading (its first anchor is that heading's):
    /// the site shows a reading's or an onboarding page's `title:` in its place.
    public internal(set) var opensWithTitle = false

    /// The outline of an empty body.
    public init() {}

    /// Lets go of the links (the images stay), for a holder that no longer checks them; in place:
    /// the other tables are neither copied nor freed. The images go into an array of their own,
    /// so the links' storage is freed (removing them in place kept it: 5 MB more at the peak of a
    /// build of 10,000 readings).
    public mutating func removeLinks() {
        references = references.filter { $0.kind != .link }
    }
}

/// Folds blocks, in document order, into a ``MarkdownOutline``: the one place that decides what
/// an outline holds, for a whole tree and for blocks converted one at a time and then dropped.
struct OutlineBuilder {
    private(set) var outline = MarkdownOutline()
    private var slugger = HeadingSlugger()
    /// The level of the last heading (0 before the first, and after a leading `# Title`).
    private var previousHeadingLevel = 0
    /// Whether the body's first block is a level-1 heading, which the site shows as the page's
    /// title (`nil` until the first top-level block is added).
    private var opensWithTitle: Bool?
    /// The first heading that is not the leading title, and the shallowest level below 1 of any
    /// heading: the site shows the shallowest level right under the page's title (level-1 headings
    /// after the title at that level too).
    private var firstSection: (level: Int, range: SourceRange)?
    private var shallowestSectionLevel = Int.max

    /// Adds a top-level block and every block inside it.
    mutating func add(topLevel block: MarkdownBlock) {
        if opensWithTitle == nil, case .heading(1, _) = block.kind { opensWithTitle = true }
        extend(over: block.range)
        add(block)
    }

    /// The outline, with the skip of a first section heading deeper than the body's shallowest
    /// (known only once every heading is in): the site shifts the levels so the shallowest comes
    /// right under the page's title, so `### Sleep` before the `## Movement` sections would be an
    /// `h3` under the `h1`.
    func finished() -> MarkdownOutline {
        var outline = outline
        outline.opensWithTitle = opensWithTitle == true
        if let first = firstSection, first.level > 1, first.level > shallowestSectionLevel {
            outline.headingSkips.insert(MarkdownHeadingSkip(level: first.level, previousLevel: shallowestSectionLevel - 1,
                                                            range: first.range, opensBody: true), at: 0)
        }
        return outline
    }

    /// Makes the outline's range reach to the end of a top-level block (the first block, if it is
    /// not a title, settles that the body has none).
    mutating func extend(over range: SourceRange) {
        if opensWithTitle == nil { opensWithTitle = false }
        outline.range = SourceRange(start: outline.range?.start ?? range.start, end: range.end)
    }

    /// Records that the parser dropped blocks or inlines nested too deep.
    mutating func markExceededNestingLimit() {
        outline.exceededNestingLimit = true
    }

    /// Adds a block and then the blocks inside it, depth first.
    mutating func add(_ block: MarkdownBlock) {
        var counter = WordCounter()
        switch block.kind {
        case .heading(let level, let inlines):
            if previousHeadingLevel > 0, level > previousHeadingLevel + 1 {
                outline.headingSkips.append(MarkdownHeadingSkip(level: level, previousLevel: previousHeadingLevel, range: block.range))
            }
            previousHeadingLevel = outline.headingAnchors.isEmpty && level == 1 ? 0 : level
            let isTitle = outline.headingAnchors.isEmpty && level == 1 && opensWithTitle == true
            if !isTitle, firstSection == nil { firstSection = (level, block.range) }
            if level > 1 { shallowestSectionLevel = min(shallowestSectionLevel, level) }
            outline.headingAnchors.append(slugger.slug(for: MarkdownDocument.plainText(inlines)))
            add(inlines, counting: &counter)
        case .paragraph(let inlines):
            add(inlines, counting: &counter)
        case .codeBlock(_, let code):
            counter.add(Substring(code))
        case .html(let html):
            outline.containsRawHTML = true
            outline.rawHTML.append(MarkdownRawHTML(html: html, range: block.range))
        case .blockQuote(let children):
            children.forEach { add($0) }
        case .list(let list):
            list.items.forEach { $0.blocks.forEach { add($0) } }
        case .thematicBreak:
            break
        }
        add(words: counter)
    }

    /// Adds the words a block's counter counted.
    mutating func add(words counter: WordCounter) {
        outline.wordCount += counter.count
        outline.containsRawHTML = outline.containsRawHTML || counter.sawRawHTML
        outline.mayHoldLiteralMarkup = outline.mayHoldLiteralMarkup || counter.sawLiteralMarkupMarker
    }

    /// Adds inlines of a paragraph or heading: their links, images and raw HTML, and their words
    /// to the block's counter.
    mutating func add(_ inlines: [MarkdownInline], counting counter: inout WordCounter) {
        counter.add(inlines)
        collectReferencesAndHTML(inlines)
    }

    private mutating func collectReferencesAndHTML(_ inlines: [MarkdownInline]) {
        // By index, each inline read where the array holds it (`for inline in` copied each one).
        for index in inlines.indices {
            switch inlines[index].kind {
            case .link(let destination, _, let children):
                outline.references.append(MarkdownReference(kind: .link, destination: destination,
                                                            text: MarkdownDocument.plainText(children), range: inlines[index].range))
                collectReferencesAndHTML(children)
            case .image(let source, _, let alt):
                // An image's description is its text alternative: links and HTML in it are not looked for.
                outline.references.append(MarkdownReference(kind: .image, destination: source,
                                                            text: MarkdownDocument.plainText(alt), range: inlines[index].range))
            case .emphasis(let children), .strong(let children):
                collectReferencesAndHTML(children)
            case .html(let html):
                outline.rawHTML.append(MarkdownRawHTML(html: html, range: inlines[index].range))
            case .text, .code, .softBreak, .lineBreak:
                break
            }
        }
    }
}

/// Hands out a render tree's heading anchors (``MarkdownRenderTree/headingAnchors``: the
/// outline's, worked out when the document was checked) in document order, to a renderer that
/// meets the headings in that order: the site and the bundle give every heading the anchor
/// validation checked links against, without slugging its text again.
public struct HeadingAnchorCursor {
    private let anchors: [String]
    private var position = 0

    /// A cursor before the first heading of `tree`.
    public init(_ tree: MarkdownRenderTree) {
        anchors = tree.headingAnchors
    }

    /// The anchor of the next heading. A tree's anchors are its own headings', so a walk over
    /// its blocks meets exactly as many headings as there are anchors.
    public mutating func next() -> String {
        defer { position += 1 }
        return anchors[position]
    }
}
