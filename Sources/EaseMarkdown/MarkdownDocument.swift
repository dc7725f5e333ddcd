public import EaseDiagnostics

/// A Markdown body as plain Swift values: the block tree cmark produced, with every node's
/// range in the coordinates of the whole source file (front matter included).
public struct MarkdownDocument: Sendable, Equatable {
    /// The top-level blocks in order.
    public let blocks: [MarkdownBlock]
    /// Whether blocks nested deeper than the parser's limit were dropped.
    public var exceededNestingLimit: Bool
    /// Every link and image in document order (collected once: several validation rules, the
    /// catalog and the incremental build each read them).
    public private(set) var references: [MarkdownReference] = []
    /// The number of words in the document's text (code included, markup excluded), counted
    /// once: the reading time on the site and in the bundle and the onboarding word budget use it.
    public private(set) var wordCount = 0

    /// Creates a document.
    public init(blocks: [MarkdownBlock], exceededNestingLimit: Bool = false) {
        self.blocks = blocks
        self.exceededNestingLimit = exceededNestingLimit
        references = collectReferences()
        wordCount = countWords()
    }
}

/// A block-level node.
public struct MarkdownBlock: Sendable, Equatable {
    /// What the block is.
    public enum Kind: Sendable, Equatable {
        /// A paragraph of inline content.
        case paragraph([MarkdownInline])
        /// An ATX or setext heading of level 1–6.
        case heading(level: Int, [MarkdownInline])
        /// A block quote.
        case blockQuote([MarkdownBlock])
        /// A bullet or ordered list.
        case list(MarkdownList)
        /// A fenced or indented code block; `info` is the fence's info string.
        case codeBlock(info: String, code: String)
        /// Raw HTML, kept so validation can report it; never rendered as is.
        case html(String)
        /// A thematic break (`---`).
        case thematicBreak
    }

    /// What the block is.
    public var kind: Kind
    /// Where it is in the source file.
    public var range: SourceRange

    /// Creates a block.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
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
    public var range: SourceRange

    /// Creates a list item.
    public init(blocks: [MarkdownBlock], range: SourceRange) {
        self.blocks = blocks
        self.range = range
    }
}

/// An inline node.
public struct MarkdownInline: Sendable, Equatable {
    /// What the inline is.
    public enum Kind: Sendable, Equatable {
        /// Literal text.
        case text(String)
        /// A line break inside a paragraph that renders as a space.
        case softBreak
        /// A hard line break.
        case lineBreak
        /// A code span.
        case code(String)
        /// Raw inline HTML, kept for validation; never rendered as is.
        case html(String)
        /// Emphasis (`*x*`).
        case emphasis([MarkdownInline])
        /// Strong emphasis (`**x**`).
        case strong([MarkdownInline])
        /// A link with its destination as written.
        case link(destination: String, title: String, [MarkdownInline])
        /// An image with its source as written; the children are its alt text.
        case image(source: String, title: String, alt: [MarkdownInline])
    }

    /// What the inline is.
    public var kind: Kind
    /// Where it is in the source file.
    public var range: SourceRange

    /// Creates an inline.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
