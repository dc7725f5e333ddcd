extension MarkdownRenderTree {
    /// The bytes of one node in ``spilled``: its kind and flags, then seven 32-bit fields
    /// (number, first child, next sibling, text start and count, detail start and count).
    static var spilledNodeSize: Int { 30 }

    /// The tree's nodes and text as one run of bytes, for a build that writes each body's tree to
    /// a file when it parses the body and reads it back when it renders it
    /// (``init(spilled:headingAnchors:)``). The heading anchors are left out: the reader has
    /// them from the body's outline. Integers are in the machine's byte order: the bytes are
    /// read back by the process that wrote them.
    public var spilled: [UInt8] {
        let nodesEnd = 8 + nodes.count * Self.spilledNodeSize
        return [UInt8](unsafeUninitializedCapacity: nodesEnd + bytes.count) { buffer, count in
            let out = UnsafeMutableRawBufferPointer(buffer)
            out.storeBytes(of: UInt32(nodes.count), toByteOffset: 0, as: UInt32.self)
            out.storeBytes(of: UInt32(bytes.count), toByteOffset: 4, as: UInt32.self)
            for (index, node) in nodes.enumerated() {
                let at = 8 + index * Self.spilledNodeSize
                out[at] = node.kind.rawValue
                out[at + 1] = node.flags
                func store(_ value: Int32, _ field: Int) { out.storeBytes(of: value, toByteOffset: at + 2 + field * 4, as: Int32.self) }
                store(node.number, 0)
                store(node.firstChild, 1)
                store(node.next, 2)
                store(node.text.start, 3)
                store(node.text.count, 4)
                store(node.detail.start, 5)
                store(node.detail.count, 6)
            }
            bytes.withUnsafeBytes { text in
                if let base = text.baseAddress { (out.baseAddress! + nodesEnd).copyMemory(from: base, byteCount: text.count) }
            }
            count = nodesEnd + bytes.count
        }
    }

    /// The tree ``spilled`` wrote, with `headingAnchors`; `nil` when `data` is not such a tree:
    /// a length that does not add up, an unknown kind, a root that is not a document, a child
    /// or sibling that is not a later node (so the links cannot loop), a span outside the text.
    public init?(spilled data: UnsafeRawBufferPointer, headingAnchors: [String]) {
        guard data.count >= 8 else { return nil }
        let nodeCount = Int(data.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
        let byteCount = Int(data.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
        let nodesEnd = 8 + nodeCount * Self.spilledNodeSize
        guard nodeCount > 0, nodesEnd + byteCount == data.count else { return nil }
        var isTree = true
        let nodes = [Node](unsafeUninitializedCapacity: nodeCount) { nodes, initialized in
            for index in 0..<nodeCount {
                let at = 8 + index * Self.spilledNodeSize
                func field(_ field: Int) -> Int32 { data.loadUnaligned(fromByteOffset: at + 2 + field * 4, as: Int32.self) }
                func link(_ value: Int32) -> Bool { value == -1 || (Int(value) > index && Int(value) < nodeCount) }
                func span(_ start: Int32, _ count: Int32) -> Bool { start >= 0 && count >= 0 && Int(start) + Int(count) <= byteCount }
                guard let kind = Kind(rawValue: data[at]), (kind == .document) == (index == 0), link(field(1)), link(field(2)),
                      span(field(3), field(4)), span(field(5), field(6)) else {
                    isTree = false
                    return
                }
                var node = Node(kind, number: field(0), flags: data[at + 1], text: Span(start: field(3), count: field(4)),
                                detail: Span(start: field(5), count: field(6)))
                node.firstChild = field(1)
                node.next = field(2)
                (nodes.baseAddress! + index).initialize(to: node)
                initialized = index + 1
            }
        }
        guard isTree else { return nil }
        self.init(nodes: nodes, bytes: Array(data[nodesEnd...]), headingAnchors: headingAnchors)
    }
}
