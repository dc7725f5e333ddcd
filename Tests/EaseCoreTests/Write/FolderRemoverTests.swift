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
        for index in 0..<300 { try write("tree/learn/reading-\(index)/index.html") }
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

    @Test func aMissingFolderOrAFileIsFine() throws {
        try write("file.txt")
        defer { try? FileManager.default.removeItem(atPath: root) }
        FolderRemover.remove(root + "/missing")
        FolderRemover.remove(root + "/file.txt")
        #expect(!FileManager.default.fileExists(atPath: root + "/file.txt"))
    }
}
