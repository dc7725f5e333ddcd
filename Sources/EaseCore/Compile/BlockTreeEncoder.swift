import EaseMarkdown

/// Turns a Markdown body into the bundle's structured block tree, so the app renders it natively.
/// Links to other content become `{"kind": "content", "id": …, "anchor": …}`; images point at their
/// bundle media path. Raw HTML is dropped: it never reaches the app.
struct BlockTreeEncoder {
    /// Content-relative path of every document → its item id.
    let idsByPath: [String: String]
    /// Content-relative media path → bundle path (`media/<hash>.<ext>`).
    let mediaPaths: [String: String]
    /// The content-relative path of the document being encoded.
    let documentPath: String

    func encode(_ document: MarkdownDocument) -> JSONValue {
        var slugger = HeadingSlugger()
        return .array(document.blocks.compactMap { block(  $0, &slugger) })
    }

    private func block(_ block: MarkdownBlock, _ slugger: inout HeadingSlugger) -> JSONValue? {
        switch block.kind {
        case .paragraph(let inlines):
            return .members(["type": .string("paragraph"), "content": inlineArray(inlines)])
        case .heading(let level, let inlines):
            return .members(["type": .string("heading"), "level": .integer(level),
                            "anchor": .string(slugger.slug(for: MarkdownDocument.plainText(inlines))),
                            "content": inlineArray(inlines)])
        case .blockQuote(let children):
            return .members(["type": .string("blockQuote"), "children": .array(children.compactMap { self.block($0, &slugger) })])
        case .list(let list):
            let items = list.items.map { item in JSONValue.array(item.blocks.compactMap { self.block($0, &slugger) }) }
            return .members(["type": .string("list"), "ordered": .bool(list.isOrdered), "start": .integer(list.start),
                            "tight": .bool(list.isTight), "items": .array(items)])
        case .codeBlock(let info, let code):
            return .members(["type": .string("code"), "language": .optional(info.isEmpty ? nil : info), "code": .string(code)])
        case .thematicBreak:
            return .members(["type": .string("thematicBreak")])
        case .html:
            return nil
        }
    }

    private func inlineArray(_ inlines: [MarkdownInline]) -> JSONValue {
        .array(inlines.compactMap(inline))
    }

    private func inline(_ inline: MarkdownInline) -> JSONValue? {
        switch inline.kind {
        case .text(let text): return .members(["type": .string("text"), "text": .string(text)])
        case .softBreak: return .members(["type": .string("softBreak")])
        case .lineBreak: return .members(["type": .string("lineBreak")])
        case .code(let code): return .members(["type": .string("code"), "code": .string(code)])
        case .html: return nil
        case .emphasis(let children): return .members(["type": .string("emphasis"), "content": inlineArray(children)])
        case .strong(let children): return .members(["type": .string("strong"), "content": inlineArray(children)])
        case .link(let destination, let title, let children):
            return .members(["type": .string("link"), "target": target(destination),
                            "title": .optional(title.isEmpty ? nil : title), "content": inlineArray(children)])
        case .image(let source, _, let alt):
            let contentPath = ContentCatalog.resolve(ContentCatalog.stripFragment(source), relativeTo: documentPath)
            return .members(["type": .string("image"), "alt": .string(MarkdownDocument.plainText(alt)),
                            "src": .optional(contentPath.flatMap { mediaPaths[$0] })])
        }
    }

    /// A link target: another content item (with an optional anchor) or an external URL.
    private func target(_ destination: String) -> JSONValue {
        if ContentCatalog.isExternal(destination) {
            return .members(["kind": .string("url"), "url": .string(destination)])
        }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let anchor: JSONValue = parts.count > 1 && !parts[1].isEmpty ? .string(parts[1]) : .null
        let path = parts[0].isEmpty ? documentPath : ContentCatalog.resolve(parts[0], relativeTo: documentPath)
        return .members(["kind": .string("content"), "id": .optional(path.flatMap { idsByPath[$0] }), "anchor": anchor])
    }
}
