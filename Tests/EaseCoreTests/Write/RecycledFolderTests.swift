@testable import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// A build writes over the files of the output two builds back (the spare the last swap kept)
/// instead of making new ones, never through a link and never into a file another path shares.
@Suite struct RecycledFolderTests {
    func inode(_ path: String) throws -> UInt64 {
        var info = stat()
        try #require(lstat(path, &info) == 0)
        return UInt64(info.st_ino)
    }

    func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    @Test func theThirdBuildWritesOverTheFirstBuildsFiles() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let destination = fixture.path("out/site")
        try OutputWriter().replace(destination, with: ["learn/a/index.html": Array("1".utf8), "index.html": Array("1".utf8)])
        let first = try inode(destination + "/learn/a/index.html")
        try OutputWriter().replace(destination, with: ["learn/a/index.html": Array("2".utf8), "index.html": Array("2".utf8)])
        #expect(try inode(fixture.path("out/.site.spare/learn/a/index.html")) == first)
        try OutputWriter().replace(destination, with: ["learn/a/index.html": Array("3".utf8), "index.html": Array("3".utf8)])
        #expect(try inode(destination + "/learn/a/index.html") == first)
        #expect(try fixture.read("out/site/learn/a/index.html") == "3")
    }

    @Test func linksInTheSpareAreRemovedNeverFollowed() throws {
        let fixture = try ContentFixture(copyingSample: false)
        try fixture.write("outside/target.html", "keep")
        try fixture.write("out/.site.spare/index.html", "old")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("out/.site.spare/page.html"), withDestinationPath: fixture.path("outside/target.html"))
        try FileManager.default.createSymbolicLink(atPath: fixture.path("out/.site.spare/learn"), withDestinationPath: fixture.path("outside"))
        try OutputWriter().replace(fixture.path("out/site"), with: ["page.html": Array("new".utf8), "learn/b.html": Array("b".utf8)])
        #expect(try fixture.read("outside/target.html") == "keep")
        #expect(!FileManager.default.fileExists(atPath: fixture.path("outside/b.html")))
        #expect(try fixture.read("out/site/page.html") == "new")
        #expect(!isSymbolicLink(fixture.path("out/site/page.html")) && !isSymbolicLink(fixture.path("out/site/learn")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out/site")).sorted() == ["learn", "page.html"])
    }

    @Test func aFileLinkedFromElsewhereIsNotWrittenOver() throws {
        let fixture = try ContentFixture(copyingSample: false)
        try fixture.write("out/.site.spare/index.html", "old")
        // A snapshot made with hard links (`cp -al`, `rsync --link-dest`) shares the file.
        try FileManager.default.createDirectory(atPath: fixture.path("snapshot"), withIntermediateDirectories: true)
        try #require(link(fixture.path("out/.site.spare/index.html"), fixture.path("snapshot/index.html")) == 0)
        try OutputWriter().replace(fixture.path("out/site"), with: ["index.html": Array("new".utf8)])
        #expect(try fixture.read("snapshot/index.html") == "old")
        #expect(try fixture.read("out/site/index.html") == "new")
    }

    @Test func aFileWrittenOverIsCutToItsNewLength() throws {
        let fixture = try ContentFixture(copyingSample: false)
        try fixture.write("out/.site.spare/index.html", String(repeating: "old page ", count: 2_000))
        try fixture.write("out/.site.spare/short.html", "old")
        let kept = try inode(fixture.path("out/.site.spare/index.html"))
        try OutputWriter().replace(fixture.path("out/site"), with: ["index.html": Array("new".utf8), "short.html": Array("a longer page".utf8)])
        #expect(try fixture.read("out/site/index.html") == "new")
        #expect(try fixture.read("out/site/short.html") == "a longer page")
        #expect(try inode(fixture.path("out/site/index.html")) == kept)
    }

    @Test func aFolderWhereAFileGoesAndAFileWhereAFolderGoes() throws {
        let fixture = try ContentFixture(copyingSample: false)
        try fixture.write("out/.bundle.spare/a/b.json", "old")
        try fixture.write("out/.bundle.spare/c", "old")
        try fixture.write("out/.bundle.spare/deep/er/still/x.json", "old")
        try OutputWriter().replace(fixture.path("out/bundle"), with: ["a": Array("a".utf8), "c/d.json": Array("d".utf8)])
        #expect(try fixture.read("out/bundle/a") == "a")
        #expect(try fixture.read("out/bundle/c/d.json") == "d")
        // What was not written again, at every depth, is gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out/bundle")).sorted() == ["a", "c"])
    }

    @Test func theWalkListsEveryFileAndFolder() throws {
        let fixture = try ContentFixture(copyingSample: false)
        for index in 0..<50 { try fixture.write("spare/learn/reading-\(index)/index.html", "x") }
        try fixture.write("spare/index.html", "x")
        try fixture.write("spare/assets/deep/site.css", "x")
        let walked = RecycledFolder(walking: fixture.path("spare"))
        // The readings and their folders, learn/, index.html, assets/, assets/deep/ and the stylesheet.
        #expect(walked.entries.count == 50 * 2 + 1 + 1 + 3)
        #expect(walked.entries["learn/reading-7"] == true)
        #expect(walked.entries["learn/reading-7/index.html"] == false)
        #expect(walked.entries["assets/deep/site.css"] == false)
        #expect(walked.entries["index.html"] == false)
    }

    @Test func theWalksRunsCoverFoldersOfEverySize() throws {
        // More entries than a worker takes at a time in one folder, fewer in another, none in a
        // third: runs of a whole folder, of part of one, and none.
        let fixture = try ContentFixture(copyingSample: false)
        var expected: [String: Bool] = ["a": true, "b": true, "c": true, "d": true, "top.html": false]
        for index in 0..<(RecycledFolder.walkRun + 190) { expected["a/\(index).json"] = false }
        try FileManager.default.createDirectory(atPath: fixture.path("spare/b"), withIntermediateDirectories: true)
        for index in 0..<(RecycledFolder.walkRun / 2 + 3) {
            expected["c/\(index)"] = true
            expected["c/\(index)/index.html"] = false
        }
        expected["d/last.json"] = false
        for (path, isFolder) in expected where !isFolder { try fixture.write("spare/" + path, "x") }
        #expect(RecycledFolder(walking: fixture.path("spare")).entries == expected)
    }

    @Test func unusualPathsAreComparedInTheWalksSpelling() {
        for path in ["a", "a/b", ".hidden", "a/.b", "a/..b", "..", "a/b.c"] { #expect(!RecycledFolder.isUnusual(path), "\(path)") }
        for path in ["", "/a", "a/", "a//b", "./a", "a/./b", "a/."] { #expect(RecycledFolder.isUnusual(path), "\(path)") }
        #expect(RecycledFolder.plain("./a//b/./c") == "a/b/c")
    }

    @Test func aPathWrittenWithADoubleSlashIsNotRemovedAsStale() throws {
        let fixture = try ContentFixture(copyingSample: false)
        try fixture.write("out/.site.spare/sub/page.html", "old")
        try OutputWriter().replace(fixture.path("out/site"), with: ["sub//page.html": Array("new".utf8)])
        #expect(try fixture.read("out/site/sub/page.html") == "new")
    }

    @Test func aSpareThatCouldNotBeWrittenIsNotKept() throws {
        let fixture = try ContentFixture(copyingSample: false)
        try OutputWriter().replace(fixture.path("out/bundle"), with: ["old.json": Array("old".utf8)])
        try OutputWriter().replace(fixture.path("out/bundle"), with: ["a.json": Array("a".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")).sorted() == [".bundle.spare", "bundle"])
        // The write fails in the recycled spare (a file where this build also needs a folder).
        #expect(throws: (any Error).self) {
            try OutputWriter().replace(fixture.path("out/bundle"), with: ["x": [1], "x/y.json": [2]])
        }
        #expect(try fixture.read("out/bundle/a.json") == "a")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")).sorted() == ["bundle"])
        try OutputWriter().replace(fixture.path("out/bundle"), with: ["b.json": Array("b".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out/bundle")) == ["b.json"])
    }
}
