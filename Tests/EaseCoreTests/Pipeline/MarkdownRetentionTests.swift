import EaseCore
import EaseDiagnostics
import EaseMarkdown
import EaseTestSupport
import Foundation
import Testing

/// `ease check` keeps outlines, a one-off build outlines and render trees in a temporary file, a
/// watch loop trees: all must find exactly the same problems and give the same trees.
@Suite struct MarkdownRetentionTests {
    static var badInput: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/bad-input").path
    }

    func findings(_ root: String, _ retention: MarkdownRetention) -> [String] {
        ContentPipeline(retention: retention).check(contentRoot: root).engine.diagnostics.map {
            "\($0.location?.description ?? "-") \($0.location.map { "\($0.range)" } ?? "") \($0.id) \($0.message) "
                + $0.fixIts.map { "\($0.range) \($0.replacement)" }.joined(separator: "; ")
        }
    }

    /// A finding whose fix-it reads the line it points at (a skipped heading's `#` run) is the
    /// same in a one-off build, which lets the text of a file go once it is parsed (this reading
    /// has no translation, so nothing keeps its text).
    @Test func aFixItThatReadsTheLineIsTheSameWhenTheTextWasLetGo() throws {
        let fixture = try ContentFixture()
        try fixture.writeReading("levels", title: "Levels", body: "# Levels\n\n### Sleep\n\nWords.\n\n## Later\n\n##### Deep\n")
        let trees = findings(fixture.root, .trees)
        #expect(trees.filter { $0.contains("heading.skipped-level") && $0.hasSuffix(" ##") }.count == 1, "\(trees)")
        #expect(trees.filter { $0.contains("heading.skipped-level") && $0.hasSuffix(" ###") }.count == 1, "\(trees)")
        #expect(findings(fixture.root, .outlines) == trees)
        #expect(findings(fixture.root, .outlinesSpillingTrees) == trees)
    }

    @Test(arguments: [ContentFixture.sampleContent, badInput])
    func outlinesAndTreesFindTheSameProblems(_ root: String) {
        let trees = findings(root, .trees)
        #expect(findings(root, .outlines) == trees)
        #expect(findings(root, .outlinesSpillingTrees) == trees)
        #expect(root == ContentFixture.sampleContent ? trees.isEmpty : !trees.isEmpty)
    }

    @Test(arguments: [MarkdownRetention.outlines, .outlinesSpillingTrees])
    func aCheckedCatalogOfOutlinesStillRendersItsReadings(_ retention: MarkdownRetention) throws {
        let outlines = ContentPipeline(retention: retention).check(contentRoot: ContentFixture.sampleContent).catalog
        let trees = ContentPipeline(retention: .trees).check(contentRoot: ContentFixture.sampleContent).catalog
        #expect(outlines.readings.count == trees.readings.count)
        for (outlined, kept) in zip(outlines.readings, trees.readings) {
            // A spilled tree is read back by each of its readers: every read gives the same tree.
            for _ in 0..<3 { #expect(outlined.item.markdown() == kept.item.markdown()) }
            for _ in 0..<3 { #expect(outlined.item.renderTree() == MarkdownRenderTree(kept.item.markdown())) }
            #expect(outlined.item.outline == kept.item.outline)
        }
        let statements = try #require(outlines.copingStatements.first).statements
        #expect(statements.map(\.value) == (try #require(trees.copingStatements.first)).statements.map(\.value))
    }

    /// A one-off build's check lets each text go once parsed and reads again the files its
    /// findings point into, to show their lines: exactly the files with findings among those a
    /// check keeping every text holds. A file it only reported (an unexpected name) is not read.
    @Test func findingsShowTheLinesOfTheFilesThatWereReadAndNoOthers() throws {
        let fixture = try ContentFixture()
        try fixture.write("readings/notes.txt", "a note beside the readings\n")
        try fixture.write("readings/getting-help.md", try fixture.read("readings/getting-help.md") + "\nSee [this](missing.md).\n")
        let result = ContentPipeline(retention: .outlinesSpillingTrees).check(contentRoot: fixture.root)
        let found = Set(result.engine.diagnostics.compactMap { $0.location?.path })
        #expect(found.isSuperset(of: [fixture.path("readings/notes.txt"), fixture.path("readings/getting-help.md")]))
        let kept = ContentPipeline(retention: .trees).check(contentRoot: fixture.root).sources.paths
        #expect(kept.count > 10)
        #expect(result.sources.paths == found.intersection(kept))
        #expect(result.sources.paths.contains(fixture.path("readings/getting-help.md")))
    }
}
