@testable import EaseCore
import EaseDiagnostics
import EaseMarkdown
import EaseTestSupport
import Testing

/// A one-off build lets go of what only the check reads of its readings (front matter nodes, the
/// outline's links) once the check is done; what the site and the bundle read stays.
@Suite struct ParsedDocumentTests {
    static let text = """
        ---
        id: calm
        title: Calm
        ---

        # Calm

        Read [the next one](next.md) and [more](more.md#part).

        ![A still lake](../media/lake.jpg)
        """

    static func parsed(_ retention: MarkdownRetention) -> ParsedDocument {
        let file = SourceFile(path: "Content/readings/calm.md", text: text)
        return ContentParser.parse(SourceDocument(kind: .reading, relativePath: "readings/calm.md", locale: nil, file: file),
                                   retention: retention, rereader: nil, spill: nil).0
    }

    @Test(arguments: [MarkdownRetention.trees, .outlines, .outlinesSpillingTrees])
    func releasingKeepsImagesHeadingsAndWords(retention: MarkdownRetention) {
        let document = Self.parsed(retention)
        #expect(document.frontMatter?["title"]?.string == "Calm")
        let before = document.outline
        #expect(before.references.map(\.kind) == [.link, .link, .image])
        let tree = document.markdown()
        document.releaseCheckedParts()
        let after = document.outline
        #expect(after.references.map(\.destination) == ["../media/lake.jpg"])
        #expect(after.headingAnchors == before.headingAnchors)
        #expect(after.wordCount == before.wordCount)
        #expect(document.markdown().blocks == tree.blocks)
    }

    @Test func aOneOffBuildReleasesItsReadingsAfterTheCheck() throws {
        let fixture = try ContentFixture()
        let check = ContentPipeline(retention: .outlinesSpillingTrees).check(contentRoot: fixture.root)
        let reading = try #require(check.catalog.readings.first { !$0.item.outline.references.filter { $0.kind == .link }.isEmpty })
        check.catalog.releaseCheckedPartsOfReadings()
        #expect(reading.item.outline.references.allSatisfy { $0.kind == .image })
        // Other documents keep their front matter: the site renderer and motion read it later.
        #expect(check.catalog.site?.document.frontMatter != nil)
        #expect(check.catalog.onboardingPages.allSatisfy { $0.item.document.frontMatter != nil })
    }
}
