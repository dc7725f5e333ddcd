@testable import EaseCore
import EaseTestSupport
import Foundation
import Testing

@Suite struct ContentHashTests {
    /// `count` manifest entries with made-up paths and digests, in path order.
    func entries(_ count: Int, changing changed: Int? = nil) -> [BundleCompiler.ManifestEntry] {
        (0..<count).map { index in
            let path = "readings/reading-\(String(format: "%05d", index)).json"
            let digest = SHA256.hex(Array("\(path) \(index == changed ? "edited" : "original")".utf8))
            return BundleCompiler.ManifestEntry(path: path, size: index, sha256: digest)
        }
    }

    /// The hash computed as docs/BUNDLE.md describes it, from the text alone.
    func documented(_ entries: [BundleCompiler.ManifestEntry]) -> String {
        let groups = stride(from: 0, to: entries.count, by: 256).map { start in
            SHA256.hex(Array(entries[start..<min(entries.count, start + 256)].map { "\($0.path)\u{0}\($0.sha256)\n" }.joined().utf8))
        }
        return SHA256.hex(Array(groups.map { $0 + "\n" }.joined().utf8))
    }

    @Test(arguments: [0, 1, 255, 256, 257, 1_000])
    func hashIsTheDocumentedTwoLevelDigest(count: Int) {
        let entries = entries(count)
        #expect(ContentHash.combine(ContentHash.groupDigests(of: entries)) == documented(entries))
    }

    @Test func oneChangedFileChangesItsGroupOnly() {
        let before = ContentHash.groupDigests(of: entries(1_000))
        let after = ContentHash.groupDigests(of: entries(1_000, changing: 600))
        #expect(before.count == 4)
        #expect((0..<4).filter { before[$0] != after[$0] } == [2])
        #expect(ContentHash.combine(before) != ContentHash.combine(after))
        #expect(ContentHash.groupDigest(entries(1_000, changing: 600), group: 2) == after[2])
    }

    @Test func theManifestCarriesTheHashOfItsFiles() throws {
        let files = try BundleCompiler().compile(ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog)
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(files["manifest.json"]!)) as? [String: Any])
        let listed = try #require(manifest["files"] as? [[String: Any]]).map {
            BundleCompiler.ManifestEntry(path: $0["path"] as! String, size: $0["size"] as! Int, sha256: $0["sha256"] as! String)
        }
        #expect(manifest["contentHash"] as? String == documented(listed))
    }
}
