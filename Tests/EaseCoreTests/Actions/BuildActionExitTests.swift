@testable import EaseCore
import EaseTestSupport
import Testing

/// A one-shot build leaves what it made for the process's exit to reclaim (``UnfreedAtExit``)
/// instead of freeing it on one core after the other is done.
@Suite struct BuildActionExitTests {
    @Test func aOneShotBuildLeavesItsTablesOfWrittenFilesToTheExit() throws {
        let fixture = try ContentFixture()
        var action = BuildAction(contentRoot: fixture.root, outputRoot: fixture.root + "/../Output",
                                 templatesRoot: ContentFixture.repositoryRoot + "/Templates", warningsAsErrors: false)
        action.leavesMemoryToExit = true
        let outcome = action.perform()
        #expect(outcome.exitStatus == 0)
        #expect(outcome.filesWritten > 0)
        // The bundle's and the site's tables, together listing every file written.
        let kept = UnfreedAtExit.values(of: [OutputFiles].self)
        #expect(kept.contains { $0.count == 2 && $0.reduce(0) { $0 + $1.count } == outcome.filesWritten })
    }
}
