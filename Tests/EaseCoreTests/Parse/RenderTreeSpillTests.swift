@testable import EaseCore
import EaseDiagnostics
import EaseMarkdown
import EaseTestSupport
import Foundation
import Testing

/// A one-off build writes each body's render tree to a temporary file when the check parses it
/// (``RenderTreeSpill``), and the page and the bundle file read it back: the trees read back are
/// the trees written, whichever workers wrote them, and a tree that cannot be read back as
/// written gives nothing, never another tree.
@Suite struct RenderTreeSpillTests {
    /// The render trees of the sample's Markdown files.
    static func sampleTrees() throws -> [MarkdownRenderTree] {
        let root = ContentFixture.sampleContent
        let paths = try #require(FileManager.default.enumerator(atPath: root)?.allObjects as? [String]).filter { $0.hasSuffix(".md") }
        return try paths.sorted().map { CommonMarkParser.renderTree(Substring(try String(contentsOfFile: root + "/" + $0, encoding: .utf8))) }
    }

    @Test func treesWrittenOnEveryCoreReadBackAsWritten() throws {
        let spill = try #require(RenderTreeSpill.inFolder())
        let trees = try Self.sampleTrees()
        #expect(trees.count > 10)
        let many = (0..<400).map { trees[$0 % trees.count] }
        let slots = parallelMap(many.count) { spill.store(many[$0]) }
        #expect(slots.allSatisfy { $0 != nil })
        // Each tree has its own bytes of the file.
        let ranges = slots.compactMap { $0 }.map { $0.offset..<$0.offset + $0.count }.sorted { $0.lowerBound < $1.lowerBound }
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
        let read = parallelMap(many.count) { index in slots[index].flatMap { spill.load($0, headingAnchors: many[index].headingAnchors) } }
        #expect(read == many.map { Optional($0) })
    }

    @Test func bytesThatAreNotWhatWasWrittenGiveNoTree() throws {
        let spill = try #require(RenderTreeSpill.inFolder())
        let tree = try #require(try Self.sampleTrees().first)
        let slot = try #require(spill.store(tree))
        #expect(spill.load(slot, headingAnchors: tree.headingAnchors) == tree)
        let otherDigest = RenderTreeSpill.Slot(offset: slot.offset, count: slot.count, digest: slot.digest &+ 1)
        #expect(spill.load(otherDigest, headingAnchors: tree.headingAnchors) == nil)
        let pastTheEnd = RenderTreeSpill.Slot(offset: slot.offset + 1, count: slot.count, digest: slot.digest)
        #expect(spill.load(pastTheEnd, headingAnchors: tree.headingAnchors) == nil)
    }

    @Test func theFileLeavesNoNameBehind() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let spill = try #require(RenderTreeSpill.inFolder(fixture.root))
        #expect(spill.store(.empty) != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root).isEmpty)
        #expect(RenderTreeSpill.inFolder(fixture.path("missing")) == nil)
    }

    @Test func aSpillThatCannotWriteStoresNothing() throws {
        let spill = RenderTreeSpill(descriptor: open("/dev/null", O_RDONLY))
        #expect(spill.store(.empty) == nil)
    }

    /// A reading parsed for a one-off build: its render tree comes from the spill, or, when the
    /// spill cannot take it, from its text parsed again; the same tree either way.
    @Test func aBodyTheSpillCannotTakeIsParsedAgain() throws {
        let text = "---\nid: calm\ntitle: Calm\n---\n\n# Calm\n\nRead [the next one](next.md).\n\n## Calm\n"
        let document = SourceDocument(kind: .reading, relativePath: "readings/calm.md", locale: nil,
                                      file: SourceFile(path: "Content/readings/calm.md", text: text))
        let kept = ContentParser.parse(document, retention: .trees).0
        let expected = MarkdownRenderTree(kept.markdown())
        #expect(expected.headingAnchors == ["calm", "calm-1"])
        let spills = [RenderTreeSpill.inFolder(), RenderTreeSpill(descriptor: open("/dev/null", O_RDONLY)), nil]
        for spill in spills {
            let parsed = ContentParser.parse(document, retention: .outlinesSpillingTrees, rereader: nil, spill: spill).0
            #expect(parsed.outline == kept.outline)
            for _ in 0..<2 { #expect(parsed.renderTree() == expected) }
            #expect(parsed.markdown() == kept.markdown())
        }
    }
}
