@testable import EaseCore
import EaseTestSupport
import Testing

@Suite struct DocumentLinkResolverTests {
    /// One resolver per document, reused for all its links, answers as resolving each link on its own.
    @Test func aReusedResolverResolvesAsSegmentBySegment() {
        var generator = SeededGenerator(seed: 23)
        let segments = ["a", "b.md", ".", "..", "", "...", "x y", "é", "readings", "#", "a:b", "\u{301}m"]
        func path(_ count: Int) -> String {
            (0..<count).map { _ in segments.randomElement(using: &generator)! }.joined(separator: "/")
        }
        for _ in 0..<300 {
            let document = path(Int.random(in: 1...3, using: &generator))
            let resolver = DocumentLinkResolver(documentPath: document)
            #expect(resolver.folder == ContentCatalog.folder(of: document))
            for _ in 0..<20 {
                let written = path(Int.random(in: 1...4, using: &generator))
                // Absolute by its first byte: a combining mark after a leading slash makes one character of both.
                let expected = written.utf8.first == UInt8(ascii: "/") ? nil : DocumentLinkResolver.resolveBySegments(written, inFolder: resolver.folder)
                #expect(resolver.resolve(written) == expected, "\(written) from \(document)")
            }
        }
    }

    @Test func theFolderIsEverythingBeforeTheLastSlash() {
        #expect(ContentCatalog.folder(of: "calm.md") == "")
        #expect(ContentCatalog.folder(of: "readings/calm.md") == "readings")
        #expect(ContentCatalog.folder(of: "readings/ru/spokoystvie.md") == "readings/ru")
        #expect(ContentCatalog.folder(of: "чтения/покой.md") == "чтения")
        // A name that starts with a combining mark: the slash before it still ends the folder.
        #expect(ContentCatalog.folder(of: "readings/\u{301}a.md") == "readings")
        #expect(DocumentLinkResolver(documentPath: "readings/\u{301}a.md").resolve("b.md") == "readings/b.md")
    }
}
