@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// A one-off build makes its pages and bundle files after the check: a file saved in between must
/// not reach the output unchecked. The render trees the check wrote to its spill are used as
/// they were checked; a body read again (no spill could be made) is compared with what was checked.
@Suite struct BuildActionSourceChangeTests {
    // A translation: the sample translates every reading, and the texts of translated readings
    // are kept for the staleness check, so only translations are read again.
    static let edited = "readings/breathing-and-calm.ru.md"

    /// Checks a copy of the sample (its render trees spilled into `spillFolder`), saves an edit to
    /// ``edited`` with a link the check never saw, then builds.
    static func build(spillFolder: String? = nil) throws -> (outcome: BuildAction.Outcome, fixture: ContentFixture, output: String) {
        let fixture = try ContentFixture()
        let output = fixture.path("../Output")
        let action = BuildAction(contentRoot: fixture.root, outputRoot: output,
                                 templatesRoot: ContentFixture.repositoryRoot + "/Templates", warningsAsErrors: false)
        var pipeline = ContentPipeline(retention: .outlinesSpillingTrees)
        if let spillFolder { pipeline.spillFolder = spillFolder }
        let check = pipeline.check(contentRoot: fixture.root)
        #expect(check.engine.exitStatus == 0)
        let (templates, _) = TemplateSet.load(from: action.templatesRoot)
        try fixture.write(edited, try fixture.read(edited) + "\nSee [the other reading](missing.md).\n")
        var timings = StageTimings()
        let outcome = action.buildThroughStaging(check.catalog, templates: try #require(templates), fileSystem: LocalFileSystem(),
                                                 rereader: check.rereader, report: check.report(toolVersion: "test"), timings: &timings)
        return (outcome, fixture, output)
    }

    @Test func aFileEditedDuringTheBuildLeavesTheCheckedTextInTheOutput() throws {
        // The fixture holds the output: it is kept until the files are read.
        let (outcome, fixture, output) = try Self.build()
        #expect(outcome.exitStatus == 0)
        #expect(outcome.report.diagnostics.isEmpty)
        let page = try String(contentsOfFile: output + "/site/ru/learn/breathing-and-calm/index.html", encoding: .utf8)
        #expect(page.contains("<h1"))
        #expect(!page.contains("the other reading"))
        let bundle = try String(contentsOfFile: output + "/bundle/locales/ru/readings/breathing-and-calm.json", encoding: .utf8)
        #expect(!bundle.contains("the other reading"))
        #expect(try fixture.read(Self.edited).contains("missing.md"))
    }

    @Test func aFileEditedDuringABuildWithoutSpillStopsItBeforeAnythingIsWritten() throws {
        let (outcome, fixture, output) = try Self.build(spillFolder: "/nonexistent-folder-of-ease-tests")
        #expect(outcome.exitStatus == DiagnosticEngine.exitEnvironmentErrors)
        #expect(outcome.filesWritten == 0)
        #expect(outcome.report.diagnostics.map(\.id) == ["io.source-changed"])
        #expect(outcome.report.diagnostics.first?.location?.path == fixture.path(Self.edited))
        #expect(!FileManager.default.fileExists(atPath: output + "/site"))
    }
}
