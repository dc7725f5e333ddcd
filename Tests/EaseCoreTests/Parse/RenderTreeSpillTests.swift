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

    @Test func treesStoredOnEveryCoreReadBackAsStored() throws {
        let spill = try #require(RenderTreeSpill.inFolder())
        let trees = try Self.sampleTrees()
        #expect(trees.count > 10)
        // Enough trees to fill the buffer a few times.
        let many = (0..<1_500).map { trees[$0 % trees.count] }
        let stored = parallelMap(many.count) { spill.store(many[$0]) }
        let slots = stored.compactMap { $0 }
        #expect(slots.count == many.count)
        #expect(slots.map { $0.offset + $0.count }.max()! > 2 * RenderTreeSpill.bufferSize)
        // Each tree has its own bytes of the file.
        let ranges = slots.map { $0.offset..<$0.offset + $0.count }.sorted { $0.lowerBound < $1.lowerBound }
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        // Read back while some are still buffered, then once all are written out.
        let early = parallelMap(many.count) { spill.load(slots[$0], headingAnchors: many[$0].headingAnchors) }
        #expect(early == many.map { Optional($0) })
        spill.finishStoring()
        let read = parallelMap(many.count) { spill.load(slots[$0], headingAnchors: many[$0].headingAnchors) }
        #expect(read == many.map { Optional($0) })
    }

    @Test func bytesThatAreNotWhatWasStoredGiveNoTree() throws {
        let spill = try #require(RenderTreeSpill.inFolder())
        let tree = try #require(try Self.sampleTrees().first)
        let slot = try #require(spill.store(tree))
        spill.finishStoring()
        #expect(spill.load(slot, headingAnchors: tree.headingAnchors) == tree)
        let pastTheEnd = RenderTreeSpill.Slot(offset: slot.offset + 1, count: slot.count)
        #expect(spill.load(pastTheEnd, headingAnchors: tree.headingAnchors) == nil)
        // Bytes of the file that are not a tree's start (here one byte in) are no tree either.
        let shifted = RenderTreeSpill.Slot(offset: slot.offset + 1, count: slot.count - 1)
        #expect(spill.load(shifted, headingAnchors: tree.headingAnchors) == nil)
    }

    /// A tree is read from the file only once the write of its buffer has succeeded: not while
    /// that buffer is being written (its bytes may be partly there), and nowhere from the first
    /// buffer that could not be written on (a later buffer written first leaves zeros before it).
    @Test func treesAreReadOnlyFromBuffersWrittenOut() {
        var buffer = RenderTreeSpill.Buffer()
        let early = RenderTreeSpill.Slot(offset: 100, count: 50), late = RenderTreeSpill.Slot(offset: 2_000, count: 50)
        #expect(buffer.hasWritten(early) && buffer.hasWritten(late))
        buffer.writing = [0..<1_000]
        #expect(!buffer.hasWritten(early) && buffer.hasWritten(late))
        buffer.writing = [1_000..<2_001]
        #expect(buffer.hasWritten(early) && !buffer.hasWritten(late))
        buffer.writing = []
        buffer.firstUnwritten = 1_000
        #expect(buffer.hasWritten(early) && !buffer.hasWritten(late))
        #expect(!buffer.hasWritten(RenderTreeSpill.Slot(offset: 990, count: 11)))
        #expect(buffer.hasWritten(RenderTreeSpill.Slot(offset: 990, count: 10)))
    }

    @Test func theFileLeavesNoNameBehind() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let spill = try #require(RenderTreeSpill.inFolder(fixture.root))
        _ = spill.store(.empty)
        spill.finishStoring()
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root).isEmpty)
        #expect(RenderTreeSpill.inFolder(fixture.path("missing")) == nil)
    }

    @Test func treesASpillCouldNotWriteReadBackAsNothing() throws {
        let spill = RenderTreeSpill(descriptor: open("/dev/null", O_RDONLY))
        let slot = try #require(spill.store(.empty))
        #expect(spill.load(slot, headingAnchors: []) == .empty)
        spill.finishStoring()
        #expect(spill.load(slot, headingAnchors: []) == nil)
        #expect(!spill.isStoring)
        #expect(spill.store(.empty) == nil)
    }

    /// A spill stops writing rather than leave its file system with less than it must leave free.
    @Test func aSpillStopsBeforeTheFolderFillsUp() throws {
        let trees = try Self.sampleTrees()
        let roomy = try #require(RenderTreeSpill.inFolder())
        let full = try #require(RenderTreeSpill.inFolder(spaceLeftFree: Int.max))
        var slots: [(RenderTreeSpill.Slot, MarkdownRenderTree)] = []
        var index = 0
        // Trees are stored until the first buffer is due to be written, and no further.
        while let slot = full.store(trees[index % trees.count]) {
            slots.append((slot, trees[index % trees.count]))
            index += 1
            #expect(index < 100_000)
        }
        #expect(!full.isStoring)
        #expect(slots.count > 1)
        full.finishStoring()
        #expect(slots.allSatisfy { full.load($0.0, headingAnchors: $0.1.headingAnchors) == nil })
        // With room to spare, the same trees are written and read back.
        let written = slots.map { roomy.store($0.1)! }
        roomy.finishStoring()
        #expect(zip(written, slots).allSatisfy { roomy.load($0, headingAnchors: $1.1.headingAnchors) == $1.1 })
        #expect(roomy.isStoring)
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
            spill?.finishStoring()
            #expect(parsed.outline == kept.outline)
            for _ in 0..<2 { #expect(parsed.renderTree() == expected) }
            #expect(parsed.markdown() == kept.markdown())
        }
    }

    /// A reading whose text the parse let go (a one-off build's) is read again from its file when
    /// the spill does not give its tree back, and recognised by the digest of the text checked.
    @Test func aBodyLetGoIsReadAgainWhenTheSpillCannotGiveItBack() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let text = "---\nid: calm\ntitle: Calm\n---\n\n# Calm\n\nBreathe *slowly*.\n"
        try fixture.write("readings/calm.md", text)
        let file = SourceFile(path: fixture.path("readings/calm.md"), text: text)
        let document = SourceDocument(kind: .reading, relativePath: "readings/calm.md", locale: nil, file: file)
        let expected = MarkdownRenderTree(ContentParser.parse(document, retention: .trees).0.markdown())
        let rereader = SourceRereader(fileSystem: LocalFileSystem())
        let spill = RenderTreeSpill(descriptor: open("/dev/null", O_RDONLY))
        let parsed = ContentParser.parse(document, retention: .outlinesSpillingTrees, rereader: rereader, spill: spill).0
        spill.finishStoring()
        #expect(parsed.source.file.text.isEmpty)
        #expect(parsed.renderTree() == expected)
        #expect(rereader.changedPaths == [])
        try fixture.write("readings/calm.md", text + "\nMore.\n")
        _ = parsed.renderTree()
        #expect(rereader.changedPaths == [fixture.path("readings/calm.md")])
    }
}
