@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// An empty media file (saved before it was written, or cut short) is one error at its first
/// reference, whatever names it, with the others as notes.
@Suite struct MediaReferenceRuleTests {
    @Test func anEmptyFileIsOneErrorAtItsFirstReference() throws {
        let fixture = try ContentFixture()
        try fixture.write("media/scenes/forest-path.jpg", bytes: [])
        try fixture.write("media/audio/guided-meditation.txt", bytes: [])
        let run = PipelineRun(fixture)
        let empty = run.diagnostics.filter { $0.id == "media.empty-file" }.sorted { ($0.location?.path ?? "") < ($1.location?.path ?? "") }
        #expect(empty.count == 2, "\(run.problemList)")
        let image = try #require(empty.first)
        #expect(image.location?.path == fixture.path("exercises/calming-scene.md"))
        #expect(image.message == "image 'media/scenes/forest-path.jpg' is an empty file (0 bytes)")
        #expect(image.notes.first?.location?.path == fixture.path("exercises/calming-scene.ru.md"))
        #expect(image.notes.last?.message == "the app and the site would show a broken image; save the file again")
        #expect(empty.last?.message == "transcript 'media/audio/guided-meditation.txt' is an empty file (0 bytes)")
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "media.empty-file" })
    }
}
