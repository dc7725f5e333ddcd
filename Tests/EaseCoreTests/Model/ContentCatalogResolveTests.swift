@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

@Suite struct ContentCatalogResolveTests {
    @Test func theShortWayResolvesAsSegmentBySegment() {
        var generator = SeededGenerator(seed: 11)
        let segments = ["a", "b.md", ".", "..", "", "...", ".hidden", "x y", "é", "readings"]
        func path(_ count: Int) -> String {
            (0..<count).map { _ in segments.randomElement(using: &generator)! }.joined(separator: "/")
        }
        for _ in 0..<5_000 {
            let written = path(Int.random(in: 1...4, using: &generator))
            guard !written.hasPrefix("/") else { continue }  // absolute: never resolved
            let document = path(Int.random(in: 1...3, using: &generator))
            let folder = document.lastIndex(of: "/").map { String(document[..<$0]) } ?? ""
            #expect(ContentCatalog.resolve(written, relativeTo: document) == DocumentLinkResolver.resolveBySegments(written, inFolder: folder),
                    "\(written) from \(document)")
        }
        #expect(ContentCatalog.resolve("/abs.md", relativeTo: "readings/calm.md") == nil)
        #expect(ContentCatalog.resolve("worry.md", relativeTo: "readings/calm.md") == "readings/worry.md")
        #expect(ContentCatalog.resolve("../media/a.png", relativeTo: "readings/calm.md") == "media/a.png")
        #expect(ContentCatalog.resolve("../../a.png", relativeTo: "readings/calm.md") == nil)
    }

    /// One split at the first `#` for every link reader: the path may be empty, the fragment is
    /// `nil` only without a `#`, and later `#`s stay in the fragment.
    @Test func splitsAtTheFirstHash() {
        #expect(ContentCatalog.splitFragment("worry.md") == ("worry.md", nil))
        #expect(ContentCatalog.splitFragment("worry.md#a") == ("worry.md", "a"))
        #expect(ContentCatalog.splitFragment("#a") == ("", "a"))
        #expect(ContentCatalog.splitFragment("worry.md#") == ("worry.md", ""))
        #expect(ContentCatalog.splitFragment("a#b#c") == ("a", "b#c"))
        #expect(ContentCatalog.splitFragment("é.md#ü") == ("é.md", "ü"))
        #expect(ContentCatalog.stripFragment("x.png#y") == "x.png")
    }

    /// Markdown images are resolved once per folder and path written: the same `../media/…`
    /// written in documents of two folders names two files, and every reference keeps its own
    /// place in its document.
    @Test func imagesWrittenAlikeInDifferentFoldersNameDifferentFiles() {
        func parsed(_ path: String, _ body: String) -> ParsedDocument {
            let text = "---\nid: x\ntitle: X\n---\n\n" + body + "\n"
            return ContentParser.parse(SourceDocument(kind: .reading, relativePath: path, locale: nil,
                                                      file: SourceFile(path: "/c/" + path, text: text)), retention: .outlines).0
        }
        let documents = [
            parsed("readings/a.md", "![A](../media/calm.png) ![B](../media/calm.png)"),
            parsed("readings/b.md", "![C](../media/calm.png) ![D](../../out.png)"),
            parsed("readings/deeper/c.md", "![E](../media/calm.png) ![F](../../media/calm.png)"),
            parsed("readings/d.md", "![G](../media/calm.png#x) ![H](https://example.org/a.png)"),
        ]
        let references = ContentCatalog.mediaReferences(readings: [], onboardingPages: [], exercises: [], documents: documents)
        #expect(references.map(\.contentPath) == ["media/calm.png", "media/calm.png", "media/calm.png", nil,
                                                  "readings/media/calm.png", "media/calm.png", "media/calm.png"])
        #expect(references.map(\.location.path) == ["a", "a", "b", "b", "deeper/c", "deeper/c", "d"].map { "/c/readings/\($0).md" })
        #expect(references.map(\.location.range.start.column) == [1, 25, 1, 25, 1, 25, 1])
    }
}
