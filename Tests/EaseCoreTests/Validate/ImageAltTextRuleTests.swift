@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Alt text that opens by saying it is an image is a warning where it is written, with a fix-it
/// that drops the words when English "… of" leaves a description behind.
@Suite struct ImageAltTextRuleTests {
    @Test func anOpeningThatSaysImageIsAWarningWithAFixIt() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("lake", title: "Lake", body: """
        # Lake

        Calm 1️⃣![Image of a calm lake](../media/scenes/lake-at-dawn.jpg) water.
        """)
        let diagnostic = try PipelineRun(fixture).only("image.alt-says-image", in: "readings/lake.md")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "alt text 'Image of a calm lake' opens with 'Image of': VoiceOver says it is an image already, so it would say so twice")
        #expect(diagnostic.location?.range.start == page["1️⃣"])
        let fix = try #require(diagnostic.fixIts.first)
        #expect(fix.replacement == "A")
        #expect(fix.range.start.column == page["1️⃣"].column + 2)
        #expect(fix.range.end.column == fix.range.start.column + "Image of a".count)
    }

    @Test func aFrontMatterAltIsReportedAtItself() throws {
        let fixture = try ContentFixture()
        try fixture.replace("alt: A soft green forest", with: "alt: Photo of a soft green forest", in: "exercises/calming-scene.md")
        try fixture.replace("alt: Мягкий зелёный лес", with: "alt: Изображение мягкого зелёного леса", in: "exercises/calming-scene.ru.md")
        let run = PipelineRun(fixture)
        let english = try run.only("image.alt-says-image", in: "exercises/calming-scene.md")
        #expect(english.location?.range.start == (try fixture.position(of: "Photo of", in: "exercises/calming-scene.md")))
        #expect(english.fixIts.map(\.replacement) == ["A"])
        // Dropping a Russian opening would leave its words in the wrong case: no fix-it.
        let russian = try run.only("image.alt-says-image", in: "exercises/calming-scene.ru.md")
        #expect(russian.fixIts.isEmpty)
        #expect(russian.notes.map(\.message) == ["say what the image shows, without saying it is one"])
    }

    @Test func theSampleAndAnAltThatOnlyMentionsAPhotoPass() throws {
        let fixture = try ContentFixture()
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "image.alt-says-image" })
        try fixture.replace("alt: A soft green forest", with: "alt: A soft green forest, as in an old photo of a forest", in: "exercises/calming-scene.md")
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "image.alt-says-image" })
    }

    @Test func anAltTextLongerThanASentenceOrTwoIsAWarning() throws {
        let long = String(String(repeating: "a calm lake ", count: 13).dropLast())  // 155 characters
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("pictures", title: "Pictures", body: """
        1️⃣![\(long)](../media/illustrations/welcome.png)
        ![\(long.prefix(150))](../media/illustrations/welcome.png)
        ![\(String(repeating: "тихое озеро ", count: 12))](../media/illustrations/welcome.png)
        """)
        let run = PipelineRun(fixture)
        let found = run.diagnostics(in: "readings/pictures.md").filter { $0.id == "image.long-alt" }
        #expect(found.map { $0.location?.range.start } == [page["1️⃣"]], "\(run.problemList)")
        #expect(found.first?.severity == .warning)
        #expect(found.first?.message == "alt text of image '../media/illustrations/welcome.png' is 155 characters long: VoiceOver reads it in one go")
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "image.long-alt" })
    }

    @Test func anImageWithoutAltThatIsAllItsLinkHoldsIsOneError() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("linked", title: "Linked", body: """
        [1️⃣![](../media/illustrations/welcome.png)](small-steps.md) and [![Small steps](../media/illustrations/welcome.png)](small-steps.md).
        """)
        let run = PipelineRun(fixture)
        let error = try run.only("image.missing-alt", in: "readings/linked.md")
        #expect(error.location?.range.start == page["1️⃣"])
        #expect(error.notes.first?.message == "it is all its link holds, so the link has no name either: VoiceOver would read only where it leads")
        #expect(!run.diagnostics.contains { $0.id == "link.vague-text" }, "\(run.problemList)")
    }
}
