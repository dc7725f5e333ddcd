import EaseCore
import EaseTestSupport
import Testing

/// The checked-in sample content is complete and clean: it is what a newcomer builds first.
@Suite struct SampleContentTests {
    let result = ContentPipeline().check(contentRoot: ContentFixture.sampleContent)

    @Test func checksWithoutAnyDiagnostic() {
        #expect(result.engine.diagnostics.isEmpty, "\(result.engine.diagnostics.map { "\($0.location?.description ?? "") \($0.message)" })")
        #expect(result.engine.exitStatus == 0)
    }

    @Test func hasWhatTheAppNeeds() throws {
        let catalog = result.catalog
        #expect(catalog.readings.count >= 6)
        #expect(catalog.readings.allSatisfy { $0.source != nil && !$0.summary.isEmpty })
        let statements = try #require(catalog.copingStatements.first).statements
        #expect(statements.count >= 20)
        #expect(Set(catalog.exercises.map(\.kind)) == Set(ExerciseSchema.kinds))
        #expect(catalog.onboardingPages.filter { $0.item.locale == nil }.map(\.page.value).sorted() == [1, 2, 3, 4, 5])
        let site = try #require(catalog.site)
        #expect(site.tabs.map(\.id) == ["learn", "relax", "reflect"])
        #expect(site.moods.count == 3)
        #expect(site.durations.map(\.value) == [2, 5, 10])
        #expect(site.sessions.count == 9)
        #expect(site.reminders["reflection"]?.time?.description == "20:00")
        #expect(site.motionEasings["overshoot"]?.overshoots == true)
    }

    @Test func breathingTimingsAndScenesComeFromContent() throws {
        let breathing = try #require(result.catalog.exercises.first { $0.kind == "breathing" })
        guard case .breathing(let pattern) = breathing.payload else { Issue.record("no pattern"); return }
        #expect(pattern.cycleSeconds == 14)
        #expect(pattern.prompts["inhale"] == "Breathe in")
        let scenes = try #require(result.catalog.exercises.first { $0.kind == "calming-scene" })
        guard case .calmingScene(_, let list) = scenes.payload else { Issue.record("no scenes"); return }
        #expect(list.count >= 3)
        // Each scene is described: its image's alt text, or its video's description, with captions.
        #expect(list.allSatisfy { ($0.image?.alt ?? $0.video?.description ?? "").count > 20 })
        #expect(list.contains { $0.video?.captions != nil && $0.video?.poster != nil })
    }

    @Test func everyContentIDIsUniqueInItsLocale() {
        for locale in [nil, "ru"] as [String?] {
            let ids = result.catalog.items.filter { $0.locale == locale }.map(\.id.value)
            #expect(Set(ids).count == ids.count)
        }
    }

    @Test func everyItemAndStringHasACurrentRussianTranslation() throws {
        let site = try #require(result.catalog.site)
        #expect(site.locales.map(\.value) == ["en", "ru"])
        let items = TranslationInventory.items(in: result.catalog, locale: "ru")
        #expect(items.count == 16)
        #expect(items.allSatisfy { $0.state == .current }, "\(items.filter { $0.state != .current }.map(\.source.path))")
        #expect(TranslationInventory.texts(of: site, locale: "ru").allSatisfy { $0.translation != nil })
        #expect(TranslationInventory.stringsState(of: site, locale: "ru") == .current)
    }
}
