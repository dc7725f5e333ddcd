@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// `ease check --fix`: each fix-it made in its file, round after round, what needs the author's
/// word left, and the file's own bytes kept around the edits.
@Suite struct CheckActionFixTests {
    private func fixing(_ fixture: ContentFixture) -> CheckAction.FixOutcome {
        CheckAction(contentRoot: fixture.root, warningsAsErrors: false).performFixing()
    }

    @Test func theFixItsAreMadeAndTheCheckAfterThemIsReported() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: Looking after", with: "titel: Looking after", in: "readings/small-steps.md")
        try fixture.replace("](small-steps.md)", with: "](smal-steps.md)", in: "readings/how-worry-works.md")
        let fixed = fixing(fixture)
        #expect(fixed.outcome.exitStatus == 0, "\(fixed.outcome.report.diagnostics.map(\.message))")
        #expect(fixed.outcome.report.errorCount == 0 && fixed.outcome.report.warningCount == 0)
        #expect(try fixture.read("readings/small-steps.md") == (try String(contentsOfFile: ContentFixture.sampleContent + "/readings/small-steps.md", encoding: .utf8)))
        #expect(try fixture.read("readings/how-worry-works.md") == (try String(contentsOfFile: ContentFixture.sampleContent + "/readings/how-worry-works.md", encoding: .utf8)))
        #expect(fixed.files.map(\.path) == [fixture.path("readings/how-worry-works.md"), fixture.path("readings/small-steps.md")])
        #expect(fixed.madeCount == 2)
        #expect(fixed.summary == """
        ease: made 2 fixes in 2 files
          \(fixture.path("readings/how-worry-works.md")): link to 'small-steps.md'
          \(fixture.path("readings/small-steps.md")): replace 'titel' with 'title'

        """)
    }

    @Test func aFixThatBringsOutAFindingIsFollowedByItsFixInTheNextRound() throws {
        let fixture = try ContentFixture()
        try fixture.write("readings/tabs.md", bytes: Array("---\nid: tabbed\n\ttitle: x\n---\n".utf8))
        let fixed = fixing(fixture)
        #expect(try fixture.read("readings/tabs.md") == "---\nid: tabbed\ntitle: x\n---\n")
        #expect(fixed.files.first?.made.count == 2)
    }

    @Test func aStaleTranslationsHashIsLeftToTheAuthor() throws {
        let fixture = try ContentFixture()
        try fixture.replace("It takes less than a minute", with: "It takes a minute", in: "onboarding/01-welcome.md")
        let translation = try fixture.read("onboarding/01-welcome.ru.md")
        let fixed = fixing(fixture)
        #expect(try fixture.read("onboarding/01-welcome.ru.md") == translation)
        #expect(fixed.files.isEmpty)
        #expect(fixed.outcome.report.diagnostics.contains { $0.id == "l10n.stale" })
        #expect(fixed.summary == "ease: made no fixes\n")
    }

    @Test func aFilesByteOrderMarkAndLineEndingsAreKept() throws {
        let fixture = try ContentFixture()
        let text = try fixture.read("readings/small-steps.md").replacing("title: Looking after", with: "titel: Looking after").replacing("\n", with: "\r\n")
        try fixture.write("readings/small-steps.md", bytes: [0xEF, 0xBB, 0xBF] + Array(text.utf8))
        _ = fixing(fixture)
        let bytes = try #require(FileManager.default.contents(atPath: fixture.path("readings/small-steps.md")))
        #expect(Array(bytes) == [0xEF, 0xBB, 0xBF] + Array(text.replacing("titel:", with: "title:").utf8))
    }

    @Test func aSymbolicLinkOrAFileWithTwoNamesIsNotWrittenOver() throws {
        let fixture = try ContentFixture()
        let text = try fixture.read("readings/small-steps.md").replacing("title: Looking after", with: "titel: Looking after")
        try fixture.write("readings/small-steps.md", text)
        try FileManager.default.moveItem(atPath: fixture.path("readings/small-steps.md"), toPath: fixture.root + "/../small-steps.md")
        try FileManager.default.createSymbolicLink(atPath: fixture.path("readings/small-steps.md"), withDestinationPath: "../../small-steps.md")
        try fixture.replace("](small-steps.md)", with: "](smal-steps.md)", in: "readings/how-worry-works.md")
        try FileManager.default.linkItem(atPath: fixture.path("readings/how-worry-works.md"), toPath: fixture.root + "/../how-worry-works.md")
        let fixed = fixing(fixture)
        let link = try #require(fixed.files.first { $0.path == fixture.path("readings/small-steps.md") })
        #expect(link.made.isEmpty && link.unchangedBecause == "the file is a symbolic link: fix the file it leads to")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: fixture.path("readings/small-steps.md")) == "../../small-steps.md")
        #expect(try String(contentsOfFile: fixture.root + "/../small-steps.md", encoding: .utf8) == text)
        let hardLinked = try #require(fixed.files.first { $0.path == fixture.path("readings/how-worry-works.md") })
        #expect(hardLinked.made.isEmpty && hardLinked.unchangedBecause == "the file has 2 names (hard links): fix it by hand")
        #expect(try fixture.read("readings/how-worry-works.md").contains("](smal-steps.md)"))
    }

    @Test func aFileThatIsNotUTF8IsNotChanged() throws {
        let fixture = try ContentFixture()
        let bytes = Array("---\nid: latin\ntitel: Caf".utf8) + [0xE9] + Array("\nsummary: S\n---\n\nText.\n".utf8)
        try fixture.write("readings/latin.md", bytes: bytes)
        let fixed = fixing(fixture)
        #expect(Array(try #require(FileManager.default.contents(atPath: fixture.path("readings/latin.md")))) == bytes)
        let file = try #require(fixed.files.first { $0.path == fixture.path("readings/latin.md") })
        #expect(file.made.isEmpty && file.left.map(\.replacement) == ["title"])
        #expect(fixed.summary.contains("\(fixture.path("readings/latin.md")):3:1: left 'replace 'titel' with 'title'': the file is not UTF-8 text"))
        #expect(fixed.outcome.exitStatus == 1)
    }
}
