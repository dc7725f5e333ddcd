import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// Inputs far past what an author writes by hand: refused with a limit diagnostic before they are
/// read when over a limit, and handled in one pass when under it.
@Suite struct LargeInputTests {
    /// The real file system, remembering which paths were read.
    final class ReadRecordingFileSystem: ContentFileSystem, @unchecked Sendable {
        let real = LocalFileSystem()
        private let lock = NSLock()
        private var reads: Set<String> = []

        func kind(at path: String) -> ContentFileKind { real.kind(at: path) }
        func contents(ofDirectory path: String) throws -> [String] { try real.contents(ofDirectory: path) }
        func resolvedPath(_ path: String) -> String? { real.resolvedPath(path) }
        func size(of path: String) -> Int? { real.size(of: path) }
        func read(_ path: String) throws -> [UInt8] {
            lock.withLock { _ = reads.insert(path) }
            return try real.read(path)
        }
        func wasRead(_ path: String) -> Bool { lock.withLock { reads.contains(path) } }
    }

    @Test func a50MBFileIsRefusedWithoutBeingRead() throws {
        let fixture = try ContentFixture()
        let path = fixture.path("readings/huge.md")
        #expect(FileManager.default.createFile(atPath: path, contents: Data("---\nid: huge\n---\n".utf8)))
        // A sparse file: 50 MB long, no disk space used.
        #expect(truncate(path, 50 * 1024 * 1024) == 0)
        let fileSystem = ReadRecordingFileSystem()
        let run = PipelineRun(fixture, fileSystem: fileSystem)
        let diagnostic = try run.only("source.too-large", in: "readings/huge.md")
        #expect(diagnostic.message == "file is 52428800 bytes; the limit is 8388608 (8 MiB)")
        #expect(!fileSystem.wasRead(path))
        #expect(run.result.engine.exitStatus == 1)
    }

    @Test func aFileOneByteOverTheLimitIsRefusedAndOneAtItIsRead() throws {
        let fixture = try ContentFixture()
        let header = "---\nid: long\ntitle: Long\nsummary: Long.\nsource: { title: T, author: A, publisher: P, year: 2020, pages: \"1\" }\n---\n\n"
        let atLimit = header + String(repeating: "a", count: ContentLoader.maximumFileSize - header.utf8.count - 1) + "\n"
        try fixture.write("readings/long.md", atLimit)
        #expect(PipelineRun(fixture).diagnostics(in: "readings/long.md").allSatisfy { $0.id != "source.too-large" })
        try fixture.write("readings/long.md", atLimit + "b")
        try PipelineRun(fixture).only("source.too-large", in: "readings/long.md")
    }

    /// A line of 10 MB is over the 8 MiB file limit (above). A 2 MB line of words, links and
    /// emphasis is parsed as one paragraph with an exact column at its far end. (Columns on a long
    /// line once cost a walk from the line's start each, which made this quadratic.)
    @Test func aTwoMegabyteLineIsOneParagraph() throws {
        let fixture = try ContentFixture()
        let header = "---\nid: one-line\ntitle: One line\nsummary: One long line.\nsource: { title: T, author: A, publisher: P, year: 2020, pages: \"1\" }\n---\n\n"
        let unit = "calm *slow* breath [worry](what-is-gad.md) "
        let repeats = 2_000_000 / unit.utf8.count
        let line = String(repeating: unit, count: repeats) + "[end](missing.md)"
        try fixture.write("readings/one-line.md", header + line + "\n")
        let run = PipelineRun(fixture)
        // The one broken link is found at the very end of the line.
        run.expect("link.unresolved", in: "readings/one-line.md", at: SourcePosition(line: 8, column: unit.count * repeats + 1))
        #expect(run.diagnostics(in: "readings/one-line.md").filter { $0.severity == .error }.count == 1)
    }
}
