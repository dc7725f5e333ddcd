internal import CCmark
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Walks a cmark tree into a ``MarkdownRenderTree``: the nodes ``NodeConverter`` would make,
/// dropped at the same nesting depth, without positions, their text copied into one buffer.
struct RenderTreeConverter {
    private(set) var builder: RenderTreeBuilder
    private(set) var exceededNestingLimit = false

    init(byteCapacity: Int) {
        builder = RenderTreeBuilder(byteCapacity: byteCapacity)
    }

    /// Whether children at `depth` are converted (``NodeConverter/isWithinNestingLimit(_:)``).
    private mutating func isWithinNestingLimit(_ depth: Int) -> Bool {
        guard depth < CommonMarkParser.maximumNesting else {
            exceededNestingLimit = true
            return false
        }
        return true
    }

    mutating func blocks(childrenOf node: OpaquePointer, depth: Int) {
        convertChildren(of: node, depth: depth) { $0.block($1, depth: depth) }
    }

    private mutating func inlines(childrenOf node: OpaquePointer, depth: Int) {
        convertChildren(of: node, depth: depth) { $0.inline($1, depth: depth) }
    }

    /// Hands each child of `node` to `convert`, in order, unless `depth` is past the nesting limit.
    private mutating func convertChildren(of node: OpaquePointer, depth: Int, _ convert: (inout Self, OpaquePointer) -> Void) {
        guard isWithinNestingLimit(depth) else { return }
        var child = cmark_node_first_child(node)
        while let current = child {
            convert(&self, current)
            child = cmark_node_next(current)
        }
    }

    private mutating func block(_ node: OpaquePointer, depth: Int) {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH:
            builder.open(.init(.paragraph))
            inlines(childrenOf: node, depth: depth + 1)
            builder.close()
        case CMARK_NODE_HEADING:
            builder.open(.init(.heading, number: Int32(cmark_node_get_heading_level(node))))
            inlines(childrenOf: node, depth: depth + 1)
            builder.close()
        case CMARK_NODE_BLOCK_QUOTE:
            builder.open(.init(.blockQuote))
            blocks(childrenOf: node, depth: depth + 1)
            builder.close()
        case CMARK_NODE_LIST:
            let flags: UInt8 = (cmark_node_get_list_type(node) == CMARK_ORDERED_LIST ? 1 : 0) | (cmark_node_get_list_tight(node) != 0 ? 2 : 0)
            builder.open(.init(.list, number: Int32(cmark_node_get_list_start(node)), flags: flags))
            var item = cmark_node_first_child(node)
            while let current = item {
                builder.open(.init(.listItem))
                blocks(childrenOf: current, depth: depth + 2)
                builder.close()
                item = cmark_node_next(current)
            }
            builder.close()
        case CMARK_NODE_CODE_BLOCK:
            let info = span(cmark_node_get_fence_info(node))
            builder.add(.init(.codeBlock, text: span(cmark_node_get_literal(node)), detail: info))
        case CMARK_NODE_HTML_BLOCK:
            builder.add(.init(.html, text: span(cmark_node_get_literal(node))))
        case CMARK_NODE_THEMATIC_BREAK:
            builder.add(.init(.thematicBreak))
        default:
            break
        }
    }

    private mutating func inline(_ node: OpaquePointer, depth: Int) {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_TEXT: builder.add(.init(.text, text: span(cmark_node_get_literal(node))))
        case CMARK_NODE_SOFTBREAK: builder.add(.init(.softBreak))
        case CMARK_NODE_LINEBREAK: builder.add(.init(.lineBreak))
        case CMARK_NODE_CODE: builder.add(.init(.code, text: span(cmark_node_get_literal(node))))
        case CMARK_NODE_HTML_INLINE: builder.add(.init(.inlineHTML, text: span(cmark_node_get_literal(node))))
        case CMARK_NODE_EMPH, CMARK_NODE_STRONG:
            builder.open(.init(type == CMARK_NODE_EMPH ? .emphasis : .strong))
            inlines(childrenOf: node, depth: depth + 1)
            builder.close()
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            let destination = span(cmark_node_get_url(node))
            builder.open(.init(type == CMARK_NODE_LINK ? .link : .image, text: destination, detail: span(cmark_node_get_title(node))))
            inlines(childrenOf: node, depth: depth + 1)
            builder.close()
        default:
            break
        }
    }

    /// A C string of cmark's stored in the tree's buffer (nothing for `NULL`).
    private mutating func span(_ pointer: UnsafePointer<CChar>?) -> MarkdownRenderTree.Span {
        guard let pointer else { return .empty }
        return builder.span(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
    }
}
