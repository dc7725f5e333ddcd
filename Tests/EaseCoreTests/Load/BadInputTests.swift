import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Every kind of bad input gets a clear diagnostic at an exact position, and the rest of the content is still checked.
@Suite struct BadInputTests {
    func run(_ name: String, as relative: String = "readings/bad.md") throws -> PipelineRun {
        let fixture = try ContentFixture()
        try fixture.write(relative, bytes: try BadInput.bytes(name))
        return PipelineRun(fixture)
    }

    @Test func invalidUTF8IsReportedAtTheByte() throws {
        let run = try run("invalid-utf8.md")
        run.expect("source.invalid-utf8", in: "readings/bad.md", at: SourcePosition(line: 3, column: 11))
        // The rest of the file is still read (with a replacement character): its missing source is reported too.
        try run.only("schema.missing-key", in: "readings/bad.md")
    }

    @Test func byteOrderMarkIsAWarningAndPositionsStayRight() throws {
        let run = try run("bom.md")
        run.expect("source.byte-order-mark", in: "readings/bad.md", at: SourcePosition(line: 1, column: 1), severity: .warning)
        let missing = run.diagnostics(in: "readings/bad.md").filter { $0.id == "schema.missing-key" }
        #expect(missing.count == 2, "summary and source are missing, so the front matter was read")
    }

    @Test func crlfLineEndingsKeepExactPositions() throws {
        let run = try run("crlf.md")
        run.expect("schema.unknown-key", in: "readings/bad.md", at: SourcePosition(line: 3, column: 1))
        run.expect("link.unresolved", in: "readings/bad.md", at: SourcePosition(line: 6, column: 5))
        #expect(run.diagnostics(in: "readings/bad.md").allSatisfy { $0.id != "source.mixed-line-endings" })
    }

    @Test func mixedLineEndingsAreAWarning() throws {
        let run = try run("mixed-line-endings.md")
        run.expect("source.mixed-line-endings", in: "readings/bad.md", at: SourcePosition(line: 2, column: 1), severity: .warning)
    }

    @Test func aLoneCarriageReturnIsAWarningAndPositionsFollowIt() throws {
        let fixture = try ContentFixture()
        let text = try fixture.read("readings/small-steps.md")
            .replacingOccurrences(of: "Worry is louder when the body is tired, wired or hungry.", with: "Worry is louder\rwhen the body is [tired](nowhere.md).")
        try fixture.write("readings/small-steps.md", text)
        let run = PipelineRun(fixture)
        run.expect("source.carriage-return", in: "readings/small-steps.md", at: SourcePosition(line: 16, column: 16), severity: .warning)
        // cmark reads the carriage return as a line break; the link's position agrees.
        run.expect("link.unresolved", in: "readings/small-steps.md", at: SourcePosition(line: 17, column: 18))
    }

    @Test func emptyFileIsAnError() throws {
        let run = try run("empty.md")
        run.expect("source.empty-file", in: "readings/bad.md", at: SourcePosition(line: 1, column: 1))
    }

    @Test func binaryFileIsNotText() throws {
        let run = try run("not-markdown.md")
        run.expect("source.not-text", in: "readings/bad.md", at: SourcePosition(line: 3, column: 1))
    }

    @Test func unterminatedFrontMatter() throws {
        let run = try run("unterminated.md")
        run.expect("frontmatter.unterminated", in: "readings/bad.md", at: SourcePosition(line: 1, column: 1))
    }

    @Test func missingFrontMatterHasAFixIt() throws {
        let run = try run("no-front-matter.md")
        let diagnostic = try run.only("frontmatter.missing", in: "readings/bad.md")
        #expect(diagnostic.fixIts.first?.replacement.hasPrefix("---\nid: ") == true)
    }

    @Test func tabIndentationIsNamedAndFixable() throws {
        let run = try run("tab-indentation.md")
        let diagnostic = try run.only("yaml.tab-indentation", in: "readings/bad.md")
        #expect(diagnostic.location?.range == SourceRange(line: 4, column: 1, length: 1))
        #expect(diagnostic.fixIts.first?.replacement == "  ")
    }

    @Test func duplicateKeyPointsAtBothAndTheRestIsChecked() throws {
        let run = try run("duplicate-key.md")
        let diagnostic = try run.only("yaml.duplicate-key", in: "readings/bad.md")
        #expect(diagnostic.location?.range.start == SourcePosition(line: 5, column: 1))
        #expect(diagnostic.notes.first?.location?.range.start == SourcePosition(line: 3, column: 1))
        try run.only("schema.missing-key", in: "readings/bad.md") // 'source' is still found missing
    }

    @Test func valuesOfTheWrongType() throws {
        let run = try run("wrong-type.md")
        run.expect("schema.type-mismatch", in: "readings/bad.md", at: SourcePosition(line: 3, column: 8))
        run.expect("schema.type-mismatch", in: "readings/bad.md", at: SourcePosition(line: 7, column: 9))
    }

    @Test func aFolderWhereAFileIsExpected() throws {
        let fixture = try ContentFixture()
        try fixture.write("readings/folder.md/inner.txt", "x")
        let run = PipelineRun(fixture)
        run.expect("content.not-a-file", in: "readings/folder.md", at: SourcePosition(line: 1, column: 1))
        #expect(run.result.engine.exitStatus == 1)
    }

    @Test func aFileThatIsNotContentIsIgnoredWithAWarning() throws {
        let fixture = try ContentFixture()
        try fixture.write("readings/notes.txt", "draft ideas")
        let run = PipelineRun(fixture)
        run.expect("content.unexpected-file", in: "readings/notes.txt", at: SourcePosition(line: 1, column: 1), severity: .warning)
    }

    @Test func anUnreadableFileIsAnIOError() throws {
        let fixture = try ContentFixture()
        let fileSystem = FailingFileSystem(failing: fixture.path("readings/what-is-gad.md"))
        let run = PipelineRun(fixture, fileSystem: fileSystem)
        run.expect("io.unreadable", in: "readings/what-is-gad.md", at: SourcePosition(line: 1, column: 1))
        #expect(run.result.engine.exitStatus == 2)
        // Other readings link to it and list it as related: the file is there, so those are not
        // reported too (the read error is the one problem).
        #expect(!run.diagnostics.contains { $0.id == "reference.unknown-id" || $0.id == "link.unresolved" || $0.id == "l10n.orphan" })
    }

    @Test func aMissingContentFolderIsAUsageError() {
        let result = ContentPipeline().check(contentRoot: "/nonexistent/ease-content")
        #expect(result.engine.diagnostics.map(\.id) == ["usage.content-directory"])
        #expect(result.engine.exitStatus == 2)
    }

    @Test func aMissingSiteFileIsReported() throws {
        let fixture = try ContentFixture()
        try fixture.remove("site.yml")
        let run = PipelineRun(fixture)
        try run.only("content.missing-site", in: "site.yml")
    }
}

/// The real file system, except that reading one path fails (as an unreadable file does for a non-root user).
struct FailingFileSystem: ContentFileSystem {
    let failing: String
    let real = LocalFileSystem()

    func kind(at path: String) -> ContentFileKind { real.kind(at: path) }
    func contents(ofDirectory path: String) throws -> [String] { try real.contents(ofDirectory: path) }
    func resolvedPath(_ path: String) -> String? { real.resolvedPath(path) }
    func read(_ path: String) throws -> [UInt8] {
        if path == failing { throw ContentReadError(path: path, reason: "Permission denied") }
        return try real.read(path)
    }
}
