public import EaseDiagnostics

/// A Markdown body as plain Swift values: the block tree cmark produced, with every node's
/// range in the coordinates of the whole source file (front matter included).
public struct MarkdownDocument: Sendable, Equatable {
    /// The top-level blocks in order.
    public let blocks: [MarkdownBlock]
    /// What validation reads of the body (headings, links and images, words, raw HTML), worked
    /// out once from the blocks: several rules, the catalog and the incremental build read it.
    public let outline: MarkdownOutline

    /// Creates a document; `mayHoldMixedScript` says whether its source holds a Cyrillic letter
    /// (``MarkdownOutline/mayHoldMixedScript``), which the blocks do not tell.
    public init(blocks: [MarkdownBlock], exceededNestingLimit: Bool = false, mayHoldMixedScript: Bool = false) {
        self.blocks = blocks
        var builder = OutlineBuilder()
        blocks.forEach { builder.add(topLevel: $0) }
        if exceededNestingLimit { builder.markExceededNestingLimit() }
        if mayHoldMixedScript { builder.markMixedScript() }
        outline = builder.finished()
    }

    /// A document whose outline is already known: the blocks of a body parsed again, whose
    /// outline the first parse made (it is not worked out a second time).
    init(blocks: [MarkdownBlock], outline: MarkdownOutline) {
        self.blocks = blocks
        self.outline = outline
    }

    /// Whether blocks nested deeper than the parser's limit were dropped.
    public var exceededNestingLimit: Bool { outline.exceededNestingLimit }
    /// Every link and image in document order.
    public var references: [MarkdownReference] { outline.references }
    /// The number of words in the document's text (code included, markup excluded): the reading
    /// time on the site and in the bundle and the onboarding word budget use it.
    public var wordCount: Int { outline.wordCount }
    /// Whether any block or inline is raw HTML.
    public var containsRawHTML: Bool { outline.containsRawHTML }
}

/// A block-level node.
public struct MarkdownBlock: Sendable, Equatable {
    /// What the block is. The two cases with large payloads are boxed, so every block of a
    /// document is small (a reading's tree is held from the check to the site and the bundle).
    public enum Kind: Sendable, Equatable {
        /// A paragraph of inline content.
        case paragraph([MarkdownInline])
        /// An ATX or setext heading of level 1–6.
        case heading(level: Int, [MarkdownInline])
        /// A block quote.
        case blockQuote([MarkdownBlock])
        /// A bullet or ordered list.
        indirect case list(MarkdownList)
        /// A fenced or indented code block; `info` is the fence's info string.
        indirect case codeBlock(info: String, code: String)
        /// Raw HTML, kept so validation can report it; never rendered as is.
        case html(String)
        /// A thematic break (`---`).
        case thematicBreak
    }

    /// What the block is.
    public var kind: Kind
    /// Where it is in the source file.
    public var range: SourceRange {
        get { packedRange.range }
        set { packedRange = PackedSourceRange(newValue) }
    }
    private var packedRange: PackedSourceRange

    /// Creates a block.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        packedRange = PackedSourceRange(range)
    }
}

/// A list and its items.
public struct MarkdownList: Sendable, Equatable {
    /// Whether the list is numbered.
    public var isOrdered: Bool
    /// The first number of an ordered list.
    public var start: Int
    /// Whether items are not separated by blank lines.
    public var isTight: Bool
    /// The items, each a sequence of blocks.
    public var items: [MarkdownListItem]

    /// Creates a list.
    public init(isOrdered: Bool, start: Int, isTight: Bool, items: [MarkdownListItem]) {
        self.isOrdered = isOrdered
        self.start = start
        self.isTight = isTight
        self.items = items
    }
}

/// One list item.
public struct MarkdownListItem: Sendable, Equatable {
    /// The item's blocks.
    public var blocks: [MarkdownBlock]
    /// Where the item is in the source file.
    public var range: SourceRange {
        get { packedRange.range }
        set { packedRange = PackedSourceRange(newValue) }
    }
    private var packedRange: PackedSourceRange

    /// Creates a list item.
    public init(blocks: [MarkdownBlock], range: SourceRange) {
        self.blocks = blocks
        packedRange = PackedSourceRange(range)
    }
}

/// An inline node.
public struct MarkdownInline: Sendable, Equatable {
    /// What the inline is. Links and images are boxed, so every other inline (most of them are
    /// text) takes 56 bytes in its array instead of 72.
    ///
    /// Text and code are `Substring`s: where the source file has them exactly as written (most
    /// text; not where cmark turned quotes curly or decoded an escape or entity), a slice of the
    /// file's text that shares its storage. A checked catalog holds every document's tree beside
    /// every source file, so each text needs no copy of its own.
    public enum Kind: Sendable, Equatable {
        /// Literal text.
        case text(Substring)
        /// A line break inside a paragraph that renders as a space.
        case softBreak
        /// A hard line break.
        case lineBreak
        /// A code span (its text without the backticks).
        case code(Substring)
        /// Raw inline HTML, kept for validation; never rendered as is.
        case html(String)
        /// Emphasis (`*x*`).
        case emphasis([MarkdownInline])
        /// Strong emphasis (`**x**`).
        case strong([MarkdownInline])
        /// A link with its destination as written.
        indirect case link(destination: String, title: String, [MarkdownInline])
        /// An image with its source as written; the children are its alt text.
        indirect case image(source: String, title: String, alt: [MarkdownInline])
    }

    /// What the inline is.
    public var kind: Kind
    /// Where it is in the source file.
    public var range: SourceRange {
        get { packedRange.range }
        set { packedRange = PackedSourceRange(newValue) }
    }
    private var packedRange: PackedSourceRange

    /// Creates an inline.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        packedRange = PackedSourceRange(range)
    }
}

/// A ``SourceRange`` in 16 bytes instead of 32, as the tree stores it: a reading has a few
/// hundred nodes, and ten thousand readings are held at once. A file Ease reads is at most
/// 8 MiB, so lines and columns fit in 32 bits.
struct PackedSourceRange: Sendable, Equatable {
    private let startLine: Int32, startColumn: Int32, endLine: Int32, endColumn: Int32

    init(_ range: SourceRange) {
        startLine = Int32(clamping: range.start.line)
        startColumn = Int32(clamping: range.start.column)
        endLine = Int32(clamping: range.end.line)
        endColumn = Int32(clamping: range.end.column)
    }

    var range: SourceRange {
        SourceRange(start: SourcePosition(line: Int(startLine), column: Int(startColumn)),
                    end: SourcePosition(line: Int(endLine), column: Int(endColumn)))
    }
}
