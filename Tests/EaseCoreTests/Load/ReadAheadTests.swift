@testable import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// `ReadAhead`: the walk that puts content files in the page cache before the loader's workers
/// read them. It must never block, read, or change what loading finds.
@Suite struct ReadAheadTests {
    /// Too few files for a thread: nothing is started.
    @Test func fewFilesStartNothing() {
        #expect(ReadAhead.start(Array(repeating: "/nonexistent", count: ReadAhead.minimumFiles - 1)) == nil)
    }

    /// Names that are missing, folders or a FIFO with no writer (whose plain open would wait
    /// for one) are passed over, and the walk ends by itself.
    @Test func awkwardPathsDoNotBlockTheWalk() throws {
        let folder = NSTemporaryDirectory() + "ease-read-ahead-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/fifo.md", 0o600) == 0)
        #expect(FileManager.default.createFile(atPath: folder + "/plain.md", contents: Data("# Plain\n".utf8)))
        let paths = [folder + "/fifo.md", folder + "/missing.md", folder, folder + "/plain.md"]
        let walk = try #require(ReadAhead.start(Array(repeating: paths, count: ReadAhead.minimumFiles).flatMap { $0 }))
        walk.stop()
        walk.stop() // a second stop returns at once
    }

    /// Content with enough readings for the walk loads exactly as it does without it (the walk
    /// only advises the kernel): every reading is found, in path order, with its text.
    @Test func loadingWithTheWalkFindsEveryFile() throws {
        let fixture = try ContentFixture()
        let count = ReadAhead.minimumFiles + 16
        for index in 0..<count {
            try fixture.write("readings/extra-\(String(format: "%03d", index)).md",
                              "---\nid: extra-\(index)\ntitle: Extra \(index)\n---\n\nBody \(index).\n")
        }
        let listing = ContentLoader().list(root: fixture.root)
        #expect(ContentLoader().startReadAhead(listing) != nil)
        let loaded = ContentLoader().load(root: fixture.root)
        let extras = loaded.documents.filter { $0.relativePath.hasPrefix("readings/extra-") }
        #expect(extras.count == count)
        #expect(extras.map(\.relativePath) == extras.map(\.relativePath).sorted())
        #expect(extras.last.map { $0.file.text.contains("Body \(count - 1).") } == true)
        // A file system other than the disk has no cache to fill.
        #expect(ContentLoader(fileSystem: SnapshotFileSystem()).startReadAhead(listing) == nil)
    }
}
