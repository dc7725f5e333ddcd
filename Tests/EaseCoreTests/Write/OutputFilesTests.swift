import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// Files added as a build makes them: written at once into a staging folder, or kept in memory.
@Suite struct OutputFilesTests {
    @Test func filesAddedFromParallelWorkersAreWrittenWithTheirFolders() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let output = OutputFiles(writingInto: fixture.root)
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            output.add("learn/reading-\(index % 20)/page-\(index).html", Array("page \(index)".utf8))
        }
        output.add("sitemap.xml", Array("<urlset/>".utf8))
        try output.finish()
        #expect(output.count == 201)
        #expect(output.files.isEmpty)
        #expect(try fixture.read("learn/reading-7/page-187.html") == "page 187")
        #expect(try fixture.read("sitemap.xml") == "<urlset/>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("learn")).count == 20)
    }

    /// Its size too, known without reading the file back (the audit orders pages by it).
    @Test func aFileAddedTwiceKeepsTheLastBytesOnce() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let written = OutputFiles(writingInto: fixture.root)
        let kept = OutputFiles()
        for output in [written, kept] {
            output.add("a/b.json", Array("first".utf8))
            output.add("a/b.json", Array("second".utf8))
            output.add("c.css", [])
            try output.finish()
            #expect(output.paths.sorted() == ["a/b.json", "c.css"])
            #expect(output.sizes == ["a/b.json": 6, "c.css": 0])
        }
        #expect(try fixture.read("a/b.json") == "second")
        #expect(kept.files == ["a/b.json": Array("second".utf8), "c.css": []])
        let audited = AuditedFiles(folder: fixture.root, sizes: written.sizes)
        #expect(audited.paths == ["a/b.json", "c.css"])
        #expect(audited.bytes(of: "a/b.json") == Array("second".utf8))
    }

    /// A folder made once is not looked for again; one that went missing since (or that another
    /// worker has not made yet) is made when a write into it fails, with its parents.
    @Test func aFolderThatWentMissingIsMadeAgain() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let output = OutputFiles(writingInto: fixture.root)
        output.add("a/b/c/first.json", Array("1".utf8))
        try FileManager.default.removeItem(atPath: fixture.path("a"))
        output.add("a/b/c/second.json", Array("2".utf8))
        output.add("a/b/third.json", Array("3".utf8))
        try output.finish()
        #expect(try fixture.read("a/b/c/second.json") == "2")
        #expect(try fixture.read("a/b/third.json") == "3")
        #expect(!FileManager.default.fileExists(atPath: fixture.path("a/b/c/first.json")))
        #expect(output.count == 3)
    }

    @Test func theFirstFailedWriteIsReportedByFinish() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let output = OutputFiles(writingInto: fixture.root)
        output.add("x", [1])
        // A file where a folder is needed.
        output.add("x/y.json", [2])
        output.add("z.json", [3])
        #expect(throws: OutputWriteError.self) { try output.finish() }
        do {
            try output.finish()
        } catch let error as OutputWriteError {
            #expect(error.path == fixture.path("x/y.json"))
            #expect(error.description.hasPrefix(fixture.path("x/y.json") + ": "))
        }
        // What comes after a failure is dropped: the build will not be written anyway.
        #expect(!FileManager.default.fileExists(atPath: fixture.path("z.json")))
    }
}

@Suite struct StagedFolderTests {
    @Test func aStagedFolderIsSwappedInOrDiscarded() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let destination = fixture.path("out/site")
        try OutputWriter().replace(destination, with: ["old.html": Array("old".utf8)])
        let staged = try OutputWriter().stage(destination)
        #expect(staged.path.hasPrefix(fixture.path("out/.site.tmp-")))
        try fixture.write("out/" + (staged.path as NSString).lastPathComponent + "/new.html", "new")
        // Until the commit, the previous output is untouched.
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination) == ["old.html"])
        try OutputWriter().commit(staged)
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination) == ["new.html"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")).sorted() == [".site.spare", "site"])

        // The next staging folder is the spare: the replaced output, written over.
        let discarded = try OutputWriter().stage(destination)
        #expect(try FileManager.default.contentsOfDirectory(atPath: discarded.path) == ["old.html"])
        try fixture.write("out/" + (discarded.path as NSString).lastPathComponent + "/other.html", "other")
        OutputWriter().discard(discarded)
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination) == ["new.html"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")).sorted() == [".site.spare", "site"])
    }
}
