@testable import EaseCore
import EaseTestSupport
import Foundation
import Synchronization
import Testing

/// `ReadAhead`: the walk that puts content files in the page cache before the loader's workers
/// read them. It must never block, read, or change what loading finds.
@Suite struct ReadAheadTests {
    /// Too few files for a thread: nothing is started.
    @Test func fewFilesStartNothing() {
        #expect(ReadAhead.start(count: ReadAhead.minimumFiles - 1) { _ in "/nonexistent" } == nil)
    }

    /// The walk makes each path on its own thread as it reaches the file, none on the thread that
    /// starts it (which would hold up the loader's workers for every path first).
    @Test func pathsAreMadeOnTheWalksThread() throws {
        let callers = Mutex<Set<UInt>>([])
        let starter = UInt(pthread_self())
        let last = DispatchSemaphore(value: 0)
        let walk = try #require(ReadAhead.start(count: ReadAhead.minimumFiles) { index in
            callers.withLock { _ = $0.insert(UInt(pthread_self())) }
            if index == ReadAhead.minimumFiles - 1 { last.signal() }
            return "/nonexistent/\(index)"
        })
        // Stopped once the walk has made its last path (a stop before it would end the walk early).
        #expect(last.wait(timeout: .now() + 10) == .success)
        walk.stop()
        let threads = callers.withLock { $0 }
        #expect(!threads.isEmpty)
        #expect(!threads.contains(starter))
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
        let walk = try #require(ReadAhead.start(count: paths.count * ReadAhead.minimumFiles) { paths[$0 % paths.count] })
        walk.stop()
        walk.stop() // a second stop returns at once
    }

    /// Content with enough readings for the walk loads exactly as it does without it (the walk
    /// only advises the kernel): every reading is found, in path order, with its text. The walk
    /// starts only when some files are out of the page cache.
    @Test func loadingWithTheWalkFindsEveryFile() throws {
        let fixture = try ContentFixture()
        let count = ReadAhead.minimumFiles + 16
        for index in 0..<count {
            try fixture.write("readings/extra-\(String(format: "%03d", index)).md",
                              "---\nid: extra-\(index)\ntitle: Extra \(index)\n---\n\nBody \(index).\n")
        }
        let listing = ContentLoader().list(root: fixture.root)
        // Read, every file is cached: no walk.
        let files = listing.documents.filter { $0.fileKind == .file }.map { "\(listing.prefix)/\($0.relative)" }
        #expect(Self.onceCached(files) {
            let walk = ContentLoader().startReadAhead(listing)
            walk?.stop()
            return walk == nil
        })
        let readings = listing.documents.map { "\(listing.prefix)/\($0.relative)" }.filter { $0.contains("/extra-") }
        if Self.evict(readings) {
            let walk = try #require(ContentLoader().startReadAhead(listing))
            walk.stop()
        }
        let loaded = ContentLoader().load(root: fixture.root)
        let extras = loaded.documents.filter { $0.relativePath.hasPrefix("readings/extra-") }
        #expect(extras.count == count)
        #expect(extras.map(\.relativePath) == extras.map(\.relativePath).sorted())
        #expect(extras.last.map { $0.file.text.contains("Body \(count - 1).") } == true)
        // A file system other than the disk has no cache to fill.
        #expect(ContentLoader(fileSystem: SnapshotFileSystem()).startReadAhead(listing) == nil)
    }

    /// A file just written is cached; put out of the cache (where the file system allows it)
    /// it is not, nor is a list with it among the probed files.
    @Test func theProbeTellsCachedFilesFromEvictedOnes() throws {
        let folder = NSTemporaryDirectory() + "ease-read-ahead-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = (0..<100).map { folder + "/file-\($0).md" }
        for path in paths { #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x61, count: 9_000))) }
        #expect(Self.onceCached(paths) { ReadAhead.isCached(paths[0]) })
        #expect(Self.onceCached(paths) { !ReadAhead.findsUncachedPages(count: paths.count) { paths[$0] } })
        // What cannot be told counts as cached: missing, empty, a folder.
        #expect(FileManager.default.createFile(atPath: folder + "/empty.md", contents: Data()))
        #expect(ReadAhead.isCached(folder + "/missing.md") && ReadAhead.isCached(folder + "/empty.md") && ReadAhead.isCached(folder))
        guard Self.evict([paths[0]]) else { return }  // tmpfs keeps every page
        #expect(!ReadAhead.isCached(paths[0]))
        #expect(ReadAhead.findsUncachedPages(count: paths.count) { paths[$0] })
    }

    /// Reads `paths` into the page cache and then asks `check`, up to three times while it says
    /// no: the kernel may drop a clean page of a file just written or read at any moment (under
    /// memory pressure, or by a proactive reclaim such as DAMON's, which this machine kind runs),
    /// and a check that needs every file cached is then retried, not failed. A probe that is
    /// wrong every time still fails it.
    static func onceCached(_ paths: [String], _ check: () -> Bool) -> Bool {
        for _ in 0..<3 {
            for path in paths { _ = FileManager.default.contents(atPath: path) }
            if check() { return true }
        }
        return false
    }

    /// Puts files out of the page cache (written back first); false where their pages stay (tmpfs).
    static func evict(_ paths: [String]) -> Bool {
        for path in paths {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { return false }
            fsync(descriptor)
            _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
            close(descriptor)
        }
        return paths.contains { !ReadAhead.isCached($0) }
    }
}
