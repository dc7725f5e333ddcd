@testable import EaseCore
import EaseTestSupport
import Testing

/// The three ways an audit's files are listed (in memory, a folder's paths, a staging folder's
/// sizes) answer the same: which paths there are, each once, and the same path table.
@Suite struct AuditedFilesTests {
    static let files: [String: [UInt8]] = [
        "index.html": Array("<p>home</p>".utf8),
        "learn/a/index.html": Array("<p>a</p>".utf8),
        "assets/site.css": Array("p{}".utf8),
        "media/x.jpg": [0xFF, 0xD8],
    ]

    static func listings() throws -> [(String, AuditedFiles, ContentFixture)] {
        let fixture = try ContentFixture(copyingSample: false)
        for (path, bytes) in files { try fixture.write(path, bytes: bytes) }
        return [
            ("memory", AuditedFiles(files), fixture),
            ("paths", AuditedFiles(folder: fixture.root, paths: files.keys), fixture),
            ("sizes", AuditedFiles(folder: fixture.root, sizes: files.mapValues(\.count)), fixture),
        ]
    }

    @Test func everyListingHoldsTheSamePathsOnceEach() throws {
        for (name, listed, _) in try Self.listings() {
            var seen: [String] = []
            listed.forEachPath { seen.append($0) }
            #expect(seen.sorted() == Self.files.keys.sorted(), "\(name)")
            #expect(listed.paths == Set(Self.files.keys), "\(name)")
            #expect(listed.count == Self.files.count, "\(name)")
            for path in Self.files.keys { #expect(listed.contains(path), "\(name) \(path)") }
            for path in ["learn/a", "learn/a/", "index.htm", "missing.html", ""] { #expect(!listed.contains(path), "\(name) \(path)") }
            #expect(listed.bytes(of: "learn/a/index.html") == Self.files["learn/a/index.html"], "\(name)")
            #expect(listed.bytes(of: "missing.html") == nil, "\(name)")
        }
    }

    @Test func everyListingMakesTheSamePathTable() throws {
        let expected: [String: Bool] = ["/": true, "/learn/a/": true, "/learn/a": true, "/assets/site.css": true,
                                        "/media/x.jpg#t": true, "/learn/b/": false, "/learn/": false, "/site.css": false]
        for (name, listed, _) in try Self.listings() {
            let table = listed.pathTable()
            for (href, leads) in expected {
                let answer = Array(href.utf8).withUnsafeBufferPointer { table.leadsToFile(rootedHref: $0) }
                #expect(answer == leads, "\(name) \(href)")
            }
        }
    }
}
