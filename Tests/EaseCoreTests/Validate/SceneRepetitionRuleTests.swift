@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Scenes of one exercise that show the same file, read the same title or give different images
/// the same alt text are a warning at the later scene's value, with a note at the earlier scene;
/// a scene copied whole is one warning, for its file.
@Suite struct SceneRepetitionRuleTests {
    static let file = "exercises/calming-scene.md"

    func findings(replacing target: String, with replacement: String) throws -> (PipelineRun, [Diagnostic]) {
        let run = try PipelineRun.sample(replacing: target, with: replacement, in: Self.file)
        return (run, run.diagnostics(in: Self.file).filter { $0.id == "scene.repeated" })
    }

    @Test func theSameFileIsReportedAtItsPath() throws {
        let (run, findings) = try findings(replacing: "path: media/scenes/quiet-shore.jpg", with: "path: media/scenes/forest-path.jpg")
        #expect(findings.count == 1, "\(run.problemList)")
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.message == "scene 'quiet-shore' shows the same file as scene 'forest-path'; the pager would offer one view twice")
        #expect(finding.location?.range.start == (try run.fixture.position(of: "media/scenes/forest-path.jpg\n      alt: A wide", in: Self.file)))
        #expect(finding.notes.first?.location?.range.start == (try run.fixture.position(of: "forest-path\n", in: Self.file)))
    }

    @Test func theSameTitleIsReportedAtTheTitle() throws {
        let (run, findings) = try findings(replacing: "    title: Forest path", with: "    title: lake at dawn ")
        #expect(findings.count == 1, "\(run.problemList)")
        #expect(findings.first?.location?.range.start == (try run.fixture.position(of: "lake at dawn \n", in: Self.file)))
    }

    @Test func theSameAltTextForAnotherImageIsReported() throws {
        let (run, findings) = try findings(replacing: "alt: A wide sandy beach under a clear blue sky, with small waves rolling gently onto the shore.",
                                           with: "alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.")
        #expect(findings.count == 1, "\(run.problemList)")
        #expect(findings.first?.message.contains("the same alt text as scene 'forest-path', whose image is another file") == true)
    }

    @Test func aSceneCopiedWholeIsOneWarning() throws {
        let copy = "  - id: forest-again\n    title: Forest path\n    image:\n      path: media/scenes/forest-path.jpg\n"
            + "      alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.\n"
        let (run, findings) = try findings(replacing: "  - id: quiet-shore", with: copy + "  - id: quiet-shore")
        #expect(findings.count == 1, "\(run.problemList)")
        #expect(findings.first?.message.hasPrefix("scene 'forest-again' shows the same file") == true)
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "scene.repeated" })
    }
}
