@testable import EaseCore
import Foundation
import Testing

/// `FolderRemover` removes a whole tree on every core, and never follows a symbolic link out of it.
@Suite struct FolderRemoverTests {
    let root = NSTemporaryDirectory() + "ease-remove-\(UUID().uuidString)"

    func write(_ relative: String) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(relative.utf8)))
    }

    @Test func removesEveryLevel() throws {
        // More entries in one folder than one read of the listing holds.
        for index in 0..<1_200 { try write("tree/learn/reading-\(index)/index.html") }
        try write("tree/index.html")
        try write("tree/assets/deep/er/still/site.css")
        try FileManager.default.createDirectory(atPath: root + "/tree/empty", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        FolderRemover.remove(root + "/tree")
        #expect(!FileManager.default.fileExists(atPath: root + "/tree"))
        #expect(FileManager.default.fileExists(atPath: root))
    }

    @Test func leavesWhatSymbolicLinksPointAt() throws {
        try write("outside/keep/file.txt")
        try write("tree/inner/file.txt")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/tree/link", withDestinationPath: root + "/outside")
        try FileManager.default.createSymbolicLink(atPath: root + "/tree/inner/link", withDestinationPath: root + "/outside/keep")
        FolderRemover.remove(root + "/tree")
        #expect(!FileManager.default.fileExists(atPath: root + "/tree"))
        #expect(FileManager.default.fileExists(atPath: root + "/outside/keep/file.txt"))
    }

    @Test func aLinkGivenAsTheFolderIsRemovedAsALink() throws {
        try write("outside/keep/file.txt")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/outside")
        FolderRemover.remove(root + "/link")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: root + "/link")) == nil)
        #expect(FileManager.default.fileExists(atPath: root + "/outside/keep/file.txt"))
    }

    @Test func listsEntriesWithTheirKinds() throws {
        try write("tree/folder/file.txt")
        try write("tree/file.txt")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createSymbolicLink(atPath: root + "/tree/link", withDestinationPath: root + "/tree/folder")
        let descriptor = open(root + "/tree", O_RDONLY | O_DIRECTORY)
        defer { close(descriptor) }
        let entries = FolderRemover.entries(of: descriptor).sorted { $0.name < $1.name }
        #expect(entries.map(\.name) == ["file.txt", "folder", "link"])
        #expect(entries.map(\.isFolder) == [false, true, false])
        // Listing twice gives the same entries (each listing starts from the folder's beginning).
        #expect(FolderRemover.entries(of: descriptor).count == 3)
        // The listing through a DIR stream (where getdents64 is missing) gives the same.
        let streamed = FolderRemover.entriesThroughStream(of: descriptor).sorted { $0.name < $1.name }
        #expect(streamed.map(\.name) == entries.map(\.name) && streamed.map(\.isFolder) == entries.map(\.isFolder))
        #expect(streamed.map(\.isRegularFile) == [true, false, false] && entries.map(\.isRegularFile) == [true, false, false])
        #expect(FolderRemover.entriesThroughStream(of: descriptor).count == 3)
    }

    @Test func aMissingFolderOrAFileIsFine() throws {
        try write("file.txt")
        defer { try? FileManager.default.removeItem(atPath: root) }
        FolderRemover.remove(root + "/missing")
        FolderRemover.remove(root + "/file.txt")
        #expect(!FileManager.default.fileExists(atPath: root + "/file.txt"))
    }
}
