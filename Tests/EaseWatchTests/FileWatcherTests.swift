import EaseWatch
import Foundation
import Testing

@Suite struct FileWatcherTests {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "ease-watch-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path + "/readings", withIntermediateDirectories: true)
        return path
    }

    @Test func reportsWritesCreationsDeletionsAndRenames() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "a".write(toFile: root + "/readings/a.md", atomically: false, encoding: .utf8)
        let watcher = try FileWatcher(roots: [root])
        #expect(watcher.watchedFolders == [root, root + "/readings"])
        try "b".write(toFile: root + "/readings/a.md", atomically: false, encoding: .utf8)
        try "new".write(toFile: root + "/readings/b.md", atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(atPath: root + "/readings/b.md", toPath: root + "/readings/c.md")
        try FileManager.default.removeItem(atPath: root + "/readings/a.md")
        let batch = try #require(watcher.nextBatch())
        #expect(batch.isSuperset(of: [root + "/readings/a.md", root + "/readings/b.md", root + "/readings/c.md"]))
    }

    @Test func watchesFoldersCreatedLater() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = try FileWatcher(roots: [root])
        try FileManager.default.createDirectory(atPath: root + "/media/scenes", withIntermediateDirectories: true)
        let first = try #require(watcher.nextBatch())
        #expect(first.contains(root + "/media"))
        try "x".write(toFile: root + "/media/scenes/lake.txt", atomically: false, encoding: .utf8)
        let second = try #require(watcher.nextBatch())
        #expect(second.contains(root + "/media/scenes/lake.txt"))
    }

    @Test func aBurstOfSavesIsOneBatch() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = try FileWatcher(roots: [root])
        for index in 0..<20 {
            try "\(index)".write(toFile: root + "/readings/a.md", atomically: true, encoding: .utf8)
        }
        let batch = try #require(watcher.nextBatch(quiet: 50, limit: 1000))
        #expect(batch.contains(root + "/readings/a.md"))
    }

    @Test func stopEndsTheWait() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let watcher = try FileWatcher(roots: [root])
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { watcher.stop() }
        #expect(watcher.nextBatch() == nil)
    }
}
