import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing
@testable import EaseCore

@Suite struct HeadingAnchorCollisionCheckTests {
    /// The sample content, edited, checked beside the repository's templates with `templates` written over.
    func collisions(in content: ContentFixture, templates: [String: String] = [:]) throws -> (ContentFixture, [Diagnostic]) {
        let (folder, _) = try TemplateFixture.load(templates)
        var action = CheckAction(contentRoot: content.root, warningsAsErrors: false)
        action.templatesRoot = folder.root
        let report = action.perform().report
        let found = report.diagnostics.filter { $0.id == "heading.anchor-taken" }
        // Each finding's file is there for the line printed under it.
        for diagnostic in found { #expect(report.sources[diagnostic.location!.path] != nil) }
        return (folder, found)
    }

    @Test func theSampleContentTakesNoTemplatesID() throws {
        #expect(try collisions(in: ContentFixture()).1.isEmpty)
    }

    @Test func aHeadingWithTheLayoutsIDIsAnErrorAtTheHeading() throws {
        let content = try ContentFixture()
        let marked = try content.writeReading("main-points", title: "Main points", body: "# Main points\n\n1️⃣## Main\n\nText.\n\n## Main\n\nMore.\n")
        let (templates, found) = try collisions(in: content)
        let diagnostic = try #require(found.first)
        // The second `## Main` is `main-1`: only the first takes the layout's id.
        #expect(found.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "the heading 'Main' gets the anchor 'main', but layout.mustache already gives that id to an element of the page, so the page would have two elements with id \"main\"")
        #expect(diagnostic.location == SourceLocation(path: content.path("readings/main-points.md"),
                                                      range: SourceRange(line: marked.positions["1️⃣"]!.line, column: 1, length: 7)))
        let layout = try String(contentsOfFile: templates.path("layout.mustache"), encoding: .utf8)
        let line = try #require(layout.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"main\"") })
        #expect(diagnostic.notes.first?.location?.path == templates.path("layout.mustache"))
        #expect(diagnostic.notes.first?.location?.range.start.line == line + 1)
    }

    @Test func aOneOffBuildReportsWhatTheCheckReportsFromItsTemplatesThread() throws {
        // A one-off build loads and checks its templates while the check's rules run
        // (``TemplateSet/Checked``); its report is the check's.
        let content = try ContentFixture()
        try content.writeReading("main-points", title: "Main points", body: "# Main points\n\n## Main\n\nText.\n")
        let (templates, checked) = try collisions(in: content)
        let output = try ContentFixture(copyingSample: false)
        let outcome = BuildAction(contentRoot: content.root, outputRoot: output.root, templatesRoot: templates.root, warningsAsErrors: false).perform()
        let built = outcome.report.diagnostics.filter { $0.id == "heading.anchor-taken" }
        #expect(built.count == 1 && built.map(\.message) == checked.map(\.message) && built.map(\.location) == checked.map(\.location))
        #expect(outcome.exitStatus != 0)
        for diagnostic in built { #expect(outcome.report.sources[diagnostic.location!.path] != nil) }
        #expect(!FileManager.default.fileExists(atPath: output.path("site")))
    }

    @Test func aPartialsIDIsTakenOnThePagesThatIncludeIt() throws {
        let content = try ContentFixture()
        try content.write("exercises/guided-meditation.md", try content.read("exercises/guided-meditation.md") + "\n## Recording heading\n\nListen.\n")
        try content.writeReading("notes", title: "Notes", body: "## Recording heading\n\nA reading's page has no recording.\n")
        let (_, found) = try collisions(in: content)
        #expect(found.map(\.location?.path) == [content.path("exercises/guided-meditation.md")])
        #expect(found.first?.message.contains("partials/exercise-body.mustache already gives") == true)
    }

    @Test func aBodyIsCheckedAgainstItsOwnLocalesTemplates() throws {
        let content = try ContentFixture()
        for file in ["readings/small-steps.md", "readings/small-steps.ru.md"] {
            try content.write(file, try content.read(file) + "\n## Only here\n\nText.\n")
        }
        let reading = try String(contentsOfFile: ContentFixture.repositoryRoot + "/Templates/reading.mustache", encoding: .utf8)
        let (_, found) = try collisions(in: content, templates: ["reading.ru.mustache": reading + "<p id=\"only-here\"></p>\n"])
        #expect(found.map(\.location?.path) == [content.path("readings/small-steps.ru.md")])
    }

    @Test func anUntranslatedBodyIsCheckedAgainstEveryLocaleThatShowsIt() throws {
        let content = try ContentFixture()
        // No ru translation: the ru site shows this reading's English text in reading.ru.mustache.
        try content.writeReading("only-here", title: "Only here", body: "## Only here\n\nText.\n")
        let reading = try String(contentsOfFile: ContentFixture.repositoryRoot + "/Templates/reading.mustache", encoding: .utf8)
        let (templates, found) = try collisions(in: content, templates: ["reading.ru.mustache": reading + "<p id=\"only-here\"></p>\n"])
        #expect(found.map(\.location?.path) == [content.path("readings/only-here.md")])
        #expect(found.first?.notes.first?.location?.path == templates.path("reading.ru.mustache"))
    }

    @Test func aHeadingIsReportedOnceWhateverTheLocalesThatTakeItsAnchor() throws {
        let content = try ContentFixture()
        try content.writeReading("twice", title: "Twice", body: "## Main\n\nText.\n")
        let layout = try String(contentsOfFile: ContentFixture.repositoryRoot + "/Templates/layout.mustache", encoding: .utf8)
        let (templates, found) = try collisions(in: content, templates: ["layout.ru.mustache": layout])
        #expect(found.count == 1)
        #expect(found.first?.notes.first?.location?.path == templates.path("layout.mustache"))
    }

    @Test func idsMadeFromValuesAreLeftToTheAudit() throws {
        let content = try ContentFixture()
        // The calming scene's page has `id="scene-description-{{number}}"` for its first scene.
        try content.write("exercises/calming-scene.md", try content.read("exercises/calming-scene.md") + "\n## Scene description 1\n\nText.\n")
        #expect(try collisions(in: content).1.isEmpty)
    }
}
