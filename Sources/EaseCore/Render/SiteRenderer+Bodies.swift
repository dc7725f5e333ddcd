import EaseBytes
import EaseMarkdown
import EaseTemplates
import Foundation

/// An item's own parts of a page: its body as HTML with its table of contents, its image and
/// its source line.
extension SiteRenderer {
    /// An item's body, its table of contents' values and its title's anchor.
    func body(_ item: ContentItem, skippingTitle: Bool = true, topLevel: Int = 2) -> (html: RenderedMarkup, toc: [TemplateValues], titleAnchor: String?) {
        let rendered = Self.body(item, routes: routes, media: media, skippingTitle: skippingTitle, topLevel: topLevel,
                                 memo: memo, linkTables: linkTables)
        return (rendered.html, Self.tocValues(rendered.toc, topLevel: topLevel), rendered.titleAnchor)
    }

    /// An item's Markdown body as HTML, its headings and its title's anchor; static, so pages can
    /// be rendered on every core.
    static func body(_ item: ContentItem, routes: ContentLinkTable, media: [String: String], skippingTitle: Bool,
                     topLevel: Int, memo: RenderMemo?, linkTables: Fingerprint.Value) -> RenderMemo.Body {
        let render = {
            HTMLBodyRenderer(routes: routes, media: media, documentPath: item.document.source.relativePath, topLevel: topLevel,
                             resolvedLinks: routes.resolvedLinks(of: item.document))
                .render(item.renderTree(), skippingLeadingTitle: skippingTitle)
        }
        guard let memo else { return render() }
        let key = RenderMemo.BodyKey(document: item.document.source.file.path, text: item.document.source.file.text,
                                     linkTables: linkTables, skippingTitle: skippingTitle, topLevel: topLevel)
        return memo.bodies.value(for: key, make: render)
    }

    /// The table of contents' template values: the headings at the top level.
    static func tocValues(_ toc: [HTMLBodyRenderer.TOCEntry], topLevel: Int) -> [TemplateValues] {
        // Each entry's two values made without a literal's array of pairs (``TemplateValues/init(_:_:)``).
        var values: [TemplateValues] = []
        values.reserveCapacity(toc.count)
        for entry in toc where entry.level == topLevel {
            values.append(TemplateValues(("text", .text(entry.text)), ("anchor", .text(entry.anchor))))
        }
        return values
    }

    /// An image's template values (`src` named by its hashed media file, `alt` empty when it is decorative).
    func image(_ image: ImageReference?) -> [String: Any]? {
        guard let image, let path = image.media.contentPath, let src = media[path] else { return nil }
        return ["src": src, "alt": image.isDecorative ? "" : image.alt ?? ""]
    }

    /// "Title, Author (Publisher), Year, pages …", written at once (``UTF8Writer``): appended
    /// piece by piece it cost some 2,600 instructions, and every reading page has this line.
    func sourceLine(_ source: SourceAttribution?) -> String? {
        guard let source else { return nil }
        let pages = site.text("pages", filling: "pages", with: source.pages)
        // The separators: three ", " (6 bytes), and " (" and ")" around a publisher (3).
        let publisherCount = source.publisher.map { $0.utf8.count + 3 } ?? 0
        return String(byteCount: source.title.utf8.count + source.author.utf8.count + publisherCount
                      + UTF8Writer.decimalCount(source.year) + pages.utf8.count + 6) { out in
            out.append(source.title)
            out.append(literal: ", ")
            out.append(source.author)
            if let publisher = source.publisher {
                out.append(literal: " (")
                out.append(publisher)
                out.append(literal: ")")
            }
            out.append(literal: ", ")
            out.append(decimal: source.year)
            out.append(literal: ", ")
            out.append(pages)
        }
    }
}
