import EaseMarkdown
import Testing

/// A render tree written as bytes (``MarkdownRenderTree/spilled``) reads back as the same tree,
/// and bytes that are not such a tree read back as nothing, never as a tree that could trap or
/// loop when walked.
@Suite struct MarkdownRenderTreeSpillTests {
    static let tree = CommonMarkParser.renderTree(Substring(MarkdownRenderTreeTests.constructs))

    static func read(_ bytes: [UInt8], anchors: [String] = tree.headingAnchors) -> MarkdownRenderTree? {
        bytes.withUnsafeBytes { MarkdownRenderTree(spilled: $0, headingAnchors: anchors) }
    }

    /// The offset of field `field` (0 number, 1 first child, 2 next, 3–6 the spans) of node `node`.
    static func offset(ofNode node: Int, field: Int) -> Int { 8 + node * 30 + 2 + field * 4 }

    static func replacing(_ bytes: [UInt8], at offset: Int, with value: Int32) -> [UInt8] {
        var bytes = bytes
        withUnsafeBytes(of: value) { bytes.replaceSubrange(offset..<offset + 4, with: $0) }
        return bytes
    }

    @Test func treesReadBackWhole() {
        #expect(Self.read(Self.tree.spilled) == Self.tree)
        #expect(Self.read(MarkdownRenderTree.empty.spilled, anchors: []) == .empty)
        // The anchors are the reader's, not the bytes'.
        #expect(Self.read(Self.tree.spilled, anchors: ["other"])?.headingAnchors == ["other"])
        #expect(Self.read(Self.tree.spilled)?.nodes == Self.tree.nodes)
    }

    @Test func bytesCutShortOrRunningOnReadAsNothing() {
        let bytes = Self.tree.spilled
        for count in stride(from: 0, to: bytes.count, by: 7) {
            #expect(Self.read(Array(bytes.prefix(count))) == nil, "\(count) bytes")
        }
        #expect(Self.read(bytes + [0]) == nil)
        #expect(Self.read([]) == nil)
        // No nodes at all: not even a root.
        #expect(Self.read([0, 0, 0, 0, 0, 0, 0, 0]) == nil)
    }

    @Test func nodesThatCannotBeWalkedReadAsNothing() throws {
        let bytes = Self.tree.spilled
        let children = Self.tree.nodes.indices.filter { Self.tree.nodes[$0].firstChild >= 0 }
        let parent = try #require(children.dropFirst().first)
        var unknownKind = bytes
        unknownKind[8 + parent * 30] = 200
        #expect(Self.read(unknownKind) == nil)
        var secondRoot = bytes
        secondRoot[8 + parent * 30] = MarkdownRenderTree.Kind.document.rawValue
        #expect(Self.read(secondRoot) == nil)
        var rootNotADocument = bytes
        rootNotADocument[8] = MarkdownRenderTree.Kind.paragraph.rawValue
        #expect(Self.read(rootNotADocument) == nil)
        // A child or a sibling before its node, or past the last, would loop or trap.
        #expect(Self.read(Self.replacing(bytes, at: Self.offset(ofNode: parent, field: 1), with: Int32(parent))) == nil)
        #expect(Self.read(Self.replacing(bytes, at: Self.offset(ofNode: parent, field: 2), with: 0)) == nil)
        #expect(Self.read(Self.replacing(bytes, at: Self.offset(ofNode: parent, field: 1), with: Int32(Self.tree.nodes.count))) == nil)
        #expect(Self.read(Self.replacing(bytes, at: Self.offset(ofNode: parent, field: 2), with: -2)) == nil)
        // A span outside the text.
        let text = Int32(Self.tree.bytes.count)
        #expect(Self.read(Self.replacing(bytes, at: Self.offset(ofNode: parent, field: 3), with: text + 1)) == nil)
        #expect(Self.read(Self.replacing(bytes, at: Self.offset(ofNode: parent, field: 4), with: -1)) == nil)
        #expect(Self.read(Self.replacing(bytes, at: Self.offset(ofNode: parent, field: 6), with: text + 1)) == nil)
        // The same changes within bounds read as a tree (the checks are not simply failing).
        #expect(Self.read(Self.replacing(bytes, at: Self.offset(ofNode: parent, field: 0), with: 7)) != nil)
    }
}
