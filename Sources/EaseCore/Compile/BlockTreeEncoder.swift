import EaseMarkdown

/// Writes a Markdown body as the bundle's structured block tree, so the app renders it natively.
/// Links to other content become `{"anchor": …, "id": …, "kind": "content"}`; images point at their
/// bundle media path. Raw HTML is dropped: it never reaches the app.
///
/// The tree is written straight into bytes (``JSONStreamWriter``), each object's keys in sorted
/// order, laid out as ``JSONValue`` would lay it out: a reading's body is a few hundred objects,
/// and building them as values first was most of the bundle's time.
struct BlockTreeEncoder {
    /// Content-relative path of every document → its item id.
    let idsByPath: ContentLinkTable
    /// Content-relative media path → bundle path (`media/<hash>.<ext>`).
    let mediaPaths: [String: String]
    /// The content-relative path of the document being encoded.
    let documentPath: String
    /// Resolves the document's links and images.
    private let links: DocumentLinkResolver

    /// An encoder for the document at `documentPath`.
    init(idsByPath: ContentLinkTable, mediaPaths: [String: String], documentPath: String) {
        self.idsByPath = idsByPath
        self.mediaPaths = mediaPaths
        self.documentPath = documentPath
        links = DocumentLinkResolver(documentPath: documentPath)
    }

    /// Writes the body's blocks as a JSON array.
    func write(_ document: MarkdownDocument, into writer: inout JSONStreamWriter) {
        var anchors = HeadingAnchorCursor(document)
        blocks(document.blocks, into: &writer, &anchors)
    }

    private func blocks(_ blocks: [MarkdownBlock], into writer: inout JSONStreamWriter, _ anchors: inout HeadingAnchorCursor) {
        writer.beginArray()
        // Through the array's buffer: a `for … in` loop (or the array's subscript) copies each node,
        // a reference count on every string and child array in it; the buffer's hands it over in place.
        blocks.withUnsafeBufferPointer { blocks in
            for index in blocks.indices { self.block(blocks[index], into: &writer, &anchors) }
        }
        writer.endArray()
    }

    private func block(_ block: MarkdownBlock, into writer: inout JSONStreamWriter, _ anchors: inout HeadingAnchorCursor) {
        if case .html = block.kind { return }
        writer.element()
        writer.beginObject()
        switch block.kind {
        case .paragraph(let inlines):
            content(inlines, into: &writer)
            writer.member("type", literal: "paragraph")
        case .heading(let level, let inlines):
            writer.member("anchor", anchors.next())
            content(inlines, into: &writer)
            writer.key("level")
            writer.integer(level)
            writer.member("type", literal: "heading")
        case .blockQuote(let children):
            writer.key("children")
            blocks(children, into: &writer, &anchors)
            writer.member("type", literal: "blockQuote")
        case .list(let list):
            writer.key("items")
            writer.beginArray()
            for item in list.items {
                writer.element()
                blocks(item.blocks, into: &writer, &anchors)
            }
            writer.endArray()
            writer.key("ordered")
            writer.bool(list.isOrdered)
            writer.key("start")
            writer.integer(list.start)
            writer.key("tight")
            writer.bool(list.isTight)
            writer.member("type", literal: "list")
        case .codeBlock(let info, let code):
            writer.member("code", code)
            writer.key("language")
            writer.optional(info.isEmpty ? nil : info)
            writer.member("type", literal: "code")
        case .thematicBreak:
            writer.member("type", literal: "thematicBreak")
        case .html:
            break
        }
        writer.endObject()
    }

    /// The `content` member: an inline array.
    private func content(_ inlines: [MarkdownInline], into writer: inout JSONStreamWriter) {
        writer.key("content")
        writer.beginArray()
        inlines.withUnsafeBufferPointer { inlines in
            for index in inlines.indices { self.inline(inlines[index], into: &writer) }
        }
        writer.endArray()
    }

    private func inline(_ inline: MarkdownInline, into writer: inout JSONStreamWriter) {
        if case .html = inline.kind { return }
        writer.element()
        writer.beginObject()
        switch inline.kind {
        case .text(let text):
            writer.member("text", text)
            writer.member("type", literal: "text")
        case .softBreak:
            writer.member("type", literal: "softBreak")
        case .lineBreak:
            writer.member("type", literal: "lineBreak")
        case .code(let code):
            writer.member("code", code)
            writer.member("type", literal: "code")
        case .emphasis(let children):
            content(children, into: &writer)
            writer.member("type", literal: "emphasis")
        case .strong(let children):
            content(children, into: &writer)
            writer.member("type", literal: "strong")
        case .link(let destination, let title, let children):
            content(children, into: &writer)
            writer.key("target")
            target(destination, into: &writer)
            writer.key("title")
            writer.optional(title.isEmpty ? nil : title)
            writer.member("type", literal: "link")
        case .image(let source, _, let alt):
            let contentPath = links.resolve(ContentCatalog.stripFragment(source))
            writer.member("alt", MarkdownDocument.plainText(alt))
            writer.key("src")
            writer.optional(contentPath.flatMap { mediaPaths[$0] })
            writer.member("type", literal: "image")
        case .html:
            break
        }
        writer.endObject()
    }

    /// A link target: another content item (with an optional anchor) or an external URL.
    private func target(_ destination: String, into writer: inout JSONStreamWriter) {
        writer.beginObject()
        defer { writer.endObject() }
        if ContentCatalog.isExternal(destination) {
            writer.member("kind", literal: "url")
            writer.member("url", destination)
            return
        }
        let (written, fragment) = ContentCatalog.splitFragment(destination)
        writer.key("anchor")
        writer.optional(fragment?.isEmpty == false ? fragment : nil)
        writer.key("id")
        writer.optional(written.isEmpty ? idsByPath.values[documentPath] : idsByPath.value(forLink: written, from: links))
        writer.member("kind", literal: "content")
    }
}
