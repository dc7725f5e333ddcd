@testable import EaseServe
import Foundation
import Testing

/// A served folder with pages, a folder without an index, a hidden file and symbolic links in and out.
final class ServedFolder: @unchecked Sendable {
    let base: String
    let root: String

    init() throws {
        base = NSTemporaryDirectory() + "ease-serve-" + UUID().uuidString
        root = base + "/site"
        let manager = FileManager.default
        for folder in ["", "/learn/small-steps", "/assets", "/empty"] {
            try manager.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        try "<!DOCTYPE html><html lang=\"en\"><head><title>Home</title></head><body><main>Home</main></body></html>"
            .write(toFile: root + "/index.html", atomically: true, encoding: .utf8)
        try "<!DOCTYPE html><html lang=\"en\"><head><title>Small steps</title></head><body><main>Steps</main></body></html>"
            .write(toFile: root + "/learn/small-steps/index.html", atomically: true, encoding: .utf8)
        try "<!DOCTYPE html><html lang=\"en\"><head><title>Not found</title></head><body><main>Nothing here</main></body></html>"
            .write(toFile: root + "/404.html", atomically: true, encoding: .utf8)
        try "body { color: black; }".write(toFile: root + "/assets/site.css", atomically: true, encoding: .utf8)
        try "café".write(toFile: root + "/assets/café.txt", atomically: true, encoding: .utf8)
        try "secret".write(toFile: root + "/.hidden", atomically: true, encoding: .utf8)
        try "outside".write(toFile: base + "/secret.txt", atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(atPath: root + "/escape.txt", withDestinationPath: base + "/secret.txt")
        try manager.createSymbolicLink(atPath: root + "/escape-folder", withDestinationPath: base)
        try manager.createSymbolicLink(atPath: root + "/styles.css", withDestinationPath: root + "/assets/site.css")
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }
}

@Suite struct SitePathResolverTests {
    @Test func pagesFoldersAndRedirects() throws {
        let folder = try ServedFolder()
        let resolver = SitePathResolver(folder: folder.root)
        let real = resolver.root
        #expect(resolver.resolve("/") == .file(real + "/index.html"))
        #expect(resolver.resolve("/learn/small-steps/") == .file(real + "/learn/small-steps/index.html"))
        #expect(resolver.resolve("/learn/small-steps") == .redirect("/learn/small-steps/"))
        #expect(resolver.resolve("/assets/site.css") == .file(real + "/assets/site.css"))
        #expect(resolver.resolve("/assets/caf%C3%A9.txt") == .file(real + "/assets/café.txt"))
        // A link inside the folder is followed.
        #expect(resolver.resolve("/styles.css") == .file(real + "/assets/site.css"))
    }

    @Test func noListingsAndNothingMissing() throws {
        let folder = try ServedFolder()
        let resolver = SitePathResolver(folder: folder.root)
        #expect(resolver.resolve("/empty/") == .notFound)
        #expect(resolver.resolve("/assets/") == .notFound)
        #expect(resolver.resolve("/missing.html") == .notFound)
        #expect(resolver.resolve("/assets/site.css/") == .notFound)
    }

    @Test(arguments: [
        "/../secret.txt", "/learn/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/learn/%2e%2e/%2e%2e/secret.txt",
        "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/..%5csecret.txt", "/..\\secret.txt", "//etc/passwd", "/etc/passwd",
        "/%2Fetc%2Fpasswd", "/index.html%00.css", "/.hidden", "/%2ehidden", "/./index.html", "/escape.txt",
        "/escape-folder/secret.txt", "/escape-folder/", "relative.html", "/%zz", "/%C3", "",
    ])
    func refusesEverythingOutsideTheFolder(path: String) throws {
        let folder = try ServedFolder()
        #expect(SitePathResolver(folder: folder.root).resolve(path) == .notFound)
    }
}
