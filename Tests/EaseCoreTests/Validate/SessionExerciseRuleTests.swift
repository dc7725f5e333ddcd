import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// An exercise named twice in one session is a warning at the second, with a fix-it that removes it.
@Suite struct SessionExerciseRuleTests {
    @Test func anExerciseTwiceInOneSessionIsAWarningWithItsRemoval() throws {
        let fixture = try ContentFixture()
        try fixture.replace("{ mood: anxious, minutes: 5, exercises: [deep-breathing, calming-scene] }",
                            with: "{ mood: anxious, minutes: 5, exercises: [deep-breathing, deep-breathing] }", in: "site.yml")
        let run = PipelineRun(fixture)
        let finding = try run.only("session.exercise-count", in: "site.yml")
        #expect(finding.severity == .warning)
        #expect(finding.message == "exercise 'deep-breathing' appears twice in one session")
        #expect(finding.notes.first?.location?.range.start == (try fixture.position(of: "deep-breathing, deep-breathing", in: "site.yml")))
        #expect(finding.fixIts.map(\.message) == ["remove the second 'deep-breathing'"])
        let fixIt = try #require(finding.fixIts.first)
        let file = SourceFile(path: "site.yml", text: try fixture.read("site.yml"))
        #expect(file.text(inBytes: try #require(file.byteRange(of: fixIt.range))) == ", deep-breathing")
        #expect(fixIt.replacement == "")
    }
}
