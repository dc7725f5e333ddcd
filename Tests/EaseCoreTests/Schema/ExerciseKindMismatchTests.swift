@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// An exercise whose keys are another kind's than its `kind:` names is one error at the kind, and
/// is read as the kind its keys fit.
@Suite struct ExerciseKindMismatchTests {
    @Test func aMeditationMarkedAsASceneIsOneErrorAtTheKind() throws {
        let fixture = try ContentFixture()
        try fixture.replace("kind: guided-meditation", with: "kind: calming-scene", in: "exercises/guided-meditation.md")
        let run = PipelineRun(fixture)
        let finding = try run.only("schema.kind-mismatch", in: "exercises/guided-meditation.md")
        #expect(finding.message == "this exercise's keys are a guided-meditation exercise's, but its kind is 'calming-scene'")
        #expect(finding.location?.range.start == (try fixture.position(of: "calming-scene", in: "exercises/guided-meditation.md")))
        #expect(finding.fixIts.map(\.replacement) == ["guided-meditation"])
        #expect(finding.notes.map(\.message) == [
            "'audio' is a key of guided-meditation exercises, not of calming-scene ones",
            "a calming-scene exercise needs 'seconds' and 'scenes', which this one does not have",
            "read as a guided-meditation exercise until it is fixed, so what it holds is checked",
        ])
        // Read as a meditation: its recording is checked, and nothing else is reported in the file.
        #expect(run.diagnostics(in: "exercises/guided-meditation.md").filter { $0.severity != .note }.count == 1, "\(run.problemList)")
        let exercise = try #require(run.result.catalog.exercises.first { $0.item.id.value == "guided-meditation" && $0.item.locale == nil })
        guard case .guidedMeditation(let audio) = exercise.payload else { Issue.record("not read as a meditation"); return }
        #expect(audio.seconds == 151)
    }

    @Test func inATranslationItIsNotAlsoAValueThatDiffersFromTheSources() throws {
        let run = try PipelineRun.sample(replacing: "kind: guided-meditation", with: "kind: calming-scene", in: "exercises/guided-meditation.ru.md")
        try run.only("schema.kind-mismatch", in: "exercises/guided-meditation.ru.md")
        #expect(run.problems.count == 1, "\(run.problemList)")
    }

    @Test func whatIsHeldIsStillCheckedAsTheMeantKinds() throws {
        let fixture = try ContentFixture()
        try fixture.replace("kind: coping-statements", with: "kind: calming-scene", in: "exercises/coping-statements.md")
        try fixture.replace("seconds: 90", with: "seconds: 5", in: "exercises/coping-statements.md")
        let run = PipelineRun(fixture)
        let mismatch = try run.only("schema.kind-mismatch", in: "exercises/coping-statements.md")
        #expect(mismatch.fixIts.map(\.replacement) == ["coping-statements"])
        #expect(mismatch.notes.first?.message == "a calming-scene exercise needs 'scenes', which this one does not have")
        try run.only("schema.out-of-range", in: "exercises/coping-statements.md")
    }

    @Test func keysNoOtherKindFitsAreReportedAsBefore() throws {
        // A meditation without its recording: no kind has all it needs, so the key is what is missing.
        let fixture = try ContentFixture()
        let text = try fixture.read("exercises/guided-meditation.md")
        let start = try #require(text.range(of: "audio:\n")), end = try #require(text.range(of: "  seconds: 151\n"))
        try fixture.write("exercises/guided-meditation.md", text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: ""))
        let run = PipelineRun(fixture)
        #expect(!run.diagnostics.contains { $0.id == "schema.kind-mismatch" }, "\(run.problemList)")
        #expect(try run.only("schema.missing-key", in: "exercises/guided-meditation.md").message == "guided-meditation exercise is missing required key 'audio'")
    }
}
