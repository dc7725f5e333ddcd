public import EaseDiagnostics

/// Markup CommonMark could not read as its author meant, and so shows as the characters
/// written: a heading with no space after its `#`s, a link that did not parse, emphasis that
/// never closes.
public struct MarkdownLiteralMarkup: Sendable, Equatable {
    /// What was written.
    public enum Kind: Sendable, Equatable {
        /// `##Sleep`: a paragraph of one line opening with one to six `#`s and a letter.
        case headingWithoutSpace
        /// `[text] (page.md)`: a space between a link's text and its destination.
        case spaceBeforeDestination
        /// `[text](my page.md)`: a destination with a space, which CommonMark takes only between `<` and `>`.
        case spaceInDestination(destination: String)
        /// `[text](page.md`: a destination whose `(` is not closed on its line.
        case unclosedDestination
        /// `[text][label]` with no `[label]: …` definition in the body.
        case undefinedReference(label: String)
        /// A run of `*` or `_` that opens emphasis never closed (`**Note`), or, of two or more,
        /// closes emphasis never opened (`note**`).
        case unclosedEmphasis(run: String, opens: Bool)
    }

    /// What was written.
    public var kind: Kind
    /// Where: the `#`s, the link from its `[` to where its destination ends (the `]` alone when
    /// its `[` is not known), the run.
    public var range: SourceRange

    /// A finding of `kind` at `range`.
    public init(_ kind: Kind, at range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// Finds markup shown as written in a body's tree, by the source text of its paragraphs and
/// headings around the pieces of text CommonMark left (a `]` it could not close a link with, a
/// `*` run it could not pair). Code, raw HTML, image descriptions and links' text are not
/// looked in. A closer look for the bodies whose outline says they may hold it
/// (``MarkdownOutline/mayHoldLiteralMarkup``).
public struct LiteralMarkupFinder {
    let file: SourceFile
    let bytes: [UInt8]
    var found: [MarkdownLiteralMarkup] = []

    /// Everything of it in `document`, whose ranges are in `file`, in document order; `bytes` as
    /// ``GitHubSyntaxFinder/find(in:file:bytes:)`` takes them.
    public static func find(in document: MarkdownDocument, file: SourceFile, bytes: [UInt8]? = nil) -> [MarkdownLiteralMarkup] {
        var finder = LiteralMarkupFinder(file: file, bytes: bytes ?? Array(file.text.utf8))
        finder.look(in: document.blocks)
        return finder.found
    }

    private mutating func look(in blocks: [MarkdownBlock]) {
        for block in blocks {
            switch block.kind {
            case .paragraph(let inlines):
                lookForHeadingMarker(opening: inlines)
                lookInText(of: inlines)
            case .heading(_, let inlines):
                lookInText(of: inlines)
            case .blockQuote(let children):
                look(in: children)
            case .list(let list):
                for item in list.items { look(in: item.blocks) }
            case .codeBlock, .html, .thematicBreak:
                break
            }
        }
    }

    /// A paragraph of one line that opens with one to six `#`s and a letter.
    private mutating func lookForHeadingMarker(opening inlines: [MarkdownInline]) {
        guard let first = inlines.first, case .text = first.kind,
              !inlines.contains(where: { $0.kind == .softBreak || $0.kind == .lineBreak }),
              let start = file.byteRange(of: first.range)?.lowerBound else { return }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: "#") { end += 1 }
        guard end > start, end - start <= 6, end < bytes.count, Self.isLetter(bytes[end]) else { return }
        found.append(MarkdownLiteralMarkup(.headingWithoutSpace, at: file.range(ofBytes: start..<end)))
    }

    /// An ASCII letter, or the first byte of a character past ASCII (a letter of another script).
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0xC0
    }
}
