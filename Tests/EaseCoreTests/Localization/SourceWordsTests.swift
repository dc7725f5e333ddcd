@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// The `source-hash` of a source's words: what changes it, what leaves it, and the whole-file
/// hash recorded before, which still counts while the file is unchanged.
@Suite struct SourceWordsTests {
    /// The sample checked after `edit`, and its `l10n.stale` warnings in `translation`.
    private func staleWarnings(after edit: (ContentFixture) throws -> Void, in translation: String) throws -> (PipelineRun, [Diagnostic]) {
        let fixture = try ContentFixture()
        try edit(fixture)
        let run = PipelineRun(fixture)
        return (run, run.diagnostics(in: translation).filter { $0.id == "l10n.stale" })
    }

    @Test func theWordsAreTheFrontMatterTextsByPathThenTheBodyWithSpacesCollapsed() throws {
        let fixture = try ContentFixture()
        let run = PipelineRun(fixture)
        let item = try #require(run.result.catalog.items.first { $0.document.source.relativePath == "exercises/calming-scene.md" })
        let words = String(decoding: SourceWords.bytes(of: item), as: UTF8.self)
        let lines = words.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(4) == ["title=Calming scene",
                                    "summary=Quiet landscapes to rest your eyes on. Swipe to change the scene; the last one you chose comes back next time.",
                                    "instructions=Let your eyes rest on the scene. Notice colours, light and movement. Swipe to change the scene.",
                                    "scenes[1].title=Lake at dawn"])
        #expect(lines.contains { $0.hasPrefix("scenes[1].video.description=A still lake at dawn") })
        #expect(lines.contains("scenes[3].image.alt=A wide sandy beach under a clear blue sky, with small waves rolling gently onto the shore."))
        // Numbers, ids, choices and media paths are not words.
        #expect(!words.contains("120") && !words.contains("media/scenes") && !words.contains("lake-at-dawn") && !words.contains("kind="))
        let body = try #require(lines.last)
        #expect(body.hasPrefix("\u{1E}Calming scenes give a restless mind something gentle to look at. There is nothing to achieve"))
        #expect(!body.contains("  ") && !body.hasSuffix(" "))
    }

    @Test func aChangedWordMakesTheTranslationStaleAndItsFixItMakesItCurrent() throws {
        let fixture = try ContentFixture()
        try fixture.replace("It takes less than a minute", with: "It takes a minute", in: "onboarding/01-welcome.md")
        let stale = try PipelineRun(fixture).only("l10n.stale", in: "onboarding/01-welcome.ru.md")
        let fixIt = try #require(stale.fixIts.first)
        try fixture.write("onboarding/01-welcome.ru.md", fixIt.applied(to: try fixture.read("onboarding/01-welcome.ru.md")))
        let after = PipelineRun(fixture)
        #expect(!after.diagnostics.contains { $0.id == "l10n.stale" }, "\(after.problemList)")
    }

    @Test func aChangedFrontMatterTextOrAltMakesTheTranslationStale() throws {
        for (target, replacement) in [("title: Calming scene", "title: Calm scenes"),
                                      ("alt: A soft green forest", "alt: A green forest")] {
            let (run, stale) = try staleWarnings(after: { try $0.replace(target, with: replacement, in: "exercises/calming-scene.md") },
                                                 in: "exercises/calming-scene.ru.md")
            #expect(stale.count == 1, "\(replacement): \(run.problemList)")
        }
    }

    @Test func aChangedFadeOrPaceOrAWrappedParagraphLeavesTheTranslationCurrent() throws {
        let edits: [(String, String, String)] = [
            ("instruction-fade-seconds: 6", "instruction-fade-seconds: 8", "exercises/deep-breathing.md"),
            ("cycles: 7", "cycles: 8", "exercises/deep-breathing.md"),
            ("helps turn the body's alarm down.\nBreathe through", "helps turn the body's alarm\ndown.  Breathe through", "exercises/deep-breathing.md"),
        ]
        for (target, replacement, path) in edits {
            let (run, stale) = try staleWarnings(after: { try $0.replace(target, with: replacement, in: path) }, in: "exercises/deep-breathing.ru.md")
            #expect(stale.isEmpty, "\(replacement): \(run.problemList)")
        }
        // The pace is the translation's to match: it is told so, at its own value.
        let (run, _) = try staleWarnings(after: { try $0.replace("cycles: 7", with: "cycles: 8", in: "exercises/deep-breathing.md") },
                                         in: "exercises/deep-breathing.ru.md")
        #expect(try run.only("l10n.value-differs", in: "exercises/deep-breathing.ru.md").fixIts.first?.replacement == "8")
    }

    @Test func aWholeFileHashRecordedBeforeCountsUntilTheSourceChanges() throws {
        let fixture = try ContentFixture()
        let source = try fixture.read("readings/small-steps.md")
        let translation = "readings/small-steps.ru.md"
        let recorded = try #require(try fixture.read(translation).split(separator: "\n").first { $0.hasPrefix("source-hash: ") })
        try fixture.replace(String(recorded), with: "source-hash: " + SourceHash.of(Array(source.utf8)), in: translation)
        let current = PipelineRun(fixture)
        #expect(!current.diagnostics.contains { $0.id == "l10n.stale" || $0.id == "l10n.untracked" }, "\(current.problemList)")
        #expect(LocalizationReport(current.result.catalog).locales.first?.stale == [])
        // Any change to the file then makes it stale, even one the words hash leaves: the hash
        // recorded tells nothing of which bytes changed.
        try fixture.replace("\n---\n", with: "\n---\n\n", in: "readings/small-steps.md")
        let stale = try PipelineRun(fixture).only("l10n.stale", in: translation)
        #expect(stale.fixIts.first?.replacement != SourceHash.of(Array(try fixture.read("readings/small-steps.md").utf8)))
    }

    @Test func theSampleRecordsTheHashesOfItsSourcesWords() throws {
        let run = PipelineRun(try ContentFixture())
        for locale in ["ru"] {
            for item in TranslationInventory.items(in: run.result.catalog, locale: locale) where item.translation != nil {
                #expect(item.recordedHash?.value == item.currentHash, "\(item.source.document.source.relativePath)")
            }
        }
    }
}
