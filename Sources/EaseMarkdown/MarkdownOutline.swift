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
    public internal(set) var containsRawHTML: Bool {
        get { flags & 1 != 0 }
        set { flags = newValue ? flags | 1 : flags & ~1 }
    }
    /// Whether blocks nested deeper than the parser's limit were dropped.
    public internal(set) var exceededNestingLimit: Bool {
        get { flags & 2 != 0 }
        set { flags = newValue ? flags | 2 : flags & ~2 }
    }
    /// Whether the text (not code) holds a character of markup CommonMark shows as written:
    /// GitHub's own (`|`, `~`, `]`, `^`, a web address's `/`, or one of a few beside them in
    /// ASCII), a link that did not parse (`]`), a `*` (emphasis never closed), or a piece of text
    /// that opens with `#` (a heading without its space). The bodies worth a closer look by
    /// ``GitHubSyntaxFinder`` and ``LiteralMarkupFinder``, which need the body's tree.
    public internal(set) var mayHoldLiteralMarkup: Bool {
        get { flags & 4 != 0 }
        set { flags = newValue ? flags | 4 : flags & ~4 }
    }
    /// Whether the body's first block is a level-1 heading (its first anchor is that heading's):
    /// the site shows a reading's or an onboarding page's `title:` in its place.
    public internal(set) var opensWithTitle: Bool {
        get { flags & 8 != 0 }
        set { flags = newValue ? flags | 8 : flags & ~8 }
    }
    /// Whether a paragraph is one strong inline and nothing else (`**Movement**`): a bold line
    /// that may stand in for a heading, which ``SectionFinder`` looks at in the body's tree.
    public internal(set) var mayHoldBoldHeading: Bool {
        get { flags & 16 != 0 }
        set { flags = newValue ? flags | 16 : flags & ~16 }
    }
    /// Whether a section heading has nothing under it before the next heading of its level or
    /// above (or the body's end), or a heading's anchor had to be numbered because an earlier
    /// heading took it (a repeat, `## Sleep` twice): ``SectionFinder`` looks at the body's tree.
    public internal(set) var mayHoldUnclearSection: Bool {
        get { flags & 32 != 0 }
        set { flags = newValue ? flags | 32 : flags & ~32 }
    }
    /// Whether the body's source (code too) may hold a word that mixes two scripts' letters
    /// (`Wоrry` with a Cyrillic `о`), which the mixed-script rule looks for in the body: a run of
    /// its bytes between ASCII bytes that are not letters has two scripts' lead bytes
    /// (``ScriptRuns/mayMix(_:)``), looked for in a file that is not all ASCII. A Russian body
    /// with no such run is not read again.
    public internal(set) var mayHoldMixedScript: Bool {
        get { flags & 64 != 0 }
        set { flags = newValue ? flags | 64 : flags & ~64 }
    }

    /// Whether a heading is underlined (`---` or `===` on the line under its text, a setext
    /// heading), which may be a paragraph made a heading by a dividing line written right under
    /// it: `UnderlinedParagraphRule` (EaseCore) looks at such headings in the body's tree.
    public internal(set) var mayHoldUnderlinedParagraph: Bool {
        get { flags & 128 != 0 }
        set { flags = newValue ? flags | 128 : flags & ~128 }
    }

    /// The flags above, one bit each: eight flags as `Bool`s made the outline 80 bytes, and a
    /// holder's own flag after it then took a word of its own (`ParsedDocument`'s checked parts:
    /// a 10k build's peak memory 71 → 83 MB, 50k's 238 → 288 MB, in this larger size class).
    private var flags: UInt8 = 0

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
