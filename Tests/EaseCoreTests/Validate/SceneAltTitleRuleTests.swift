@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A scene's alt text that reads as its title, which captions the picture, is a warning at the
/// alt text with a note at the title.
@Suite struct SceneAltTitleRuleTests {
    static let file = "exercises/calming-scene.md"

    @Test func anAltTextThatIsTheTitleIsReportedAtIt() throws {
        let run = try PipelineRun.sample(replacing: "alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.",
                                         with: "alt: \"forest path.\"", in: Self.file)
        let finding = try run.only("scene.alt-repeats-title", in: Self.file)
        #expect(finding.severity == .warning)
        #expect(finding.message == "scene 'forest-path' has the alt text 'forest path.', which is its title: VoiceOver would read the caption's words twice and never say what the picture shows")
        #expect(finding.location?.range.start == (try run.fixture.position(of: "\"forest path.\"", in: Self.file)))
        #expect(finding.notes.first?.location?.range.start == (try run.fixture.position(of: "Forest path\n", in: Self.file)))
        #expect(finding.fixIts.isEmpty)
    }

    @Test func aTranslationsSceneIsComparedWithItsOwnTitle() throws {
        let translation = "exercises/calming-scene.ru.md"
        let fixture = try ContentFixture()
        let text = try fixture.read(translation)
        let title = try #require(text.split(separator: "\n").first { $0.hasPrefix("    title: ") }).dropFirst("    title: ".count)
        let alt = try #require(text.split(separator: "\n").first { $0.hasPrefix("      alt: ") })
        try fixture.replace(String(alt), with: "      alt: \(title)", in: translation)
        let finding = try PipelineRun(fixture).only("scene.alt-repeats-title", in: translation)
        #expect(finding.message.contains("'\(title)'"))
    }

    @Test func anAltTextThatSaysMoreThanTheTitleIsNotReported() throws {
        let run = try PipelineRun.sample(replacing: "alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.",
                                         with: "alt: A forest path in morning mist", in: Self.file)
        #expect(!run.diagnostics.contains { $0.id == "scene.alt-repeats-title" })
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "scene.alt-repeats-title" })
    }
}
