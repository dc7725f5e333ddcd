@testable import EaseCore
import EaseDiagnostics
import EaseLocks
import EaseTestSupport
import Testing

/// Documents handed on one by one as they are read (a one-off build parses each on the worker
/// that read it) give what loading them all first gives.
@Suite struct ContentListingTests {
    static let badInput = ContentFixture.repositoryRoot + "/Tests/EaseCoreTests/Fixtures/bad-input"

    @Test(arguments: [ContentFixture.sampleContent, badInput, "/no/such/folder"])
    func readingEachDocumentGivesWhatLoadingGives(root: String) {
        let loader = ContentLoader()
        let loaded = loader.load(root: root)
        let handed = Locked(0)
        let streamed = loader.read(loader.list(root: root)) { document in
            handed.withLock { $0 += 1 }
            return (document.relativePath, document.file.text)
        }
        // Every slot holds its document's result (optional only so that each can be taken out).
        let results = streamed.results.compactMap { $0 }
        #expect(results.count == streamed.results.count)
        #expect(results.map(\.0) == loaded.documents.map(\.relativePath))
        #expect(results.map(\.1) == loaded.documents.map(\.file.text))
        #expect(handed.withLock { $0 } == loaded.documents.count)
        let described = { (diagnostics: [Diagnostic]) in diagnostics.map { "\($0.id) \($0.location?.description ?? "-") \($0.message)" } }
        #expect(described(streamed.content.diagnostics) == described(loaded.diagnostics))
        // Each decoded file listed once.
        #expect(Set(streamed.decodedPaths) == Set(loaded.sources.paths))
        #expect(streamed.decodedPaths.count == Set(streamed.decodedPaths).count)
        #expect(streamed.content.documents.isEmpty)
        #expect(streamed.content.fileCount == loaded.fileCount)
        #expect(streamed.content.mediaFiles == loaded.mediaFiles)
    }

    @Test func anEmptyFileIsDecodedButHandsNoDocumentOn() throws {
        let fixture = try ContentFixture()
        try fixture.write("readings/empty.md", "  \n")
        let loader = ContentLoader()
        let streamed = loader.read(loader.list(root: fixture.root)) { $0.relativePath }
        let results = streamed.results.compactMap { $0 }
        #expect(results.count == streamed.results.count)
        #expect(!results.contains("readings/empty.md"))
        #expect(streamed.decodedPaths.contains(fixture.path("readings/empty.md")))
        #expect(streamed.content.diagnostics.contains { $0.id == "source.empty-file" })
        #expect(results == results.sorted())
    }
}
