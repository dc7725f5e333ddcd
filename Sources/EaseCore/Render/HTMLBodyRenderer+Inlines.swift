import EaseBytes
import EaseMarkdown
import EaseTemplates

/// A body's inlines, and the site URLs of its links.
extension HTMLBodyRenderer {
    /// Appends the inlines under `parent`: text escaped, links to their site URLs, images to the
    /// site's media with their alt text, raw HTML dropped.
    func render(inlinesOf parent: Int32, of tree: MarkdownRenderTree, into out: ByteBuffer, resolved: inout ResolvedLinkCursor) {
        var index = tree[parent].firstChild
        while index >= 0 {
            let inline = tree[index]
            switch inline.kind {
            case .text: escaped(inline.text, of: tree, into: out)
            case .softBreak: out.append(byte: UInt8(ascii: "\n"))
            case .lineBreak: out.append(literal: "<br>\n")
            case .code:
                out.append(literal: "<code>")
                escaped(inline.text, of: tree, into: out)
                out.append(literal: "</code>")
            case .emphasis:
                out.append(literal: "<em>")
                render(inlinesOf: index, of: tree, into: out, resolved: &resolved)
                out.append(literal: "</em>")
            case .strong:
                out.append(literal: "<strong>")
                render(inlinesOf: index, of: tree, into: out, resolved: &resolved)
                out.append(literal: "</strong>")
            case .link:
                out.append(literal: "<a href=\"")
                appendHref(of: inline.text, in: tree, &resolved, to: out)
                out.append(literal: "\">")
                render(inlinesOf: index, of: tree, into: out, resolved: &resolved)
                out.append(literal: "</a>")
            case .image:
                let path = links.resolve(ContentCatalog.stripFragment(tree.string(inline.text)))
                out.append(literal: "<img src=\"")
                HTMLEscaping.append(path.flatMap { media[$0] } ?? "", to: out)
                out.append(literal: "\" alt=\"")
                HTMLEscaping.append(tree.plainText(ofChildrenOf: index), to: out)
                out.append(literal: "\">")
            default:
                break
            }
            index = inline.next
        }
    }

    /// Appends the text of `span`, escaped.
    func escaped(_ span: MarkdownRenderTree.Span, of tree: MarkdownRenderTree, into out: ByteBuffer) {
        tree.withBytes(of: span) { HTMLEscaping.append(bytes: $0, to: out) }
    }

    /// Appends a link's site URL: from the document the check found the link leads to, when it
    /// did, else from its destination (``appendHref(_:to:)``).
    private func appendHref(of destination: MarkdownRenderTree.Span, in tree: MarkdownRenderTree, _ resolved: inout ResolvedLinkCursor,
                            to out: ByteBuffer) {
        if let target = tree.withBytes(of: destination, { resolved.target(of: $0) }),
           appendHref(toDocumentAt: target, destination, of: tree, to: out) { return }
        appendHref(tree.string(destination), to: out)
    }

    /// Appends the site URL of a link the check resolved to the catalog's document at `index`:
    /// that document's page and the link's anchor, escaped. False, with nothing appended, when
    /// the document has no page.
    private func appendHref(toDocumentAt index: Int, _ destination: MarkdownRenderTree.Span, of tree: MarkdownRenderTree,
                            to out: ByteBuffer) -> Bool {
        guard routes.withValue(ofDocumentAt: index, { HTMLEscaping.append(bytes: $0, to: out) }) != nil else { return false }
        tree.withBytes(of: destination) { bytes in
            guard let anchor = ContentCatalog.anchor(of: bytes) else { return }
            out.append(byte: UInt8(ascii: "#"))
            HTMLEscaping.append(bytes: anchor, to: out)
        }
        return true
    }

    /// Appends a link's site URL, escaped: external links unchanged, content links to the target's
    /// page and anchor. The pieces are escaped one after another, not joined into a string first.
    private func appendHref(_ destination: String, to out: ByteBuffer) {
        if ContentCatalog.isExternal(destination) { return HTMLEscaping.append(destination, to: out) }
        let (written, anchor) = ContentCatalog.splitFragment(destination)
        if !written.isEmpty {
            guard let route = routes.value(forLink: written, from: links) else { return HTMLEscaping.append(destination, to: out) }
            HTMLEscaping.append(route, to: out)
        }
        if let anchor, !anchor.isEmpty {
            out.append(byte: UInt8(ascii: "#"))
            HTMLEscaping.append(anchor, to: out)
        }
    }
}
