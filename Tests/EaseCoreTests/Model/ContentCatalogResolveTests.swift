import EaseCore
import Testing

@Suite struct ContentCatalogResolveTests {
    /// Resolution segment by segment, as `resolve` does it for any path.
    func reference(_ written: String, relativeTo relativePath: String) -> String? {
        guard !written.hasPrefix("/") else { return nil }
        let folder = relativePath.lastIndex(of: "/").map { String(relativePath[..<$0]) } ?? ""
        var parts = folder.split(separator: "/").map(String.init)
        for part in written.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    @Test func resolvesAsSegmentBySegment() {
        var generator = SeededGenerator(seed: 11)
        let segments = ["a", "b.md", ".", "..", "", "...", ".hidden", "x y", "é", "readings"]
        func path(_ count: Int) -> String {
            (0..<count).map { _ in segments.randomElement(using: &generator)! }.joined(separator: "/")
        }
        for _ in 0..<5_000 {
            let written = (Int.random(in: 0..<10, using: &generator) == 0 ? "/" : "") + path(Int.random(in: 1...4, using: &generator))
            let document = path(Int.random(in: 1...3, using: &generator))
            #expect(ContentCatalog.resolve(written, relativeTo: document) == reference(written, relativeTo: document),
                    "\(written) from \(document)")
        }
        #expect(ContentCatalog.resolve("worry.md", relativeTo: "readings/calm.md") == "readings/worry.md")
        #expect(ContentCatalog.resolve("../media/a.png", relativeTo: "readings/calm.md") == "media/a.png")
    }
}
