@testable import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// The pages' descriptors a one-off build keeps open from their writing to the audit's reading.
@Suite struct KeptDescriptorsTests {
    /// A site staged in a fixture (kept by the caller: the fixture's folder goes with it), its
    /// pages' descriptors kept in `kept`.
    private func stagedSite(room: Int) throws -> (ContentFixture, OutputWriter.StagedFolder, OutputFiles, KeptDescriptors) {
        let fixture = try ContentFixture(copyingSample: false)
        let staged = try OutputWriter().stage(fixture.path("out/site"))
        let kept = KeptDescriptors()
        kept.makeRoom(for: room, reserve: 0)
        return (fixture, staged, OutputFiles(staging: staged, keepingPagesIn: kept), kept)
    }

    /// Whether `descriptor` is open in this process.
    private func isOpen(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0
    }

    @Test func pagesAreKeptOpenAndReadThroughTheirDescriptorsOnce() throws {
        let (fixture, staged, site, kept) = try stagedSite(room: 10)
        defer { withExtendedLifetime(fixture) {} }
        site.add("learn/a/index.html", Array("<p>a</p>".utf8))
        site.add("index.htm", Array("<p>home</p>".utf8))
        site.add("assets/site.css", Array("p{}".utf8))
        try site.finish()
        // The pages only: nothing else is read back through a descriptor.
        #expect(kept.count == 2)
        let files = AuditedFiles(folder: staged.path, sizes: site.sizes, keptPages: kept)
        // Gone from the folder, the page is still read: through the descriptor its writer kept.
        try FileManager.default.removeItem(atPath: staged.path + "/learn/a/index.html")
        #expect(files.bytes(of: "learn/a/index.html") == Array("<p>a</p>".utf8))
        #expect(kept.count == 1)
        // Read once: the descriptor is closed, and a second read goes to the folder.
        #expect(files.bytes(of: "learn/a/index.html") == nil)
        #expect(files.bytes(of: "index.htm") == Array("<p>home</p>".utf8))
        #expect(files.bytes(of: "assets/site.css") == Array("p{}".utf8))
        #expect(kept.count == 0)
    }

    /// A page written over a file of the previous output (a recycled staging folder) is kept
    /// open too, and reads as its new, shorter bytes.
    @Test func aPageWrittenOverThePreviousOutputIsKeptOpen() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let destination = fixture.path("out/site")
        try OutputWriter().replace(destination, with: ["a/index.html": Array("a longer page of the build before".utf8)])
        try OutputWriter().replace(destination, with: ["b.html": []])
        let staged = try OutputWriter().stage(destination)
        #expect(staged.recycled != nil)
        let kept = KeptDescriptors()
        kept.makeRoom(for: 4, reserve: 0)
        let site = OutputFiles(staging: staged, keepingPagesIn: kept)
        site.add("a/index.html", Array("short".utf8))
        try site.finish()
        #expect(kept.count == 1)
        #expect(AuditedFiles(folder: staged.path, sizes: site.sizes, keptPages: kept).bytes(of: "a/index.html") == Array("short".utf8))
    }

    /// Past its room, a page is closed once written and read by its path.
    @Test func pagesPastTheRoomAreClosedAndReadByTheirPaths() throws {
        let (fixture, staged, site, kept) = try stagedSite(room: 2)
        defer { withExtendedLifetime(fixture) {} }
        for index in 0..<5 { site.add("p\(index).html", Array("page \(index)".utf8)) }
        try site.finish()
        #expect(kept.count == 2)
        let files = AuditedFiles(folder: staged.path, sizes: site.sizes, keptPages: kept)
        for index in 0..<5 { #expect(files.bytes(of: "p\(index).html") == Array("page \(index)".utf8)) }
        #expect(kept.count == 0)
    }

    @Test func noRoomKeepsNothing() throws {
        let kept = KeptDescriptors()
        let descriptor = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(descriptor) }
        #expect(!kept.keep(descriptor, for: "index.html"))
        kept.makeRoom(for: 0)
        #expect(!kept.keep(descriptor, for: "index.html"))
        #expect(kept.take("index.html") == nil)
    }

    /// The same path kept again closes the descriptor kept before, and frees its room;
    /// ``KeptDescriptors/closeAll()`` closes the rest.
    @Test func aPathKeptAgainClosesTheEarlierDescriptorAndCloseAllClosesTheRest() throws {
        let kept = KeptDescriptors()
        kept.makeRoom(for: 2, reserve: 0)
        let first = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let second = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        let third = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        #expect(kept.keep(first, for: "a.html"))
        #expect(kept.keep(second, for: "a.html"))
        #expect(!isOpen(first))
        #expect(kept.keep(third, for: "b.html"))
        #expect(kept.count == 2)
        kept.closeAll()
        #expect(kept.count == 0)
        #expect(!isOpen(second) && !isOpen(third))
    }

    /// The table of descriptors is grown when the room is made (the kernel's `FDSize`), not one
    /// doubling at a time while the pages are written.
    @Test func makingRoomGrowsTheDescriptorTable() throws {
        func tableSize() throws -> Int {
            let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("FDSize:") })
            return try #require(Int(line.dropFirst("FDSize:".count).trimmingCharacters(in: .whitespaces)))
        }
        KeptDescriptors().makeRoom(for: 3_000)
        var limit = rlimit()
        #expect(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit) == 0)
        // The soft limit is the hard one now; where that leaves room for fewer, the table holds those.
        #expect(limit.rlim_cur == limit.rlim_max)
        let room = min(3_000, Int(min(limit.rlim_cur, 1 << 30)) - 1_024)
        #expect(try tableSize() >= room)
    }

    /// Read through a descriptor, a file is read from its start wherever the descriptor's offset
    /// is, and to its end if it grew past the size its writer noted.
    @Test func aDescriptorIsReadFromItsStartToItsEnd() throws {
        let fixture = try ContentFixture(copyingSample: false)
        try fixture.write("page.html", "0123456789")
        let descriptor = open(fixture.path("page.html"), O_RDWR | O_CLOEXEC)
        defer { close(descriptor) }
        #expect(lseek(descriptor, 0, SEEK_END) == 10)
        #expect(try LocalFileSystem.read(descriptor: descriptor, size: 10, shownAs: "page.html") == Array("0123456789".utf8))
        #expect(try LocalFileSystem.read(descriptor: descriptor, size: 4, shownAs: "page.html") == Array("0123456789".utf8))
        #expect(try LocalFileSystem.read(descriptor: descriptor, size: 20, shownAs: "page.html") == Array("0123456789".utf8))
    }
}
