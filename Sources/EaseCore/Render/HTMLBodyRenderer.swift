import EaseBytes
import EaseMarkdown
import EaseTemplates

/// Renders a Markdown body as HTML for the site. Links between content files become site URLs,
/// images point at the site's hashed media, headings get the same anchors as the bundle, headings
/// are shifted so the page keeps one `h1` and no skipped levels, and raw HTML is dropped.
struct HTMLBodyRenderer {
    /// Content-relative path → site URL of every content document.
    let routes: ContentLinkTable
    /// Content-relative media path → site media URL.
    let media: [String: String]
    /// The content-relative path of the document being rendered.
    let documentPath: String
    /// The level the body's first heading level maps to (2 when the page title is the `h1`).
    let topLevel: Int
    /// Resolves the document's links and images.
    let links: DocumentLinkResolver
    /// Where the check found the document's links lead (``ContentLinkTable/resolvedLinks(of:)``).
    private let resolvedLinks: ResolvedLinkCursor

    /// A renderer for the document at `documentPath`, whose links the check resolved as
    /// `resolvedLinks` says (any other link is looked up in `routes`).
    init(routes: ContentLinkTable, media: [String: String], documentPath: String, topLevel: Int,
         resolvedLinks: ResolvedLinkCursor = ResolvedLinkCursor()) {
        self.routes = routes
        self.media = media
        self.documentPath = documentPath
        self.topLevel = topLevel
        self.resolvedLinks = resolvedLinks
        links = DocumentLinkResolver(documentPath: documentPath)
    }

    /// A heading of the table of contents.
    struct TOCEntry {
        let level: Int
        let text: String
        let anchor: String
    }

    /// The body's HTML, its table of contents (headings below the page title), and the anchor of the
    /// skipped leading title, which the page's own `<h1>` carries so `reading.md#its-title` still lands.
    /// The HTML is written as bytes, escaping as it goes, and stays bytes: the page's template
    /// copies them as they are (made a string, the bytes of a page in Russian were read through
    /// once more to be checked as UTF-8, 2% of a build of such pages).
    func render(_ tree: MarkdownRenderTree, skippingLeadingTitle: Bool) -> (html: RenderedMarkup, toc: [TOCEntry], titleAnchor: String?) {
        var anchors = HeadingAnchorCursor(tree)
        var resolved = resolvedLinks
        var toc: [TOCEntry] = []
        let out = ByteBuffer(capacity: 8192)
        var first = tree[tree.root].firstChild
        var titleAnchor: String?
        if skippingLeadingTitle, first >= 0, tree[first].kind == .heading, tree[first].number == 1 {
            titleAnchor = anchors.next()
            resolved.skipLinks(in: first, of: tree)
            first = tree[first].next
        }
        // The shallowest heading level the table of contents lists (levels only: no heading's text is needed).
        var shallowest: Int?
        tree.forEachBlock { index in
            let level = Int(tree[index].number)
            if tree[index].kind == .heading, !skippingLeadingTitle || level > 1 { shallowest = min(shallowest ?? level, level) }
        }
        var block = first
        while block >= 0 {
            render(block: block, of: tree, into: out, anchors: &anchors, resolved: &resolved, toc: &toc, shallowest: shallowest ?? 2)
            block = tree[block].next
        }
        return (RenderedMarkup(out.array), toc, titleAnchor)
    }

    private func render(block index: Int32, of tree: MarkdownRenderTree, into out: ByteBuffer, anchors: inout HeadingAnchorCursor,
                        resolved: inout ResolvedLinkCursor, toc: inout [TOCEntry], shallowest: Int) {
        let block = tree[index]
        switch block.kind {
        case .paragraph:
            out.append(literal: "<p>")
            render(inlinesOf: index, of: tree, into: out, resolved: &resolved)
            out.append(literal: "</p>\n")
        case .heading:
            let text = tree.plainText(ofChildrenOf: index)
            let anchor = anchors.next()
            let shown = min(6, max(topLevel, topLevel + Int(block.number) - shallowest))
            toc.append(TOCEntry(level: shown, text: text, anchor: anchor))
            out.append(literal: "<h")
            Self.append(level: shown, to: out)
            out.append(literal: " id=\"")
            HTMLEscaping.append(anchor, to: out)
            out.append(literal: "\">")
            render(inlinesOf: index, of: tree, into: out, resolved: &resolved)
            out.append(literal: "</h")
            Self.append(level: shown, to: out)
            out.append(literal: ">\n")
        case .blockQuote:
            out.append(literal: "<blockquote>\n")
            var child = block.firstChild
            while child >= 0 {
                render(block: child, of: tree, into: out, anchors: &anchors, resolved: &resolved, toc: &toc, shallowest: shallowest)
                child = tree[child].next
            }
            out.append(literal: "</blockquote>\n")
        case .list:
            if block.isOrdered && block.number != 1 {
                out.append(utf8: "<ol start=\"\(block.number)\">\n")
            } else {
                out.append(literal: block.isOrdered ? "<ol>\n" : "<ul>\n")
            }
            var item = block.firstChild
            while item >= 0 {
                out.append(literal: "<li>")
                var child = tree[item].firstChild
                while child >= 0 {
                    if block.isTight, tree[child].kind == .paragraph {
                        render(inlinesOf: child, of: tree, into: out, resolved: &resolved)
                    } else {
                        render(block: child, of: tree, into: out, anchors: &anchors, resolved: &resolved, toc: &toc, shallowest: shallowest)
                    }
                    child = tree[child].next
                }
                out.append(literal: "</li>\n")
                item = tree[item].next
            }
            out.append(literal: block.isOrdered ? "</ol>\n" : "</ul>\n")
        case .codeBlock:
            out.append(literal: "<pre><code>")
            escaped(block.text, of: tree, into: out)
            out.append(literal: "</code></pre>\n")
        case .thematicBreak:
            out.append(literal: "<hr>\n")
        default:
            break
        }
    }

    /// Appends a heading level: one digit (1 to 6) as a byte, not interpolated into a string first.
    private static func append(level: Int, to out: ByteBuffer) {
        if (0...9).contains(level) { out.append(byte: UInt8(ascii: "0") + UInt8(level)) } else { out.append(utf8: String(level)) }
    }
}
