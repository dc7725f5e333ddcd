@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Each caption shows long enough to be read: its end after its start, some text, at most 20
/// characters a second; and in the order captions show.
@Suite struct CaptionsTimingRuleTests {
    static let captions = CaptionsFileRuleTests.captions

    static func run(_ cues: String) throws -> PipelineRun {
        PipelineRun(try .withSceneCaptions("WEBVTT\n\n" + cues))
    }

    @Test func aCaptionEndingBeforeOrWhenItStartsIsNeverShown() throws {
        let run = try Self.run("00:09.000 --> 00:08.000\n[Wind]\n\n00:10.000 --> 00:10.000\n[Rain]\n")
        let findings = run.diagnostics(in: Self.captions).filter { $0.id == "captions.timing" }
        #expect(findings.map(\.message) == ["this caption ends at 00:08.000, before it starts at 00:09.000: a browser never shows it",
                                            "this caption ends at 00:10.000, when it starts at 00:10.000: a browser never shows it"])
        #expect(findings.allSatisfy { $0.severity == .error })
        #expect(findings.first?.location?.range == SourceRange(line: 3, column: 1, length: 23))
    }

    @Test func aCaptionBeforeTheOneAboveItIsAWarningWithANoteThere() throws {
        let run = try Self.run("00:05.000 --> 00:06.000\n[A bird calls]\n\n00:03.000 --> 00:04.000\n[Another answers]\n")
        let finding = try run.only("captions.order", in: Self.captions)
        #expect(finding.severity == .warning)
        #expect(finding.message == "this caption starts at 00:03.000, before the caption above it (00:05.000)")
        #expect(finding.location?.range.start == SourcePosition(line: 6, column: 1))
        #expect(finding.notes.first?.location?.range.start == SourcePosition(line: 3, column: 1))
    }

    @Test func aCaptionWithNoTextIsAWarning() throws {
        let run = try Self.run("00:01.000 --> 00:02.000\n<i></i>\n\n00:03.000 --> 00:04.000\n")
        let findings = run.diagnostics(in: Self.captions).filter { $0.id == "captions.empty-caption" }
        #expect(findings.map { $0.location?.range.start.line } == [3, 6])
        #expect(findings.first?.message == "this caption has no text: nothing shows from 00:01.000 to 00:02.000")
    }

    @Test func aCaptionTooFastToReadGetsTheEndThatGivesItTime() throws {
        // 40 characters in one second: two seconds at 20 a second.
        let text = "[A bird calls twice across the lake....]"
        #expect(text.count == 40)
        let run = try Self.run("00:01.000 --> 00:02.000\n\(text)\n")
        let finding = try run.only("captions.too-fast", in: Self.captions)
        #expect(finding.severity == .warning)
        #expect(finding.message == "this caption's 40 characters show for 1 s, 40 a second: too fast to read")
        #expect(finding.location?.range == SourceRange(line: 3, column: 15, length: 9))
        #expect(finding.fixIts.map(\.replacement) == ["00:03.000"])
    }

    @Test func theEndIsNotMovedPastTheNextCaption() throws {
        let run = try Self.run("00:01.000 --> 00:01.500\n[A bird calls twice]\n\n00:01.800 --> 00:05.000\n[Wind]\n")
        let finding = try run.only("captions.too-fast", in: Self.captions)
        #expect(finding.message == "this caption's 20 characters show for 0.5 s, 40 a second: too fast to read")
        #expect(finding.fixIts.isEmpty)
        #expect(finding.notes.last?.message == "the next caption starts at 00:01.800, before 00:02.000")
    }

    @Test func markupAndReferencesAreNotCountedAsShown() {
        #expect(CaptionsTimingRule.shownCharacters("<v Anna><i>Hello</i></v>") == 5)
        #expect(CaptionsTimingRule.shownCharacters("Tom &amp; Jerry") == 11)
        #expect(CaptionsTimingRule.shownCharacters("Tom & Jerry") == 11)
        #expect(CaptionsTimingRule.shownCharacters("<00:01.500>Now") == 3)
    }

    @Test func aCaptionAtTwentyCharactersASecondPasses() throws {
        let run = try Self.run("00:01.000 --> 00:02.000\n[Twenty characters.]\n")
        #expect(!run.diagnostics.contains { $0.id.hasPrefix("captions.") }, "\(run.problemList)")
    }

    @Test func aCaptionStartingWhenOrAfterTheVideoEndsNeverShows() throws {
        // The sample's video plays for ten seconds.
        let run = try Self.run("00:08.000 --> 00:11.000\n[Wind]\n\n00:10.000 --> 00:12.000\n[Rain]\n\n00:00:12.500 --> 00:00:13.000\n[Rain]\n")
        let findings = run.diagnostics(in: Self.captions).filter { $0.id == "captions.after-end" }
        #expect(findings.map(\.message) == ["this caption starts at 00:10.000, when or after its video ends (00:10.000): it never shows",
                                            "this caption starts at 00:00:12.500, when or after its video ends (00:00:10.000): it never shows"])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(findings.first?.location?.range == SourceRange(line: 6, column: 1, length: 9))
        #expect(findings.first?.notes.first?.message == "the video plays for 10 s and starts again")
        #expect(findings.first?.notes.first?.location?.path == run.fixture.path("exercises/calming-scene.md"))
        // A caption starting within the video may run past its end.
        #expect(!run.diagnostics(in: Self.captions).contains { $0.location?.range.start.line == 3 })
    }
}
