import EaseMarkdown

/// Renders a Markdown body as HTML for the site. Links between content files become site URLs,
/// images point at the site's hashed media, headings get the same anchors as the bundle, headings
/// are shifted so the page keeps one `h1` and no skipped levels, and raw HTML is dropped.
struct HTMLBodyRenderer {
    /// Content-relative path → site URL of every content document.
    let routes: [String: String]
    /// Content-relative media path → site media URL.
    let media: [String: String]
    /// The content-relative path of the document being rendered.
    let documentPath: String
    /// The level the body's first heading level maps to (2 when the page title is the `h1`).
    let topLevel: Int

    /// A heading of the table of contents.
    struct TOCEntry {
        let level: Int
        let text: String
        let anchor: String
    }

    /// The body's HTML, its table of contents (headings below the page title), and the anchor of the
    /// skipped leading title, which the page's own `<h1>` carries so `reading.md#its-title` still lands.
    func render(_ document: MarkdownDocument, skippingLeadingTitle: Bool) -> (html: String, toc: [TOCEntry], titleAnchor: String?) {
        var slugger = HeadingSlugger()
        var toc: [TOCEntry] = []
        var out = ""
        var blocks = document.blocks[...]
        var titleAnchor: String?
        if skippingLeadingTitle, case .heading(1, let inlines)? = blocks.first?.kind {
            titleAnchor = slugger.slug(for: MarkdownDocument.plainText(inlines))
            blocks = blocks.dropFirst()
        }
        let levels = document.headings.map(\.level).filter { !skippingLeadingTitle || $0 > 1 }
        let shallowest = levels.min() ?? 2
        for block in blocks { render(block, into: &out, slugger: &slugger, toc: &toc, shallowest: shallowest) }
        return (out, toc, titleAnchor)
    }

    private func render(_ block: MarkdownBlock, into out: inout String, slugger: inout HeadingSlugger,
                        toc: inout [TOCEntry], shallowest: Int) {
        switch block.kind {
        case .paragraph(let inlines):
            out += "<p>" + render(inlines) + "</p>\n"
        case .heading(let level, let inlines):
            let text = MarkdownDocument.plainText(inlines)
            let anchor = slugger.slug(for: text)
            let shown = min(6, max(topLevel, topLevel + level - shallowest))
            toc.append(TOCEntry(level: shown, text: text, anchor: anchor))
            out += "<h\(shown) id=\"\(HTML.escape(anchor))\">" + render(inlines) + "</h\(shown)>\n"
        case .blockQuote(let children):
            out += "<blockquote>\n"
            for child in children { render(child, into: &out, slugger: &slugger, toc: &toc, shallowest: shallowest) }
            out += "</blockquote>\n"
        case .list(let list):
            let tag = list.isOrdered ? "ol" : "ul"
            out += list.isOrdered && list.start != 1 ? "<ol start=\"\(list.start)\">\n" : "<\(tag)>\n"
            for item in list.items {
                out += "<li>"
                for child in item.blocks {
                    if list.isTight, case .paragraph(let inlines) = child.kind {
                        out += render(inlines)
                    } else {
                        render(child, into: &out, slugger: &slugger, toc: &toc, shallowest: shallowest)
                    }
                }
                out += "</li>\n"
            }
            out += "</\(tag)>\n"
        case .codeBlock(_, let code):
            out += "<pre><code>" + HTML.escape(code) + "</code></pre>\n"
        case .thematicBreak:
            out += "<hr>\n"
        case .html:
            break
        }
    }

    private func render(_ inlines: [MarkdownInline]) -> String {
        var out = ""
        for inline in inlines {
            switch inline.kind {
            case .text(let text): out += HTML.escape(text)
            case .softBreak: out += "\n"
            case .lineBreak: out += "<br>\n"
            case .code(let code): out += "<code>" + HTML.escape(code) + "</code>"
            case .html: break
            case .emphasis(let children): out += "<em>" + render(children) + "</em>"
            case .strong(let children): out += "<strong>" + render(children) + "</strong>"
            case .link(let destination, _, let children):
                out += "<a href=\"\(HTML.escape(href(destination)))\">" + render(children) + "</a>"
            case .image(let source, _, let alt):
                let path = ContentCatalog.resolve(ContentCatalog.stripFragment(source), relativeTo: documentPath)
                let src = path.flatMap { media[$0] } ?? ""
                out += "<img src=\"\(HTML.escape(src))\" alt=\"\(HTML.escape(MarkdownDocument.plainText(alt)))\">"
            }
        }
        return out
    }

    /// A link's site URL: external links unchanged, content links to the target's page and anchor.
    private func href(_ destination: String) -> String {
        if ContentCatalog.isExternal(destination) { return destination }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let fragment = parts.count > 1 && !parts[1].isEmpty ? "#" + parts[1] : ""
        if parts[0].isEmpty { return fragment }
        guard let path = ContentCatalog.resolve(parts[0], relativeTo: documentPath), let route = routes[path] else { return destination }
        return route + fragment
    }
}
