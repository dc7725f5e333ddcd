import EaseCore
import EaseTestSupport
import Foundation
import Testing

@Suite struct OutputWriterTests {
    @Test func replacesTheWholeFolderAndKeepsTheOldOneAsTheNextStagingFolder() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let destination = fixture.path("out/bundle")
        try OutputWriter().replace(destination, with: ["a.json": Array("1".utf8), "sub/b.json": Array("2".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")) == ["bundle"])
        try OutputWriter().replace(destination, with: ["c.json": Array("3".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination) == ["c.json"])
        // The folder the swap replaced is kept beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")).sorted() == [".bundle.spare", "bundle"])
        #expect(try fixture.read("out/.bundle.spare/sub/b.json") == "2")
        // The next build writes into it: what it does not write again (a file, a folder) is removed.
        try OutputWriter().replace(destination, with: ["a.json": Array("4".utf8)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination) == ["a.json"])
        #expect(try fixture.read("out/bundle/a.json") == "4")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out/.bundle.spare")) == ["c.json"])
    }

    @Test func removesLeftoversOfKilledBuilds() throws {
        let fixture = try ContentFixture(copyingSample: false)
        try fixture.write("out/.bundle.tmp-123-abc/partial.json", "{")
        try fixture.write("out/.bundle.old-123-abc/old.json", "{}")
        try OutputWriter().replace(fixture.path("out/bundle"), with: ["a.json": []])
        // The .old- folder was the previous output: restored, then replaced and kept as the spare.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")).sorted() == [".bundle.spare", "bundle"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out/bundle")) == ["a.json"])
        #expect(try fixture.read("out/.bundle.spare/old.json") == "{}")
    }

    @Test func aFailedWriteLeavesThePreviousOutput() throws {
        let fixture = try ContentFixture(copyingSample: false)
        let destination = fixture.path("out/bundle")
        try OutputWriter().replace(destination, with: ["keep.json": Array("old".utf8)])
        // A path that cannot be created (a file where a folder is needed) makes the write fail midway.
        #expect(throws: (any Error).self) {
            try OutputWriter().replace(destination, with: ["x": [1], "x/y.json": [2]])
        }
        #expect(try String(contentsOfFile: destination + "/keep.json", encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: destination) == ["keep.json"])
        // A staging folder that could not be written is removed, not kept as the spare: whatever
        // stopped the write would stop the next build there too.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")) == ["bundle"])
    }
}

@Suite struct InterruptedWriteRecoveryTests {
    @Test func aBuildKilledBetweenTwoRenamesIsRepairedByTheNextRun() throws {
        // The state a build killed after moving the old folder aside (on a file system without
        // renameat2's exchange) leaves: no bundle, an .old- folder and a .tmp- folder.
        let fixture = try ContentFixture(copyingSample: false)
        try fixture.write("out/.bundle.old-1-a/keep.json", "previous")
        try fixture.write("out/.bundle.tmp-1-a/partial.json", "{")
        // A build that fails while writing must leave the restored previous output in place.
        #expect(throws: (any Error).self) {
            try OutputWriter().replace(fixture.path("out/bundle"), with: ["x": [1], "x/y.json": [2]])
        }
        #expect(try fixture.read("out/bundle/keep.json") == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")) == ["bundle"])
    }
}
