@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// A one-off build reads bodies again after the check: a file saved in between must not reach the
/// output unchecked.
@Suite struct BuildActionSourceChangeTests {
    @Test func aFileEditedDuringTheBuildStopsItBeforeAnythingIsWritten() throws {
        let fixture = try ContentFixture()
        let output = fixture.path("../Output")
        let action = BuildAction(contentRoot: fixture.root, outputRoot: output,
                                 templatesRoot: ContentFixture.repositoryRoot + "/Templates", warningsAsErrors: false)
        let check = CheckAction(contentRoot: fixture.root, warningsAsErrors: false, retention: .outlinesLendingTrees).perform()
        #expect(check.exitStatus == 0)
        let (templates, _) = TemplateSet.load(from: action.templatesRoot)
        // Saved after the check, before the build reads the body again: a new link, which the check never saw.
        // (A translation: the sample translates every reading, and the texts of translated
        // readings are kept for the staleness check, so only translations are read again.)
        let edited = try fixture.read("readings/breathing-and-calm.ru.md") + "\nSee [the other reading](missing.md).\n"
        try fixture.write("readings/breathing-and-calm.ru.md", edited)
        var timings = StageTimings()
        let outcome = action.buildThroughStaging(check.result.catalog, templates: try #require(templates), fileSystem: LocalFileSystem(),
                                                 rereader: check.result.rereader, report: check.report, timings: &timings)
        #expect(outcome.exitStatus == DiagnosticEngine.exitEnvironmentErrors)
        #expect(outcome.filesWritten == 0)
        #expect(outcome.report.diagnostics.map(\.id) == ["io.source-changed"])
        #expect(outcome.report.diagnostics.first?.location?.path == fixture.path("readings/breathing-and-calm.ru.md"))
        #expect(!FileManager.default.fileExists(atPath: output + "/site"))
    }
}
