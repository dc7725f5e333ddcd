extension MarkdownRenderTree {
    /// The render tree of a document tree (one a watch loop kept from its check): the same
    /// blocks and inlines, text and anchors, without the ranges.
    public init(_ document: MarkdownDocument) {
        var builder = RenderTreeBuilder()
        Self.add(document.blocks, to: &builder)
        self = builder.tree(headingAnchors: document.outline.headingAnchors)
    }

    private static func add(_ blocks: [MarkdownBlock], to builder: inout RenderTreeBuilder) {
        for block in blocks {
            switch block.kind {
            case .paragraph(let inlines):
                builder.open(Node(.paragraph))
                add(inlines, to: &builder)
                builder.close()
            case .heading(let level, let inlines):
                builder.open(Node(.heading, number: Int32(level)))
                add(inlines, to: &builder)
                builder.close()
            case .blockQuote(let children):
                builder.open(Node(.blockQuote))
                add(children, to: &builder)
                builder.close()
            case .list(let list):
                builder.open(Node(.list, number: Int32(list.start), flags: (list.isOrdered ? 1 : 0) | (list.isTight ? 2 : 0)))
                for item in list.items {
                    builder.open(Node(.listItem))
                    add(item.blocks, to: &builder)
                    builder.close()
                }
                builder.close()
            case .codeBlock(let info, let code):
                let infoSpan = builder.span(info)
                builder.add(Node(.codeBlock, text: builder.span(code), detail: infoSpan))
            case .html(let html):
                builder.add(Node(.html, text: builder.span(html)))
            case .thematicBreak:
                builder.add(Node(.thematicBreak))
            }
        }
    }

    private static func add(_ inlines: [MarkdownInline], to builder: inout RenderTreeBuilder) {
        for inline in inlines {
            switch inline.kind {
            case .text(let text): builder.add(Node(.text, text: builder.span(text)))
            case .softBreak: builder.add(Node(.softBreak))
            case .lineBreak: builder.add(Node(.lineBreak))
            case .code(let code): builder.add(Node(.code, text: builder.span(code)))
            case .html(let html): builder.add(Node(.inlineHTML, text: builder.span(html)))
            case .emphasis(let children), .strong(let children):
                if case .emphasis = inline.kind { builder.open(Node(.emphasis)) } else { builder.open(Node(.strong)) }
                add(children, to: &builder)
                builder.close()
            case .link(let destination, let title, let children):
                let target = builder.span(destination)
                builder.open(Node(.link, text: target, detail: builder.span(title)))
                add(children, to: &builder)
                builder.close()
            case .image(let source, let title, let alt):
                let target = builder.span(source)
                builder.open(Node(.image, text: target, detail: builder.span(title)))
                add(alt, to: &builder)
                builder.close()
            }
        }
    }
}
