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
        let (run, findings) = try findings(replacing: "path: media/scenes/forest-path.jpg", with: "path: media/scenes/lake-at-dawn.jpg")
        #expect(findings.count == 1, "\(run.problemList)")
        let finding = try #require(findings.first)
        #expect(finding.severity == .warning)
        #expect(finding.message == "scene 'forest-path' shows the same file as scene 'lake-at-dawn'; the pager would offer one view twice")
        #expect(finding.location?.range.start == (try run.fixture.position(of: "media/scenes/lake-at-dawn.jpg\n      alt: A soft", in: Self.file)))
        #expect(finding.notes.first?.location?.range.start == (try run.fixture.position(of: "lake-at-dawn\n", in: Self.file)))
    }

    @Test func theSameTitleIsReportedAtTheTitle() throws {
        let (run, findings) = try findings(replacing: "    title: Forest path", with: "    title: lake at dawn ")
        #expect(findings.count == 1, "\(run.problemList)")
        #expect(findings.first?.location?.range.start == (try run.fixture.position(of: "lake at dawn \n", in: Self.file)))
    }

    @Test func theSameAltTextForAnotherImageIsReported() throws {
        let (run, findings) = try findings(replacing: "alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.",
                                           with: "alt: A still lake at dawn under a pale orange sky, with a low line of dark hills reflected in the water.")
        #expect(findings.count == 1, "\(run.problemList)")
        #expect(findings.first?.message.contains("the same alt text as scene 'lake-at-dawn', whose image is another file") == true)
    }

    @Test func aSceneCopiedWholeIsOneWarning() throws {
        let copy = "  - id: lake-again\n    title: Lake at dawn\n    image:\n      path: media/scenes/lake-at-dawn.jpg\n"
            + "      alt: A still lake at dawn under a pale orange sky, with a low line of dark hills reflected in the water.\n"
        let (run, findings) = try findings(replacing: "  - id: quiet-shore", with: copy + "  - id: quiet-shore")
        #expect(findings.count == 1, "\(run.problemList)")
        #expect(findings.first?.message.hasPrefix("scene 'lake-again' shows the same file") == true)
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "scene.repeated" })
    }
}
