@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// An image's alt text that reads as the title beside it (a scene's caption, a page's title) is
/// a warning at the alt text with a note at the title.
@Suite struct ImageAltTitleRuleTests {
    static let file = "exercises/calming-scene.md"

    @Test func aSceneWhoseAltTextIsItsTitleIsReportedAtIt() throws {
        let run = try PipelineRun.sample(replacing: "alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.",
                                         with: "alt: \"forest path.\"", in: Self.file)
        let finding = try run.only("image.alt-repeats-title", in: Self.file)
        #expect(finding.severity == .warning)
        #expect(finding.message == "scene 'forest-path' has the alt text 'forest path.', which is its title: VoiceOver would read the same words twice and never say what the picture shows")
        #expect(finding.location?.range.start == (try run.fixture.position(of: "\"forest path.\"", in: Self.file)))
        #expect(finding.notes.first?.message == "the scene's title, which captions the picture")
        #expect(finding.notes.first?.location?.range.start == (try run.fixture.position(of: "Forest path\n", in: Self.file)))
        #expect(finding.fixIts.isEmpty)
    }

    @Test func aTranslationsSceneIsComparedWithItsOwnTitle() throws {
        let translation = "exercises/calming-scene.ru.md"
        let fixture = try ContentFixture()
        let text = try fixture.read(translation)
        // The first scene with an image (the first is a video), its title and its alt text.
        let lines = text.split(separator: "\n")
        let altIndex = try #require(lines.firstIndex { $0.hasPrefix("      alt: ") })
        let title = try #require(lines[..<altIndex].last { $0.hasPrefix("    title: ") }).dropFirst("    title: ".count)
        let alt = lines[altIndex]
        try fixture.replace(String(alt), with: "      alt: \(title)", in: translation)
        let finding = try PipelineRun(fixture).only("image.alt-repeats-title", in: translation)
        #expect(finding.message.contains("'\(title)'"))
    }

    /// A reading's illustration sits under the page's title.
    @Test func aReadingsIllustrationWhoseAltTextIsThePagesTitle() throws {
        let reading = "readings/body-and-anxiety.md"
        let fixture = try ContentFixture()
        let text = try fixture.read(reading)
        let title = try #require(text.split(separator: "\n").first { $0.hasPrefix("title: ") }).dropFirst("title: ".count)
        try fixture.replace("  alt: A simple drawing of a heart and lungs with soft waves around them, showing the body's alarm settling down.",
                            with: "  alt: \(title.uppercased())", in: reading)
        let finding = try PipelineRun(fixture).only("image.alt-repeats-title", in: reading)
        #expect(finding.message == "the illustration of 'body-and-anxiety' has the alt text '\(title.uppercased())', which is the page's title: VoiceOver would read the same words twice and never say what the picture shows")
        #expect(finding.notes.first?.location?.range.start == (try fixture.position(of: "\(title)\n", in: reading)))
    }

    @Test func anAltTextThatSaysMoreThanTheTitleIsNotReported() throws {
        let run = try PipelineRun.sample(replacing: "alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.",
                                         with: "alt: A forest path in morning mist", in: Self.file)
        #expect(!run.diagnostics.contains { $0.id == "image.alt-repeats-title" })
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "image.alt-repeats-title" })
    }
}
