public import EaseDiagnostics

/// A heading with its plain text and the anchor id it gets.
public struct MarkdownHeading: Sendable, Equatable {
    /// 1–6.
    public var level: Int
    /// The heading's text without markup.
    public var text: String
    /// The anchor id (see ``HeadingSlugger``).
    public var anchor: String
    /// Where the heading is.
    public var range: SourceRange
}

/// The plain text of a paragraph or a heading (``MarkdownDocument/forEachBlockText(_:)``), as
/// an outline's parse gives it without the tree.
public struct MarkdownBlockText: Sendable, Equatable {
    /// The UTF-8 bytes of the text without markup (``MarkdownDocument/plainText(_:)``), as cmark
    /// gives them: a reader that looks at bytes first makes no string of most texts.
    public var utf8: [UInt8]
    /// Whether the block is a heading (else a paragraph).
    public var isHeading: Bool

    /// The text of a heading or a paragraph, as its UTF-8 bytes.
    public init(utf8: [UInt8], isHeading: Bool) {
        self.utf8 = utf8
        self.isHeading = isHeading
    }

    /// The text as a string.
    public var text: String { String(decoding: utf8, as: UTF8.self) }
}

/// A link or image reference found in a document.
public struct MarkdownReference: Sendable, Equatable {
    /// Whether this is a link or an image.
    public enum Kind: Sendable, Equatable { case link, image }
    /// Link or image.
    public var kind: Kind
    /// The destination as written.
    public var destination: String
    /// The link text or the image's alt text, without markup.
    public var text: String
    /// Where the link or image is.
    public var range: SourceRange
}

extension MarkdownDocument {
    /// Every heading in document order, with the anchors of ``MarkdownOutline/headingAnchors``.
    public var headings: [MarkdownHeading] {
        var slugger = HeadingSlugger()
        var out: [MarkdownHeading] = []
        forEachBlock { block in
            if case .heading(let level, let inlines) = block.kind {
                let text = MarkdownDocument.plainText(inlines)
                out.append(MarkdownHeading(level: level, text: text, anchor: slugger.slug(for: text), range: block.range))
            }
        }
        return out
    }

    /// Calls `body` with the plain text (``plainText(_:)``) of every paragraph and heading, depth
    /// first, in document order: in quotes and lists too, not in code or raw HTML. The texts a
    /// reader compares with another document's; ``CommonMarkParser/outline(_:in:lineOffset:blockTexts:)``
    /// gives the same ones without the tree.
    public func forEachBlockText(_ body: (_ text: String, _ isHeading: Bool, _ range: SourceRange) -> Void) {
        forEachBlock { block in
            switch block.kind {
            case .paragraph(let inlines): body(Self.plainText(inlines), false, block.range)
            case .heading(_, let inlines): body(Self.plainText(inlines), true, block.range)
            default: break
            }
        }
    }

    /// The texts ``forEachBlockText(_:)`` gives, without their ranges: what
    /// ``CommonMarkParser/outline(_:in:lineOffset:blockTexts:)`` gives of the same body.
    public var blockTexts: [MarkdownBlockText] {
        var texts: [MarkdownBlockText] = []
        forEachBlockText { text, isHeading, _ in texts.append(MarkdownBlockText(utf8: Array(text.utf8), isHeading: isHeading)) }
        return texts
    }

    /// Calls `body` for every block, depth first, in document order.
    public func forEachBlock(_ body: (MarkdownBlock) -> Void) {
        func visit(_ blocks: [MarkdownBlock]) {
            for block in blocks {
                body(block)
                switch block.kind {
                case .blockQuote(let children): visit(children)
                case .list(let list): list.items.forEach { visit($0.blocks) }
                default: break
                }
            }
        }
        visit(blocks)
    }

    /// The text of inlines without markup; breaks become spaces, images contribute their alt text.
    public static func plainText(_ inlines: [MarkdownInline]) -> String {
        // One piece of text (most headings and link texts) is that text.
        if inlines.count == 1, case .text(let text) = inlines[0].kind { return String(text) }
        var out = ""
        // By index, each inline read where the array holds it (`for inline in` copied each one).
        for index in inlines.indices {
            switch inlines[index].kind {
            // Made a string first: a slice appended to a string was appended character by
            // character (670 instructions a piece; 117,000 pieces in a 10k check).
            case .text(let text), .code(let text): out += String(text)
            case .softBreak, .lineBreak: out += " "
            case .html: break
            case .emphasis(let children), .strong(let children), .link(_, _, let children), .image(_, _, let children):
                out += plainText(children)
            }
        }
        return out
    }
}
