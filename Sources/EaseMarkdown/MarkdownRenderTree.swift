/// A Markdown body for rendering only: the blocks and inlines of a ``MarkdownDocument`` without
/// source ranges, as one array of nodes linked by index and one buffer of their text.
///
/// A build renders each body twice (its page and its bundle file) and never reports a position
/// from it, so it needs no ``SourceRange`` and no value per node that the allocator and the
/// reference counts have to track: the document tree's arrays of children, its `Substring`s of the
/// file and its `String`s were a fifth of a build's time spent on bodies. Here a node is a few
/// numbers, text is a span of ``bytes``, and the whole tree is two allocations, read through
/// pointers by the renderers and freed at once.
///
/// The tree is equal to ``init(_:)`` of the document the same body parses into
/// (``CommonMarkParser/renderTree(_:headingAnchors:)`` makes it straight from cmark's tree).
public struct MarkdownRenderTree: Sendable, Equatable {
    /// What a node is. A `document` node is the root, whose children are the top-level blocks.
    public enum Kind: UInt8, Sendable {
        case document, paragraph, heading, blockQuote, list, listItem, codeBlock, html, thematicBreak
        case text, softBreak, lineBreak, code, inlineHTML, emphasis, strong, link, image
    }

    /// A range of ``bytes``.
    public struct Span: Sendable, Equatable {
        let start: Int32
        let count: Int32

        static let empty = Span(start: 0, count: 0)

        /// Whether the span holds no bytes.
        public var isEmpty: Bool { count == 0 }
    }

    /// One block or inline.
    public struct Node: Sendable, Equatable {
        // The two bytes first, then the 32-bit fields: 32 bytes a node (36 with `flags` between
        // two of them), in the arrays a tree is built and read back into.
        public let kind: Kind
        /// A list is ordered (bit 0), tight (bit 1).
        let flags: UInt8
        /// A heading's level; an ordered list's start.
        public let number: Int32
        /// The index of the first child, -1 for none.
        public internal(set) var firstChild: Int32 = -1
        /// The index of the next sibling, -1 for none.
        public internal(set) var next: Int32 = -1
        /// The text of text, code and raw HTML; a code block's code; a link's destination; an image's source.
        public let text: Span
        /// A code block's info string; a link's or an image's title.
        public let detail: Span

        init(_ kind: Kind, number: Int32 = 0, flags: UInt8 = 0, text: Span = .empty, detail: Span = .empty) {
            self.kind = kind
            self.number = number
            self.flags = flags
            self.text = text
            self.detail = detail
        }

        /// Whether a list is ordered.
        public var isOrdered: Bool { flags & 1 != 0 }
        /// Whether a list is tight (its items' paragraphs are not wrapped in `<p>`).
        public var isTight: Bool { flags & 2 != 0 }
    }

    /// Every node; the root (a `document`) is the first.
    public private(set) var nodes: [Node]
    /// The text of every node, one after another.
    public private(set) var bytes: [UInt8]
    /// The anchor of each heading, in document order (``MarkdownOutline/headingAnchors``).
    public private(set) var headingAnchors: [String] = []

    init(nodes: [Node], bytes: [UInt8], headingAnchors: [String]?) {
        self.nodes = nodes
        self.bytes = bytes
        self.headingAnchors = headingAnchors ?? anchorsOfItsHeadings()
    }

    /// A body with nothing in it.
    public static var empty: MarkdownRenderTree { RenderTreeBuilder().tree(headingAnchors: []) }

    /// The anchors of the tree's headings worked out as ``MarkdownOutline`` does: the plain text
    /// of each heading in document order, given to one ``HeadingSlugger``.
    private func anchorsOfItsHeadings() -> [String] {
        var slugger = HeadingSlugger()
        var anchors: [String] = []
        forEachBlock { index in
            if nodes[Int(index)].kind == .heading { anchors.append(slugger.slug(for: plainText(ofChildrenOf: index))) }
        }
        return anchors
    }

    /// The root's index.
    public var root: Int32 { 0 }

    /// Calls `body` with the index of every block, depth first, in document order.
    public func forEachBlock(_ body: (Int32) -> Void) {
        func visit(_ first: Int32) {
            var index = first
            while index >= 0 {
                let node = nodes[Int(index)]
                body(index)
                if node.kind == .blockQuote { visit(node.firstChild) }
                if node.kind == .list {
                    var item = node.firstChild
                    while item >= 0 {
                        visit(nodes[Int(item)].firstChild)
                        item = nodes[Int(item)].next
                    }
                }
                index = node.next
            }
        }
        visit(nodes[0].firstChild)
    }

    /// The node at `index`.
    public subscript(index: Int32) -> Node { nodes[Int(index)] }

    /// Calls `body` with the bytes of `span`.
    public func withBytes<Result>(of span: Span, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[Int(span.start)..<Int(span.start + span.count)])) }
    }

    /// The text of `span` as a string.
    public func string(_ span: Span) -> String {
        withBytes(of: span) { String(decoding: $0, as: UTF8.self) }
    }

    /// The text of the inlines below `index` without markup, as ``MarkdownDocument/plainText(_:)``
    /// writes it: breaks become spaces, images give their alt text, raw HTML nothing.
    public func plainText(ofChildrenOf index: Int32) -> String {
        var out: [UInt8] = []
        appendPlainText(ofChildrenOf: index, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func appendPlainText(ofChildrenOf index: Int32, to out: inout [UInt8]) {
        var child = nodes[Int(index)].firstChild
        while child >= 0 {
            let node = nodes[Int(child)]
            switch node.kind {
            case .text, .code: withBytes(of: node.text) { out.append(contentsOf: $0) }
            case .softBreak, .lineBreak: out.append(UInt8(ascii: " "))
            case .emphasis, .strong, .link, .image: appendPlainText(ofChildrenOf: child, to: &out)
            default: break
            }
            child = node.next
        }
    }
}

/// Appends a tree's nodes: a node, then its children, each linked to the one before.
struct RenderTreeBuilder {
    var nodes: [MarkdownRenderTree.Node] = [MarkdownRenderTree.Node(.document)]
    var bytes: [UInt8] = []
    /// The last child added to each open node, by the open node's depth.
    private var lastChildren: [Int32] = [-1]
    private var openNodes: [Int32] = [0]

    init(byteCapacity: Int = 0) {
        bytes.reserveCapacity(byteCapacity)
    }

    /// `text` stored in the buffer.
    mutating func span(_ text: UnsafeBufferPointer<UInt8>) -> MarkdownRenderTree.Span {
        let start = bytes.count
        bytes.append(contentsOf: text)
        return MarkdownRenderTree.Span(start: Int32(start), count: Int32(text.count))
    }

    /// `text` stored in the buffer.
    mutating func span(_ text: some StringProtocol) -> MarkdownRenderTree.Span {
        var text = String(text)
        return text.withUTF8 { span($0) }
    }

    /// Adds `node` as the next child of the open node.
    mutating func add(_ node: MarkdownRenderTree.Node) {
        let index = Int32(nodes.count)
        nodes.append(node)
        let depth = openNodes.count - 1
        if lastChildren[depth] < 0 {
            nodes[Int(openNodes[depth])].firstChild = index
        } else {
            nodes[Int(lastChildren[depth])].next = index
        }
        lastChildren[depth] = index
    }

    /// Adds `node` and makes it the open node: what is added until ``close()`` is its children.
    mutating func open(_ node: MarkdownRenderTree.Node) {
        add(node)
        openNodes.append(Int32(nodes.count - 1))
        lastChildren.append(-1)
    }

    /// Goes back to the open node's parent.
    mutating func close() {
        openNodes.removeLast()
        lastChildren.removeLast()
    }

    /// The tree, with `headingAnchors` or else anchors worked out from its headings.
    func tree(headingAnchors: [String]?) -> MarkdownRenderTree {
        MarkdownRenderTree(nodes: nodes, bytes: bytes, headingAnchors: headingAnchors)
    }
}
