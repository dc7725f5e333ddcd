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
    private let links: DocumentLinkResolver

    /// A renderer for the document at `documentPath`.
    init(routes: ContentLinkTable, media: [String: String], documentPath: String, topLevel: Int) {
        self.routes = routes
        self.media = media
        self.documentPath = documentPath
        self.topLevel = topLevel
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
    /// The HTML is written as bytes, escaping as it goes, and made a string once.
    func render(_ document: MarkdownDocument, skippingLeadingTitle: Bool) -> (html: String, toc: [TOCEntry], titleAnchor: String?) {
        var anchors = HeadingAnchorCursor(document)
        var toc: [TOCEntry] = []
        var out: [UInt8] = []
        out.reserveCapacity(8192)
        var blocks = document.blocks[...]
        var titleAnchor: String?
        if skippingLeadingTitle, case .heading(1, _)? = blocks.first?.kind {
            titleAnchor = anchors.next()
            blocks = blocks.dropFirst()
        }
        // The shallowest heading level the table of contents lists (levels only: no heading's text is needed).
        var shallowest: Int?
        document.forEachBlock { block in
            if case .heading(let level, _) = block.kind, !skippingLeadingTitle || level > 1 { shallowest = min(shallowest ?? level, level) }
        }
        blocks.withUnsafeBufferPointer { blocks in
            for index in blocks.indices { render(blocks[index], into: &out, anchors: &anchors, toc: &toc, shallowest: shallowest ?? 2) }
        }
        return (String(decoding: out, as: UTF8.self), toc, titleAnchor)
    }

    private func render(_ block: MarkdownBlock, into out: inout [UInt8], anchors: inout HeadingAnchorCursor,
                        toc: inout [TOCEntry], shallowest: Int) {
        switch block.kind {
        case .paragraph(let inlines):
            out += "<p>".utf8
            render(inlines, into: &out)
            out += "</p>\n".utf8
        case .heading(let level, let inlines):
            let text = MarkdownDocument.plainText(inlines)
            let anchor = anchors.next()
            let shown = min(6, max(topLevel, topLevel + level - shallowest))
            toc.append(TOCEntry(level: shown, text: text, anchor: anchor))
            out += "<h\(shown) id=\"".utf8
            HTMLEscaping.append(anchor, to: &out)
            out += "\">".utf8
            render(inlines, into: &out)
            out += "</h\(shown)>\n".utf8
        case .blockQuote(let children):
            out += "<blockquote>\n".utf8
            for child in children { render(child, into: &out, anchors: &anchors, toc: &toc, shallowest: shallowest) }
            out += "</blockquote>\n".utf8
        case .list(let list):
            let tag = list.isOrdered ? "ol" : "ul"
            out += (list.isOrdered && list.start != 1 ? "<ol start=\"\(list.start)\">\n" : "<\(tag)>\n").utf8
            for item in list.items {
                out += "<li>".utf8
                for child in item.blocks {
                    if list.isTight, case .paragraph(let inlines) = child.kind {
                        render(inlines, into: &out)
                    } else {
                        render(child, into: &out, anchors: &anchors, toc: &toc, shallowest: shallowest)
                    }
                }
                out += "</li>\n".utf8
            }
            out += "</\(tag)>\n".utf8
        case .codeBlock(_, let code):
            out += "<pre><code>".utf8
            HTMLEscaping.append(code, to: &out)
            out += "</code></pre>\n".utf8
        case .thematicBreak:
            out += "<hr>\n".utf8
        case .html:
            break
        }
    }

    private func render(_ inlines: [MarkdownInline], into out: inout [UInt8]) {
        // Through the array's buffer: a `for … in` loop (or the array's subscript) copies each
        // node, a reference count on every string and child array in it; the buffer's hands it over in place.
        inlines.withUnsafeBufferPointer { inlines in
            for index in inlines.indices { render(inlines[index], into: &out) }
        }
    }

    private func render(_ inline: MarkdownInline, into out: inout [UInt8]) {
        switch inline.kind {
        case .text(let text): HTMLEscaping.append(text, to: &out)
        case .softBreak: out.append(UInt8(ascii: "\n"))
        case .lineBreak: out += "<br>\n".utf8
        case .code(let code):
            out += "<code>".utf8
            HTMLEscaping.append(code, to: &out)
            out += "</code>".utf8
        case .html: break
        case .emphasis(let children):
            out += "<em>".utf8
            render(children, into: &out)
            out += "</em>".utf8
        case .strong(let children):
            out += "<strong>".utf8
            render(children, into: &out)
            out += "</strong>".utf8
        case .link(let destination, _, let children):
            out += "<a href=\"".utf8
            HTMLEscaping.append(href(destination), to: &out)
            out += "\">".utf8
            render(children, into: &out)
            out += "</a>".utf8
        case .image(let source, _, let alt):
            let path = links.resolve(ContentCatalog.stripFragment(source))
            out += "<img src=\"".utf8
            HTMLEscaping.append(path.flatMap { media[$0] } ?? "", to: &out)
            out += "\" alt=\"".utf8
            HTMLEscaping.append(MarkdownDocument.plainText(alt), to: &out)
            out += "\">".utf8
        }
    }

    /// A link's site URL: external links unchanged, content links to the target's page and anchor.
    private func href(_ destination: String) -> String {
        if ContentCatalog.isExternal(destination) { return destination }
        let (written, anchor) = ContentCatalog.splitFragment(destination)
        let fragment = anchor.map { $0.isEmpty ? "" : "#" + $0 } ?? ""
        if written.isEmpty { return fragment }
        guard let route = routes.value(forLink: written, from: links) else { return destination }
        return route + fragment
    }
}
