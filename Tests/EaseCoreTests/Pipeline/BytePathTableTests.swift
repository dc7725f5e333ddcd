@testable import EaseCore
import EaseBytes
import Testing

/// `BytePathTable` finds a path by its bytes; it must say what `Set<String>.contains` says, a
/// rooted link's answer must be the full resolution's, and a content link's value the
/// dictionary's for the path `DocumentLinkResolver` resolves.
@Suite struct BytePathTableTests {
    static let paths = ["index.html", "learn/index.html", "learn/a/index.html", "learn/b.html", "assets/site.css", "media/x.jpg",
                        "learn/a", "é/index.html"] + (0..<300).map { "learn/reading-\($0)/index.html" }

    @Test func containsWhatTheSetContains() {
        let table = BytePathTable(Self.paths)
        let set = Set(Self.paths)
        for path in Self.paths + ["", "learn", "learn/", "learn/reading-300/index.html", "index.htm", "assets/site.cs", "x"] {
            var bytes = path
            let found = bytes.withUTF8 { table.contains($0) }
            #expect(found == set.contains(path), "\(path)")
        }
    }

    @Test func aPathIsFoundWhenSplitBeforeItsSuffix() {
        let table = BytePathTable(Self.paths)
        var folder = "learn/reading-7"
        #expect(folder.withUTF8 { table.contains($0, followedBy: "/index.html") })
        #expect(!folder.withUTF8 { table.contains($0, followedBy: "/index.htm") })
        var empty = ""
        #expect(empty.withUTF8 { table.contains($0, followedBy: "index.html") })
    }

    @Test func rootedLinksAgreeWithTheFullResolution() {
        let site = AuditSite(files: AuditedFiles(Dictionary(uniqueKeysWithValues: Self.paths.map { ($0, [UInt8]()) })))
        let table = BytePathTable(Self.paths)
        let hrefs = ["/", "//", "/learn/", "/learn", "/learn/a/", "/learn/a", "/learn/b.html", "/learn/b.html/", "/learn/c/", "/assets/site.css?v=1",
                     "/media/x.jpg#t", "/?q", "/#top", "/learn/reading-12/", "/learn/reading-400/", "/é/", "/e\u{301}/", "//host/x",
                     "/learn//a/", "/learn/./a/", "/learn/../index.html", "/learn/a/..", "learn/", "#x"]
        for href in hrefs {
            var bytes = href
            guard let answer = bytes.withUTF8({ table.leadsToFile(rootedHref: $0) }) else { continue }
            #expect(answer == (site.target(of: href, from: "learn/a/index.html") != nil), "\(href)")
        }
        // Links the table leaves to the full resolution.
        for href in ["//", "//host/x", "/learn//a/", "/learn/./a/", "/learn/../index.html", "/é/", "learn/", "#x"] {
            var bytes = href
            #expect(bytes.withUTF8({ table.leadsToFile(rootedHref: $0) }) == nil, "\(href)")
        }
    }

    @Test func aPathIsFoundInThreePieces() {
        let table = BytePathTable(Self.paths)
        var (folder, name) = ("learn", "b.html")
        let number = folder.withUTF8 { folder in name.withUTF8 { name in
            withUnsafeBytes(of: UInt8(ascii: "/")) { table.number(of: folder, $0.bindMemory(to: UInt8.self), name) }
        } }
        #expect(number == Self.paths.firstIndex(of: "learn/b.html"))
    }

    @Test func aPathIsFoundInAnyThreePieces() {
        let table = BytePathTable(Self.paths)
        for path in ["learn/reading-123/index.html", "learn/a", "index.html", "x/index.html"] {
            let bytes = Array(path.utf8)
            for first in 0...bytes.count {
                for second in first...bytes.count {
                    let number = bytes[..<first].withUnsafeBufferPointer { a in bytes[first..<second].withUnsafeBufferPointer { b in
                        bytes[second...].withUnsafeBufferPointer { c in table.number(of: a, b, c) } } }
                    #expect(number == Self.paths.firstIndex(of: path), "\(path) \(first) \(second)")
                }
            }
        }
    }

    @Test func pathsThatDifferInOneByteOrInLengthHashApart() {
        let path = Array("learn/reading-1234/index.html#section".utf8)
        func hash(_ bytes: [UInt8]) -> UInt64 { bytes.withUnsafeBufferPointer { ByteWord.digest(of: $0) } }
        var hashes: Set<UInt64> = [hash(path), hash(path.dropLast()), hash(path + [0])]
        for index in path.indices {
            var changed = path
            changed[index] ^= 0x20
            hashes.insert(hash(changed))
        }
        #expect(hashes.count == path.count + 3)
    }

    @Test func aTableWithANonASCIIPathSaysSo() {
        #expect(BytePathTable(Self.paths.filter { $0.utf8.allSatisfy { $0 < 0x80 } }).isASCII)
        #expect(!BytePathTable(Self.paths).isASCII)
        // Not ASCII: rooted links are left to the full resolution (a Kelvin sign is a `K` to `String`).
        var href = "/learn/"
        #expect(href.withUTF8 { BytePathTable(["\u{212A}.html", "learn/index.html"]).leadsToFile(rootedHref: $0) } == nil)
    }

    @Test func contentLinksFindWhatTheDictionaryFinds() {
        let values = ["readings/a.md": "/learn/a/", "readings/sub/b.md": "/learn/b/", "exercises/box.md": "/relax/box/",
                      "top.md": "/top/", "readings/é.md": "/learn/e/"]
        let ascii = values.filter { $0.key.utf8.allSatisfy { $0 < 0x80 } }
        let links = ["a.md", "sub/b.md", "../exercises/box.md", "./a.md", "../top.md", "b.md", "sub//b.md", "/readings/a.md",
                     "é.md", "e\u{301}.md", "", "sub/../a.md", "../../x.md"]
        for table in [values, ascii] {
            let contentLinks = ContentLinkTable(table)
            for document in ["readings/x.md", "top.md", "readings/sub/y.md", "é/x.md"] {
                let resolver = DocumentLinkResolver(documentPath: document)
                for link in links {
                    #expect(contentLinks.value(forLink: link, from: resolver) == resolver.resolve(link).flatMap { table[$0] },
                            "\(link) from \(document)")
                }
            }
        }
    }
}
