@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A translation's numbers, switches, choices and ids are its source's; what it may set for
/// itself (its fade time, its media, its source's edition) is not compared.
@Suite struct TranslationValueRuleTests {
    static let breathing = "exercises/deep-breathing.ru.md"

    @Test func aTimingOfItsOwnIsAWarningWithAFixItToTheSources() throws {
        let fixture = try ContentFixture()
        try fixture.replace("  exhale: 6", with: "  exhale: 3", in: Self.breathing)
        let diagnostic = try PipelineRun(fixture).only("l10n.value-differs", in: Self.breathing)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "this ru translation gives 'timing.exhale' as 3, where exercises/deep-breathing.md gives 6; a translation changes the words, not the values")
        #expect(diagnostic.location?.range.start == SourcePosition(line: 12, column: 11))
        #expect(diagnostic.fixIts.map(\.replacement) == ["6"])
        #expect(diagnostic.notes.first?.location?.path.hasSuffix("exercises/deep-breathing.md") == true)
    }

    @Test func aSceneIdAndTheRelatedReadingsAreComparedItemByItem() throws {
        let fixture = try ContentFixture()
        try fixture.replace("id: forest-path", with: "id: forest", in: "exercises/calming-scene.ru.md")
        try fixture.replace("related: [how-worry-works, breathing-and-calm]", with: "related: [how-worry-works]", in: "readings/small-steps.ru.md")
        let run = PipelineRun(fixture)
        let scene = try run.only("l10n.value-differs", in: "exercises/calming-scene.ru.md")
        #expect(scene.message.hasPrefix("this ru translation gives 'scenes[2].id' as forest, where exercises/calming-scene.md gives forest-path"))
        #expect(scene.fixIts.map(\.replacement) == ["forest-path"])
        let related = try run.only("l10n.value-differs", in: "readings/small-steps.ru.md")
        #expect(related.message.hasPrefix("this ru translation gives 'related' as [how-worry-works], where readings/small-steps.md gives [how-worry-works, breathing-and-calm]"))
        #expect(related.fixIts.isEmpty)
    }

    @Test func whatATranslationMaySetForItselfIsNotCompared() throws {
        let fixture = try ContentFixture()
        try fixture.replace("instruction-fade-seconds: 6", with: "instruction-fade-seconds: 8", in: Self.breathing)
        try fixture.replace("  year: 2005", with: "  year: 2011", in: "readings/small-steps.ru.md")
        let run = PipelineRun(fixture)
        #expect(!run.diagnostics.contains { $0.id == "l10n.value-differs" }, "\(run.problemList)")
    }

    @Test func anOnboardingPageNumberIsReportedOnceByTheNumberingRule() throws {
        let fixture = try ContentFixture()
        try fixture.replace("page: 3", with: "page: 4", in: "onboarding/03-three-tabs.ru.md")
        let ids = PipelineRun(fixture).diagnostics(in: "onboarding/03-three-tabs.ru.md").map(\.id)
        #expect(ids == ["onboarding.numbering"])
    }

    @Test func theSampleHasNone() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "l10n.value-differs" })
    }
}
