import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A misspelt key is one mistake and one report: the schema check's "did you mean", with its fix-it.
/// The key it was meant to be is not reported missing too, and no rule reports the value it holds
/// as absent.
@Suite struct MisspeltKeyTests {
    @Test(arguments: [("exercises/deep-breathing.md", "timing:", "timings:", "timing"),
                      ("readings/what-is-gad.md", "id: what-is-gad", "idd: what-is-gad", "id"),
                      // The kind picks the schema: a misspelt `kind:` was once no report at all, the exercise dropped.
                      ("exercises/deep-breathing.md", "kind: breathing", "Kind: breathing", "kind"),
                      ("exercises/deep-breathing.md", "kind: breathing", "kid: breathing", "kind"),
                      ("exercises/calming-scene.md", "      path: media/scenes/forest-path.jpg", "      pth: media/scenes/forest-path.jpg", "path"),
                      ("exercises/calming-scene.md", "    image:\n      path: media/scenes/forest-path.jpg", "    imag:\n      path: media/scenes/forest-path.jpg", "image")])
    func aMisspeltKeyIsItsOwnReportAlone(_ file: String, _ written: String, _ misspelt: String, _ meant: String) throws {
        let run = try PipelineRun.sample(replacing: written, with: misspelt, in: file)
        let unknown = try run.only("schema.unknown-key", in: file)
        #expect(unknown.message.hasSuffix("did you mean '\(meant)'?"))
        #expect(unknown.fixIts.first?.replacement == meant)
        #expect(run.problems.filter { $0.severity == .error }.count == 1, "\(run.problemList)")
    }

    /// A misspelt key of site.yml is read as the key it was meant to be: the session matrix, the
    /// moods, the durations, the tabs and the motion tokens are all there for the rules (before,
    /// `sesions:` gave nine `session.missing` errors, `duration:` under `motion:` one
    /// `motion.unknown-token` error for every step that names a token).
    @Test(arguments: [("sessions:", "sesions:", "sessions"), ("moods:", "mood:", "moods"), ("durations: [2, 5, 10]", "duration: [2, 5, 10]", "durations"),
                      ("tabs:", "tab:", "tabs"), ("  durations:\n    instant: 100", "  duration:\n    instant: 100", "durations"),
                      ("    label: Anxious", "    lable: Anxious", "label"),
                      // The app's two reminders by name: `Reflection:` was once an id the schema
                      // rejected, `reflexion:` a third reminder with an untranslated message.
                      ("reminders:\n  reflection:", "reminders:\n  reflexion:", "reflection"),
                      ("reminders:\n  reflection:", "reminders:\n  Reflection:", "reflection")])
    func aMisspeltKeyOfTheSiteIsItsOwnReportAlone(_ written: String, _ misspelt: String, _ meant: String) throws {
        let run = try PipelineRun.sample(replacing: written, with: misspelt, in: "site.yml")
        let unknown = try run.only("schema.unknown-key", in: "site.yml")
        #expect(unknown.fixIts.first?.replacement == meant)
        #expect(run.problems.isEmpty == false && run.problems.filter { $0.id != "l10n.stale" }.count == 1, "\(run.problemList)")
    }

    /// An accessibility text or a media file written in a form the schema rejects is not reported
    /// missing by the rule that needs it, nor outside `media/` by the media rule.
    @Test(arguments: [("exercises/guided-meditation.md", "  transcript: media/audio/guided-meditation.txt", "  transcrpt: media/audio/guided-meditation.txt", "schema.unknown-key"),
                      ("exercises/guided-meditation.md", "  transcript: media/audio/guided-meditation.txt", "  transcript: /etc/passwd", "schema.invalid-value"),
                      ("exercises/guided-meditation.md", "  path: media/audio/guided-meditation.mp3", "  path: audio/guided-meditation.mp3", "schema.invalid-value"),
                      ("exercises/calming-scene.md", "      path: media/scenes/forest-path.jpg", "      path: scenes/forest-path.jpg", "schema.invalid-value"),
                      ("exercises/calming-scene.md", "      alt: A soft green", "      alte: A soft green", "schema.unknown-key"),
                      ("exercises/calming-scene.md", "      alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.",
                       "      decorative: maybe", "schema.type-mismatch")])
    func aValueWrittenButUnreadIsTheSchemasReportAlone(_ file: String, _ written: String, _ replacement: String, _ id: String) throws {
        let run = try PipelineRun.sample(replacing: written, with: replacement, in: file)
        try run.only(id, in: file)
        #expect(run.problems.filter { $0.severity == .error }.count == 1, "\(run.problemList)")
    }

    @Test(arguments: ["      alt:", "      decorative: false"])
    func anImageWithNoAltIsStillReported(_ replacement: String) throws {
        let run = try PipelineRun.sample(replacing: "      alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.",
                                         with: replacement, in: "exercises/calming-scene.md")
        try run.only("image.missing-alt", in: "exercises/calming-scene.md")
    }

    @Test func anExerciseOfAMisspeltKindIsReportedWithTheKindsValue() throws {
        let run = try PipelineRun.sample(replacing: "kind: breathing", with: "Kind: breth", in: "exercises/deep-breathing.md")
        let ids = run.problems.filter { $0.severity == .error }.map(\.id).sorted()
        #expect(ids == ["schema.invalid-value", "schema.unknown-key"], "\(run.problemList)")
    }

    @Test func aScenesMissingImageIsStillReported() throws {
        let run = try PipelineRun.sample(replacing: "    image:\n      path: media/scenes/forest-path.jpg", with: "    note:\n      path: media/scenes/forest-path.jpg",
                                         in: "exercises/calming-scene.md")
        // 'note' is near no key of a scene: the scene has no image, and says so beside the unknown key.
        let errors = run.problems.filter { $0.severity == .error }
        #expect(errors.map(\.id).sorted() == ["scene.media", "schema.unknown-key"], "\(run.problemList)")
    }
}
