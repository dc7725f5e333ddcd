import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// One test (at least) per validation rule: plant the problem in a copy of the sample content and
/// assert the rule's id, severity and exact position.
@Suite struct ValidationRuleTests {
    @Test func duplicateIdsPointToTheFirstUse() throws {
        let fixture = try ContentFixture()
        // Neither file is named after the id: the second is reported, the first is the note.
        try fixture.replace("id: small-steps", with: "id: self-care", in: "readings/small-steps.md")
        try fixture.replace("id: what-is-gad", with: "id: self-care", in: "readings/what-is-gad.md")
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("content.duplicate-id", in: "readings/what-is-gad.md")
        #expect(diagnostic.location?.range.start == SourcePosition(line: 2, column: 5))
        #expect(diagnostic.notes.first?.location?.path == fixture.path("readings/small-steps.md"))
    }

    /// A scene or mood copied from the one above, its title or label changed and its id not: the
    /// second is reported, with its title's or label's id as the fix when no other has it.
    @Test func aCopiedSceneOrMoodIsOfferedTheIdItsTitleOrLabelMakes() throws {
        let fixture = try ContentFixture()
        try fixture.replace("  - id: forest-path\n", with: "  - id: lake-at-dawn\n", in: "exercises/calming-scene.md")
        try fixture.replace("  - id: anxious\n", with: "  - id: uneasy\n", in: "site.yml")
        let run = PipelineRun(fixture)
        let scene = try run.only("content.duplicate-id", in: "exercises/calming-scene.md")
        #expect(scene.message == "scene id 'lake-at-dawn' is already used; did you mean 'forest-path', from its title?")
        #expect(scene.fixIts.map(\.replacement) == ["forest-path"])
        let mood = try run.only("content.duplicate-id", in: "site.yml")
        #expect(mood.fixIts.map(\.replacement) == ["anxious"], "the label 'Anxious' makes a free id")
        // A title whose id another scene has gets no fix-it.
        try fixture.replace("    title: Forest path\n", with: "    title: Quiet shore\n", in: "exercises/calming-scene.md")
        #expect(try PipelineRun(fixture).only("content.duplicate-id", in: "exercises/calming-scene.md").fixIts.isEmpty)
    }

    /// An id copied into the wrong file (`small-steps.md` says `id: what-is-gad`) is reported
    /// there, with a fix-it to that file's name, and nothing else repeats the mistake: not its
    /// translation keeping `small-steps`, not the references to `small-steps`, not a reading that
    /// now lists its own id as related.
    @Test func anIdCopiedIntoTheWrongFileIsReportedThereWithItsNameAsTheFix() throws {
        let fixture = try ContentFixture()
        try fixture.replace("id: small-steps", with: "id: what-is-gad", in: "readings/small-steps.md")
        try fixture.replace("related: [how-worry-works, breathing-and-calm]", with: "related: [how-worry-works, what-is-gad]", in: "readings/small-steps.md")
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("content.duplicate-id", in: "readings/small-steps.md")
        #expect(diagnostic.message == "content id 'what-is-gad' is already used by what-is-gad.md, whose name it is; did you mean 'small-steps', as this file is named?")
        #expect(diagnostic.fixIts == [FixIt("use 'small-steps'", replacing: SourceRange(line: 2, column: 5, length: 11), with: "small-steps")])
        #expect(diagnostic.notes.first?.location?.path == fixture.path("readings/what-is-gad.md"))
        let others = run.diagnostics.filter { $0.severity == .error || $0.id.hasPrefix("reference.") }.map(\.id)
        #expect(others == ["content.duplicate-id"], "\(run.problemList)")
        // With the fix-it applied, the content is as it was: no finding at all but the stale translation's.
        try fixture.replace("id: what-is-gad", with: "id: small-steps", in: "readings/small-steps.md")
        #expect(PipelineRun(fixture).diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test func brokenLinksAndAnchors() throws {
        let fixture = try ContentFixture()
        let marked = try fixture.writeReading("links", title: "Links", summary: "Links to check.", body: """
        # Links

        See 1️⃣[a typo](getting-hepl.md), 2️⃣[a bad anchor](getting-help.md#talking-to-a-profesional),
        3️⃣[this page](#nowhere), [fine](#links), [web](https://example.org) and
        [statements](../coping-statements.md).
        """)
        let run = PipelineRun(fixture)
        let unresolved = try run.only("link.unresolved", in: "readings/links.md")
        #expect(unresolved.location?.range.start == marked["1️⃣"])
        #expect(unresolved.notes.first?.message == "did you mean 'getting-help.md'?")
        // The fix-it rewrites the destination alone, after `[a typo](`.
        let destination = SourcePosition(line: marked["1️⃣"].line, column: marked["1️⃣"].column + 9)
        #expect(unresolved.fixIts == [FixIt("link to 'getting-help.md'", replacing: SourceRange(line: destination.line, column: destination.column, length: 15),
                                            with: "getting-help.md")])
        run.expect("link.missing-anchor", in: "readings/links.md", at: marked["2️⃣"])
        run.expect("link.missing-anchor", in: "readings/links.md", at: marked["3️⃣"])
        let anchors = run.diagnostics(in: "readings/links.md").filter { $0.id == "link.missing-anchor" }
        #expect(anchors.map { $0.fixIts.map(\.replacement) } == [["getting-help.md#talking-to-a-professional"], []])
        #expect(run.diagnostics(in: "readings/links.md").filter { !$0.id.hasPrefix("l10n.") }.count == 3)
    }

    @Test func aLinksFixItMendsItsFragmentForTheFileMeantAndNeedsTheDestinationAsWritten() throws {
        let fixture = try ContentFixture()
        try fixture.writeReading("links", title: "Links", summary: "Links to check.", body: """
        # Links

        See [a typo](getting-hepl.md#talking-to-a-profesional), [kept](getting-hepl.md#talking-to-a-professional)
        and [in brackets](<getting-hepl.md>), but not [escaped](getting\\-hepl.md).
        """)
        let run = PipelineRun(fixture)
        let fixes = run.diagnostics(in: "readings/links.md").filter { $0.id == "link.unresolved" }.map { $0.fixIts.map(\.replacement) }
        #expect(fixes == [["getting-help.md#talking-to-a-professional"], ["getting-help.md#talking-to-a-professional"], ["getting-help.md"], []],
                "\(run.problemList)")
    }

    @Test func relatedReadingsAndTutorialPageExist() throws {
        let fixture = try ContentFixture()
        try fixture.replace("related: [how-worry-works, getting-help]", with: "related: [how-worry-work, getting-help]", in: "readings/what-is-gad.md")
        try fixture.replace("tutorial-page: three-tabs", with: "tutorial-page: three-tab", in: "site.yml")
        let run = PipelineRun(fixture)
        let related = try run.only("reference.unknown-id", in: "readings/what-is-gad.md")
        #expect(related.location?.range.start == SourcePosition(line: 10, column: 11))
        #expect(related.fixIts.first?.replacement == "how-worry-works")
        run.expect("reference.unknown-id", in: "site.yml", at: try fixture.position(of: "three-tab", in: "site.yml"))
    }

    @Test func aMissingMediaFilesFixItKeepsThePathAsWritten() throws {
        let fixture = try ContentFixture()
        try fixture.replace("path: media/illustrations/alarm-system.png", with: "path: \"media/illustrations/alarm-sytem.png\"",
                            in: "readings/body-and-anxiety.md")
        let marked = try fixture.writeReading("pictured", title: "Pictured", body: """
        # Pictured

        1️⃣![An alarm bell](../media/illustrations/alarm-sytem.png)
        """)
        let run = PipelineRun(fixture)
        let quoted = try run.only("media.not-found", in: "readings/body-and-anxiety.md")
        #expect(quoted.fixIts.map(\.range) == [SourceRange(line: 12, column: 10, length: 35)])
        let body = try run.only("media.not-found", in: "readings/pictured.md")
        let destination = SourcePosition(line: marked["1️⃣"].line, column: marked["1️⃣"].column + 17)
        #expect(body.fixIts == [FixIt("use '../media/illustrations/alarm-system.png'", replacing: SourceRange(line: destination.line, column: destination.column, length: 38),
                                      with: "../media/illustrations/alarm-system.png")])
        #expect(body.notes.first?.message == "did you mean '../media/illustrations/alarm-system.png'?")
    }

    @Test func aMediaFileOfTheWrongKindIsAnErrorWithTheFittingFileAsItsFix() throws {
        let fixture = try ContentFixture()
        try fixture.replace("transcript: media/audio/guided-meditation.txt", with: "transcript: media/audio/guided-meditation.mp3",
                            in: "exercises/guided-meditation.md")
        try fixture.replace("path: media/illustrations/alarm-system.png", with: "path: media/audio/guided-meditation.txt", in: "readings/body-and-anxiety.md")
        let run = PipelineRun(fixture)
        let transcript = try run.only("media.wrong-type", in: "exercises/guided-meditation.md")
        #expect(transcript.message == "transcript 'media/audio/guided-meditation.mp3' is not a text file (.md, .txt)")
        #expect(transcript.fixIts.map(\.replacement) == ["media/audio/guided-meditation.txt"])
        let image = try run.only("media.wrong-type", in: "readings/body-and-anxiety.md")
        #expect(image.fixIts.isEmpty, "no image has the file's name")
        // A misspelt transcript is offered the text file, not the recording whose name it shares.
        try fixture.replace("transcript: media/audio/guided-meditation.mp3", with: "transcript: media/audio/guided-meditation.md",
                            in: "exercises/guided-meditation.md")
        let missing = try PipelineRun(fixture).only("media.not-found", in: "exercises/guided-meditation.md")
        #expect(missing.fixIts.map(\.replacement) == ["media/audio/guided-meditation.txt"])
    }

    @Test func mediaMustExistAndStayInside() throws {
        let fixture = try ContentFixture()
        try fixture.replace("media/illustrations/alarm-system.png", with: "media/illustrations/alarm.png", in: "readings/body-and-anxiety.md")
        try fixture.replace("path: media/illustrations/welcome.png", with: "path: media/../site.yml", in: "onboarding/01-welcome.md")
        let marked = try fixture.writeReading("escape", title: "Escape", body: """
        1️⃣![Outside](../../secret.png) 2️⃣![Link out](../media/outside.png)
        """)
        try fixture.write("../secret.png", "x")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("media/outside.png"), withDestinationPath: fixture.path("../secret.png"))
        let run = PipelineRun(fixture)
        let missing = try run.only("media.not-found", in: "readings/body-and-anxiety.md")
        #expect(missing.location?.range.start == SourcePosition(line: 12, column: 9))
        #expect(missing.notes.first?.message == "did you mean 'media/illustrations/alarm-system.png'?")
        #expect(missing.fixIts == [FixIt("use 'media/illustrations/alarm-system.png'", replacing: SourceRange(line: 12, column: 9, length: 29),
                                         with: "media/illustrations/alarm-system.png")])
        run.expect("media.outside-content", in: "onboarding/01-welcome.md", at: SourcePosition(line: 6, column: 9))
        run.expect("media.outside-content", in: "readings/escape.md", at: marked["1️⃣"])
        run.expect("media.outside-content", in: "readings/escape.md", at: marked["2️⃣"])
    }

    @Test func imagesNeedAltText() throws {
        let fixture = try ContentFixture()
        try fixture.replace("alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.",
                            with: "alt: \"\"", in: "exercises/calming-scene.md")
        let marked = try fixture.writeReading("pictures", title: "Pictures", body: """
        1️⃣![](../media/scenes/forest-path.jpg) 2️⃣![forest-path.jpg](../media/scenes/forest-path.jpg) 3️⃣![Path.AVIF](../media/scenes/forest-path.jpg)
        """)
        let run = PipelineRun(fixture)
        run.expect("image.missing-alt", in: "exercises/calming-scene.md", at: SourcePosition(line: 20, column: 13))
        run.expect("image.missing-alt", in: "readings/pictures.md", at: marked["1️⃣"])
        run.expect("image.alt-is-filename", in: "readings/pictures.md", at: marked["2️⃣"], severity: .error)
        // The audit's list of extensions: the check and the audit agree on what a file name is.
        run.expect("image.alt-is-filename", in: "readings/pictures.md", at: marked["3️⃣"], severity: .error)
    }

    @Test func audioNeedsATranscriptAndVideoADescription() throws {
        let fixture = try ContentFixture()
        try fixture.replace("  transcript: media/audio/guided-meditation.txt\n", with: "", in: "exercises/guided-meditation.md")
        try fixture.replace("""
            image:
              path: media/scenes/quiet-shore.jpg
              alt: A wide sandy beach under a clear blue sky, with small waves rolling gently onto the shore.
        """, with: """
            video:
              path: media/scenes/quiet-shore.jpg
        """, in: "exercises/calming-scene.md")
        let run = PipelineRun(fixture)
        run.expect("audio.missing-transcript", in: "exercises/guided-meditation.md", at: SourcePosition(line: 9, column: 9))
        run.expect("video.missing-description", in: "exercises/calming-scene.md", at: SourcePosition(line: 25, column: 13))
    }

    @Test func scenesShowOneImageOrVideo() throws {
        let fixture = try ContentFixture()
        try fixture.replace("""
            image:
              path: media/scenes/forest-path.jpg
              alt: A soft green forest with tall tree trunks and a narrow path fading into morning mist.
        """, with: "", in: "exercises/calming-scene.md")
        let run = PipelineRun(fixture)
        run.expect("scene.media", in: "exercises/calming-scene.md", at: try fixture.position(of: "forest-path", in: "exercises/calming-scene.md"))
    }

    @Test func sessionsHaveOneToThreeKnownExercises() throws {
        let fixture = try ContentFixture()
        try fixture.replace("exercises: [deep-breathing] }", with: "exercises: [deep-breath] }", in: "site.yml")
        try fixture.replace("exercises: [guided-meditation, calming-scene, deep-breathing] }",
                            with: "exercises: [guided-meditation, calming-scene, deep-breathing, coping-statements] }", in: "site.yml")
        let run = PipelineRun(fixture)
        let unknown = try run.only("session.unknown-exercise", in: "site.yml")
        #expect(unknown.location?.range.start == (try fixture.position(of: "deep-breath]", in: "site.yml")))
        #expect(unknown.fixIts.first?.replacement == "deep-breathing")
        run.expect("session.exercise-count", in: "site.yml", at: try fixture.position(of: "{ mood: uneasy, minutes: 10", in: "site.yml"))
    }

    @Test func sessionsFitTheirDuration() throws {
        let fixture = try ContentFixture()
        try fixture.replace("cycles: 7", with: "cycles: 9", in: "exercises/deep-breathing.md")
        try fixture.replace("seconds: 90", with: "seconds: 20", in: "exercises/coping-statements.md")
        let run = PipelineRun(fixture)
        let tooLong = try run.only("session.too-long", in: "site.yml")
        #expect(tooLong.message == "session for 'anxious' takes 2 min 6 s but lasts 2 minutes")
        #expect(tooLong.location?.range.start == (try fixture.position(of: "2, exercises: [deep-breathing]", in: "site.yml")))
        let tooShort = run.diagnostics(in: "site.yml").filter { $0.id == "session.too-short" }
        #expect(tooShort.allSatisfy { $0.severity == .warning })
        #expect(tooShort.contains { $0.message == "session for 'very-anxious' takes only 20 s of its 2 minutes" })
    }

    @Test func mostAnxiousSessionsStartWithCopingStatements() throws {
        let fixture = try ContentFixture()
        try fixture.replace("exercises: [coping-statements, deep-breathing] }", with: "exercises: [deep-breathing, coping-statements] }", in: "site.yml")
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("session.coping-first", in: "site.yml")
        #expect(diagnostic.location?.range.start == (try fixture.position(of: "deep-breathing, coping-statements]", in: "site.yml")))
    }

    @Test func textInTheStatementsThatIsNoStatementIsAWarning() throws {
        let fixture = try ContentFixture()
        try fixture.replace("- I can feel anxious and still be safe.\n",
                            with: "- I can feel anxious and still be safe.\n  - A nested thought.\n\nA paragraph between the lists.\n\n> A quote.\n",
                            in: "coping-statements.md")
        let run = PipelineRun(fixture)
        let warnings = run.diagnostics(in: "coping-statements.md").filter { $0.id == "coping.not-a-statement" }
        #expect(warnings.map(\.severity) == [.warning, .warning, .warning])
        #expect(warnings.map { $0.location?.range.start } == [try fixture.position(of: "- A nested thought.", in: "coping-statements.md"),
                                                          try fixture.position(of: "A paragraph between", in: "coping-statements.md"),
                                                          try fixture.position(of: "> A quote.", in: "coping-statements.md")])
        // Only the paragraph can become a statement by itself.
        #expect(warnings.map { $0.fixIts.map(\.replacement) } == [[], ["- "], []])
        #expect(run.result.engine.exitStatus == 0)
    }

    @Test func copingStatementsExistAndStayShort() throws {
        let fixture = try ContentFixture()
        try fixture.replace("- I can take this one minute at a time.",
                            with: "- I can take this one minute at a time, and then the next minute, and then the one after that, for as long as it takes, without needing to know how long that will be.",
                            in: "coping-statements.md")
        var run = PipelineRun(fixture)
        run.expect("coping.long-statement", in: "coping-statements.md",
                   at: try fixture.position(of: "- I can take this", in: "coping-statements.md"), severity: .warning)
        try fixture.remove("coping-statements.md")
        run = PipelineRun(fixture)
        try run.only("coping.missing", in: "exercises/coping-statements.md")
    }

    @Test func onboardingPagesAreNumberedWithoutGaps() throws {
        let fixture = try ContentFixture()
        try fixture.replace("page: 4", with: "page: 6", in: "onboarding/04-reminder.md")
        try fixture.replace("page: 2", with: "page: 1", in: "onboarding/02-what-is-gad.md")
        let run = PipelineRun(fixture)
        run.expect("onboarding.numbering", in: "onboarding/02-what-is-gad.md", at: SourcePosition(line: 3, column: 7))
        let gap = try run.only("onboarding.numbering", in: "onboarding/03-three-tabs.md")
        #expect(gap.fixIts.first?.replacement == "2")
    }

    @Test func thePageOutOfItsFileNamesOrderIsTheOneReported() throws {
        let fixture = try ContentFixture()
        // 03-three-tabs.md says 4, as 04-reminder.md does: one error, at the page out of place.
        try fixture.replace("page: 3", with: "page: 4", in: "onboarding/03-three-tabs.md")
        var run = PipelineRun(fixture)
        let repeated = try run.only("onboarding.numbering", in: "onboarding/03-three-tabs.md")
        #expect(repeated.message == "onboarding page 4 is page 3 by the order of the file names, and there is no page 3")
        #expect(repeated.fixIts.first?.replacement == "3")
        #expect(repeated.notes.first?.location?.path.hasSuffix("onboarding/04-reminder.md") == true)
        #expect(run.diagnostics.filter { $0.id == "onboarding.numbering" }.count == 1, "\(run.problemList)")
        // 04-reminder.md says 6: the error is there, not a gap at 05-get-started.md.
        try fixture.replace("page: 4", with: "page: 3", in: "onboarding/03-three-tabs.md")
        try fixture.replace("page: 4", with: "page: 6", in: "onboarding/04-reminder.md")
        run = PipelineRun(fixture)
        let gap = try run.only("onboarding.numbering", in: "onboarding/04-reminder.md")
        #expect(gap.fixIts.first?.replacement == "4")
        #expect(gap.notes.isEmpty)
        #expect(run.diagnostics.filter { $0.id == "onboarding.numbering" }.count == 1, "\(run.problemList)")
    }

    @Test func longOnboardingPagesAreAWarning() throws {
        let fixture = try ContentFixture()
        try fixture.replace("It takes less than a minute to get started.",
                            with: String(repeating: "More words that a new user does not need yet. ", count: 10), in: "onboarding/01-welcome.md")
        let run = PipelineRun(fixture)
        run.expect("onboarding.word-budget", in: "onboarding/01-welcome.md",
                   at: try fixture.position(of: "Ease is a quiet place", in: "onboarding/01-welcome.md"), severity: .warning)
        #expect(run.result.engine.exitStatus == 0)
        #expect(PipelineRun(fixture, warningsAsErrors: true).result.engine.exitStatus == 1)
    }

    @Test func tabColoursNeedContrast() throws {
        let fixture = try ContentFixture()
        try fixture.replace("text: \"#0B2A3C\"", with: "text: \"#8AB4D0\"", in: "site.yml")
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("color.contrast", in: "site.yml")
        #expect(diagnostic.location?.range.start == (try fixture.position(of: "\"#8AB4D0\"", in: "site.yml")))
        #expect(diagnostic.message == "tab 'learn': text #8AB4D0 on #D7ECFA has contrast 1.81:1; at least 4.5:1 is needed")
    }

    @Test func labelsAreNotOnlyEmoji() throws {
        let fixture = try ContentFixture()
        try fixture.replace("label: Anxious", with: "label: \"😟\"", in: "site.yml")
        let run = PipelineRun(fixture)
        var position = try fixture.position(of: "label: \"😟\"", in: "site.yml")
        position.column += "label: ".count
        run.expect("label.emoji-only", in: "site.yml", at: position)
    }

    @Test func localizedSiblingsUseKnownLocales() throws {
        let fixture = try ContentFixture()
        try fixture.write("readings/what-is-gad.de.md", try fixture.read("readings/what-is-gad.md"))
        let run = PipelineRun(fixture)
        try run.only("locale.unknown", in: "readings/what-is-gad.de.md")
        #expect(run.diagnostics.allSatisfy { $0.id != "content.duplicate-id" }, "siblings share their id")
    }
}
