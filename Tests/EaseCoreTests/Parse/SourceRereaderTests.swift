@testable import EaseCore
import EaseDiagnostics
import EaseMarkdown
import EaseTestSupport
import Testing

/// A one-off build and `ease check` let each file's text go after its parse and read it again
/// for its body's tree (``SourceRereader``; a one-off build's render trees come from its spill
/// instead): the trees are the same, and a file edited in between is caught.
@Suite struct SourceRereaderTests {
    static func catalog(_ root: String, _ retention: MarkdownRetention) -> CheckResult {
        ContentPipeline(retention: retention).check(contentRoot: root)
    }

    /// The sample, whose readings are all translated, with one reading left untranslated.
    static func fixture() throws -> ContentFixture {
        let fixture = try ContentFixture()
        try fixture.remove("readings/breathing-and-calm.ru.md")
        return fixture
    }

    @Test(arguments: [MarkdownRetention.outlinesSpillingTrees, .outlinesRereading])
    func bodiesReadAgainGiveTheTreesTheCheckSaw(lean retention: MarkdownRetention) throws {
        let fixture = try Self.fixture()
        let lean = Self.catalog(fixture.root, retention)
        let trees = Self.catalog(fixture.root, .trees)
        #expect(lean.rereader != nil)
        #expect(trees.rereader == nil)
        for (reread, kept) in zip(lean.catalog.readings, trees.catalog.readings) {
            #expect(reread.item.markdown() == kept.item.markdown())
        }
        // Texts are let go, except those translations are checked against.
        let texts = lean.catalog.readings.map { ($0.item.document.source.relativePath, $0.item.document.source.file.text.isEmpty) }
        #expect(texts.contains { $0.0 == "readings/body-and-anxiety.md" && !$0.1 })
        #expect(texts.contains { $0.0 == "readings/breathing-and-calm.md" && $0.1 })
        #expect(texts.contains { $0.0 == "readings/body-and-anxiety.ru.md" && $0.1 })
        #expect(texts.filter { !$0.1 }.count == 5)
        #expect(lean.rereader?.changedPaths == [])
    }

    @Test(arguments: [MarkdownRetention.outlinesSpillingTrees, .outlinesRereading])
    func bodiesReadAgainGiveTheRenderTreesOfTheTreesTheCheckSaw(lean retention: MarkdownRetention) throws {
        let fixture = try Self.fixture()
        // A byte order mark and carriage returns: the render tree is made from the file's bytes.
        let path = "readings/breathing-and-calm.md"
        try fixture.write(path, "\u{FEFF}" + (try fixture.read(path)).replacingOccurrences(of: "\n", with: "\r\n"))
        let lean = Self.catalog(fixture.root, retention)
        let trees = Self.catalog(fixture.root, .trees)
        #expect(lean.catalog.readings.count == trees.catalog.readings.count)
        for (reread, kept) in zip(lean.catalog.readings, trees.catalog.readings) {
            #expect(reread.item.renderTree() == MarkdownRenderTree(kept.item.markdown()), "\(reread.item.path)")
        }
        #expect(lean.rereader?.changedPaths == [])
    }

    @Test func aBodyEditedAfterTheCheckIsRecorded() throws {
        let fixture = try Self.fixture()
        let path = "readings/breathing-and-calm.md"
        let lean = Self.catalog(fixture.root, .outlinesSpillingTrees)
        let reading = try #require(lean.catalog.readings.first { $0.item.document.source.relativePath == path })
        try fixture.write(path, try fixture.read(path) + "\nA [new link](nowhere.md).\n")
        _ = reading.item.markdown()
        #expect(lean.rereader?.changedPaths == [fixture.path(path)])
        // `ease check` parses a render tree from the file read again: it notices too, and its
        // headings are slugged from the new text.
        let again = Self.catalog(fixture.root, .outlinesRereading)
        let same = try #require(again.catalog.readings.first { $0.item.document.source.relativePath == path })
        try fixture.write(path, "\u{FEFF}" + (try fixture.read(path)) + "\n## A new part\n")
        let tree = same.item.renderTree()
        #expect(again.rereader?.changedPaths == [fixture.path(path)])
        #expect(tree.headingAnchors.last == "a-new-part")
    }

    /// A one-off build's render trees were written when the check parsed the bodies: an edit
    /// after the check does not reach them, and nothing is read again.
    @Test func aSpilledRenderTreeIsTheOneTheCheckSaw() throws {
        let fixture = try Self.fixture()
        let path = "readings/breathing-and-calm.md"
        let lean = Self.catalog(fixture.root, .outlinesSpillingTrees)
        let reading = try #require(lean.catalog.readings.first { $0.item.document.source.relativePath == path })
        let checked = reading.item.renderTree()
        try fixture.write(path, try fixture.read(path) + "\n## A new part\n")
        #expect(reading.item.renderTree() == checked)
        #expect(checked.headingAnchors.last != "a-new-part")
        #expect(lean.rereader?.changedPaths == [])
    }

    @Test(arguments: [MarkdownRetention.outlinesSpillingTrees, .outlinesRereading])
    func diagnosticsStillShowTheLinesTheyPointAt(lean retention: MarkdownRetention) throws {
        let badInput = MarkdownRetentionTests.badInput
        let lean = Self.catalog(badInput, retention)
        let trees = Self.catalog(badInput, .trees)
        let paths = Set(trees.engine.diagnostics.compactMap { $0.location?.path })
        #expect(!paths.isEmpty)
        for path in paths where trees.sources[path] != nil {
            #expect(lean.sources[path]?.text == trees.sources[path]?.text, "\(path)")
        }
        #expect(lean.engine.diagnostics.map { "\($0.location?.description ?? "-") \($0.id) \($0.message)" }
                == trees.engine.diagnostics.map { "\($0.location?.description ?? "-") \($0.id) \($0.message)" })
    }
}
