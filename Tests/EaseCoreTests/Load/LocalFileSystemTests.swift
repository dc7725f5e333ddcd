@testable import EaseCore
import Foundation
import Testing

/// `LocalFileSystem.read`: every byte of a file whatever its size, files whose size the kernel
/// does not report, and errors named.
@Suite struct LocalFileSystemTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "ease-read-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// Sizes around the first read's buffer (the file's size plus one) and the 64 KiB chunks after it.
    @Test(arguments: [0, 1, 4_095, 4_096, 65_535, 65_536, 65_537, 300_001])
    func readsEveryByte(_ size: Int) throws {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = folder + "/file-\(size)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(try LocalFileSystem().read(path) == bytes)
    }

    /// A file read in an open folder with the size its writer noted gives every byte, and so
    /// does one whose size changed since (the size is where reading starts, not where it stops);
    /// errors name the file as the caller shows it.
    @Test(arguments: [0, 1, 4_096, 70_000])
    func aFileOfAKnownSizeIsReadInItsFolder(_ size: Int) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try FileManager.default.createDirectory(atPath: folder + "/pages", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: folder + "/pages/index.html", contents: Data(bytes)))
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        let fileSystem = LocalFileSystem()
        for noted in [size, max(0, size - 1), size + 1, 0] {
            #expect(try fileSystem.read("pages/index.html", in: descriptor, size: noted, shownAs: "site/pages/index.html") == bytes)
        }
        let missing = #expect(throws: ContentReadError.self) {
            try fileSystem.read("pages/gone.html", in: descriptor, size: 10, shownAs: "site/pages/gone.html")
        }
        #expect(missing?.path == "site/pages/gone.html")
        #expect(missing?.reason == "No such file or directory")
    }

    /// A file the build reads back in its folder keeps its access time (`O_NOATIME`), where an
    /// ordinary read of the same file writes it: the check of the second read says whether this
    /// file system records access times at all (with `noatime` there is nothing to keep).
    @Test func aFileReadInItsFolderKeepsItsAccessTime() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/page.html"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("<p>text</p>".utf8)))
        func makeAccessTimeOld() {
            var times = [timespec(tv_sec: 1_000, tv_nsec: 0), timespec(tv_sec: time(nil), tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        }
        func accessTime() -> Int {
            var info = stat()
            return stat(path, &info) == 0 ? info.st_atim.tv_sec : -1
        }
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        makeAccessTimeOld()
        #expect(try LocalFileSystem().read("page.html", in: descriptor, size: 11, shownAs: path) == Array("<p>text</p>".utf8))
        let keptTime = accessTime()
        makeAccessTimeOld()
        _ = try LocalFileSystem().read(path)
        if accessTime() != 1_000 { #expect(keptTime == 1_000) }
    }

    /// Files in /proc report a size of 0 but have text: they are read to their end in chunks.
    @Test func readsAFileWhoseSizeIsNotReported() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let read = try LocalFileSystem().read("/proc/self/status")
        #expect(String(decoding: read, as: UTF8.self).hasPrefix("Name:"))
        #expect(read.last == UInt8(ascii: "\n"))
    }

    /// A file over the limit gives its size, at the limit its bytes; a symbolic link is followed.
    @Test func aLimitedReadGivesTheSizeOfAFileOverTheLimit() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/large.md"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 0x61, count: 1_000)))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.md", withDestinationPath: path)
        #expect(try LocalFileSystem().read(path, limit: 999) == .tooLarge(size: 1_000))
        #expect(try LocalFileSystem().read(folder + "/link.md", limit: 999) == .tooLarge(size: 1_000))
        #expect(try LocalFileSystem().read(path, limit: 1_000) == .bytes([UInt8](repeating: 0x61, count: 1_000)))
    }

    /// The listing's kinds are what an lstat of each name says, sorted by name, dot files included.
    @Test func entriesComeWithTheirKinds() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fileSystem = LocalFileSystem()
        #expect(FileManager.default.createFile(atPath: folder + "/b.md", contents: Data("x".utf8)))
        #expect(FileManager.default.createFile(atPath: folder + "/.hidden", contents: Data()))
        try FileManager.default.createDirectory(atPath: folder + "/a-folder", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/c-link.md", withDestinationPath: folder + "/b.md")
        try FileManager.default.createSymbolicLink(atPath: folder + "/d-dangling", withDestinationPath: folder + "/missing")
        #expect(mkfifo(folder + "/e-fifo", 0o600) == 0)
        let entries = try fileSystem.entries(ofDirectory: folder)
        #expect(entries.map(\.name) == [".hidden", "a-folder", "b.md", "c-link.md", "d-dangling", "e-fifo"])
        #expect(entries.map(\.kind) == [.file, .directory, .file, .symbolicLink, .symbolicLink, .special])
        #expect(entries.map(\.kind) == entries.map { fileSystem.kind(at: folder + "/" + $0.name) })
        #expect(try fileSystem.entries(ofDirectory: folder + "/").map(\.name) == entries.map(\.name))
        #expect(throws: ContentReadError.self) { try fileSystem.entries(ofDirectory: folder + "/b.md") }
    }

    @Test func namesWhatWentWrong() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = #expect(throws: ContentReadError.self) { try LocalFileSystem().read(folder + "/missing") }
        #expect(missing?.reason == "No such file or directory")
        let directory = #expect(throws: ContentReadError.self) { try LocalFileSystem().read(folder) }
        #expect(directory?.reason == "Is a directory")
    }
}
