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
    /// Where the check found the document's links lead (``ContentLinkTable/resolvedLinks(of:)``).
    private let resolvedLinks: ResolvedLinkCursor

    /// The headings' anchors and the links' targets, handed out in the body's order.
    private struct Cursors {
        var anchors: HeadingAnchorCursor
        var links: ResolvedLinkCursor
    }

    /// An encoder for the document at `documentPath`, whose links the check resolved as
    /// `resolvedLinks` says (any other link is looked up in `idsByPath`).
    init(idsByPath: ContentLinkTable, mediaPaths: [String: String], documentPath: String, resolvedLinks: ResolvedLinkCursor = ResolvedLinkCursor()) {
        self.idsByPath = idsByPath
        self.mediaPaths = mediaPaths
        self.documentPath = documentPath
        self.resolvedLinks = resolvedLinks
        links = DocumentLinkResolver(documentPath: documentPath)
    }

    /// Writes the body's blocks as a JSON array.
    func write(_ tree: MarkdownRenderTree, into writer: inout JSONStreamWriter) {
        var cursors = Cursors(anchors: HeadingAnchorCursor(tree), links: resolvedLinks)
        blocks(childrenOf: tree.root, of: tree, into: &writer, &cursors)
    }

    private func blocks(childrenOf parent: Int32, of tree: MarkdownRenderTree, into writer: inout JSONStreamWriter,
                        _ cursors: inout Cursors) {
        writer.beginArray()
        var index = tree[parent].firstChild
        while index >= 0 {
            block(index, of: tree, into: &writer, &cursors)
            index = tree[index].next
        }
        writer.endArray()
    }

    private func block(_ index: Int32, of tree: MarkdownRenderTree, into writer: inout JSONStreamWriter, _ cursors: inout Cursors) {
        let block = tree[index]
        if block.kind == .html { return }
        writer.element()
        writer.beginObject()
        switch block.kind {
        case .paragraph:
            content(of: index, in: tree, into: &writer, &cursors.links)
            writer.member("type", literal: "paragraph")
        case .heading:
            writer.member("anchor", cursors.anchors.next())
            content(of: index, in: tree, into: &writer, &cursors.links)
            writer.key("level")
            writer.integer(Int(block.number))
            writer.member("type", literal: "heading")
        case .blockQuote:
            writer.key("children")
            blocks(childrenOf: index, of: tree, into: &writer, &cursors)
            writer.member("type", literal: "blockQuote")
        case .list:
            writer.key("items")
            writer.beginArray()
            var item = block.firstChild
            while item >= 0 {
                writer.element()
                blocks(childrenOf: item, of: tree, into: &writer, &cursors)
                item = tree[item].next
            }
            writer.endArray()
            writer.key("ordered")
            writer.bool(block.isOrdered)
            writer.key("start")
            writer.integer(Int(block.number))
            writer.key("tight")
            writer.bool(block.isTight)
            writer.member("type", literal: "list")
        case .codeBlock:
            tree.withBytes(of: block.text) { writer.member("code", bytes: $0) }
            writer.key("language")
            optional(block.detail, of: tree, into: &writer)
            writer.member("type", literal: "code")
        case .thematicBreak:
            writer.member("type", literal: "thematicBreak")
        default:
            break
        }
        writer.endObject()
    }

    /// The `content` member: the inline array of the node at `parent`.
    private func content(of parent: Int32, in tree: MarkdownRenderTree, into writer: inout JSONStreamWriter,
                         _ resolved: inout ResolvedLinkCursor) {
        writer.key("content")
        writer.beginArray()
        var index = tree[parent].firstChild
        while index >= 0 {
            inline(index, of: tree, into: &writer, &resolved)
            index = tree[index].next
        }
        writer.endArray()
    }

    private func inline(_ index: Int32, of tree: MarkdownRenderTree, into writer: inout JSONStreamWriter,
                        _ resolved: inout ResolvedLinkCursor) {
        let inline = tree[index]
        if inline.kind == .inlineHTML { return }
        writer.element()
        writer.beginObject()
        switch inline.kind {
        case .text:
            tree.withBytes(of: inline.text) { writer.member("text", bytes: $0) }
            writer.member("type", literal: "text")
        case .softBreak:
            writer.member("type", literal: "softBreak")
        case .lineBreak:
            writer.member("type", literal: "lineBreak")
        case .code:
            tree.withBytes(of: inline.text) { writer.member("code", bytes: $0) }
            writer.member("type", literal: "code")
        case .emphasis:
            content(of: index, in: tree, into: &writer, &resolved)
            writer.member("type", literal: "emphasis")
        case .strong:
            content(of: index, in: tree, into: &writer, &resolved)
            writer.member("type", literal: "strong")
        case .link:
            content(of: index, in: tree, into: &writer, &resolved)
            writer.key("target")
            target(of: inline.text, in: tree, &resolved, into: &writer)
            writer.key("title")
            optional(inline.detail, of: tree, into: &writer)
            writer.member("type", literal: "link")
        case .image:
            let contentPath = links.resolve(ContentCatalog.stripFragment(tree.string(inline.text)))
            writer.member("alt", tree.plainText(ofChildrenOf: index))
            writer.key("src")
            writer.optional(contentPath.flatMap { mediaPaths[$0] })
            writer.member("type", literal: "image")
        default:
            break
        }
        writer.endObject()
    }

    /// The text of `span` as a string, or `null` when it is empty (a code block without a
    /// language, a link without a title).
    private func optional(_ span: MarkdownRenderTree.Span, of tree: MarkdownRenderTree, into writer: inout JSONStreamWriter) {
        if span.isEmpty { writer.null() } else { tree.withBytes(of: span) { writer.string(bytes: $0) } }
    }

    /// A link's target: from the document the check found it leads to, when it did, else from
    /// its destination (``target(_:into:)``).
    private func target(of destination: MarkdownRenderTree.Span, in tree: MarkdownRenderTree, _ resolved: inout ResolvedLinkCursor,
                        into writer: inout JSONStreamWriter) {
        if let found = tree.withBytes(of: destination, { resolved.target(of: $0) }),
           target(ofDocumentAt: found, destination, of: tree, into: &writer) { return }
        target(tree.string(destination), into: &writer)
    }

    /// The target of a link the check resolved to the catalog's document at `index`: that
    /// document's item and the link's anchor, as ``target(_:into:)`` writes them. False, with
    /// nothing written, when the document is no item's.
    private func target(ofDocumentAt index: Int, _ destination: MarkdownRenderTree.Span, of tree: MarkdownRenderTree,
                        into writer: inout JSONStreamWriter) -> Bool {
        idsByPath.withValue(ofDocumentAt: index) { id -> Void in
            writer.beginObject()
            writer.key("anchor")
            tree.withBytes(of: destination) { bytes in
                if let anchor = ContentCatalog.anchor(of: bytes) { writer.string(bytes: anchor) } else { writer.null() }
            }
            writer.key("id")
            writer.string(bytes: id)
            writer.member("kind", literal: "content")
            writer.endObject()
        } != nil
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
