import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// Runs the built `ease` binary on the sample content and on a copy with many planted errors,
/// in every output format, and checks what it prints and how it exits.
@Suite struct CheckCommandTests {
    @Test func sampleContentIsClean() throws {
        let run = try EaseBinary.run(["check", "--content", ContentFixture.sampleContent])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.hasSuffix("ease: no problems in 45 files\n"))
    }

    /// `--templates` checks a templates folder too, as a build would, without rendering anything.
    @Test func templatesAreCheckedWhenAsked() throws {
        let templates = try ContentFixture(copyingSample: false)
        try FileManager.default.removeItem(atPath: templates.root)
        try FileManager.default.copyItem(atPath: ContentFixture.repositoryRoot + "/Templates", toPath: templates.root)
        let clean = try EaseBinary.run(["check", "--content", ContentFixture.sampleContent, "--templates", templates.root])
        #expect(clean.status == 0, "\(clean.standardError)")
        try templates.replace("{{minutes}}", with: "{{minuts}}", in: "reading.mustache")
        let run = try EaseBinary.run(["check", "--content", ContentFixture.sampleContent, "--templates", templates.root, "--format", "ide"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("\(templates.root)/reading.mustache:4:19: error: 'minuts' is not a value of the reading template"))
        // Without --templates the content alone is checked.
        #expect(try EaseBinary.run(["check", "--content", ContentFixture.sampleContent]).status == 0)
    }

    /// One broken copy of the sample content with a problem planted in each of several files.
    struct BrokenContent {
        let fixture: ContentFixture
        /// (id, content-relative path, position) of every planted problem.
        var planted: [(id: String, file: String, position: SourcePosition)] = []

        init() throws {
            fixture = try ContentFixture()
            let reading = try fixture.write("readings/planted.md", marked: """
            ---
            id: planted
            1️⃣titel: Planted problems
            summary: A reading with problems.
            source: { title: T, author: A, year: 2️⃣20, pages: "1" }
            related: [3️⃣what-is-gd]
            ---

            # Planted

            A 4️⃣[broken link](getting-hepl.md) and 5️⃣![](../media/scenes/lake-at-dawn.jpg).
            """)
            planted += [
                ("schema.unknown-key", "readings/planted.md", reading["1️⃣"]),
                ("schema.out-of-range", "readings/planted.md", reading["2️⃣"]),
                ("reference.unknown-id", "readings/planted.md", reading["3️⃣"]),
                ("link.unresolved", "readings/planted.md", reading["4️⃣"]),
                ("image.missing-alt", "readings/planted.md", reading["5️⃣"]),
            ]
            try fixture.write("readings/tabs.md", bytes: Array("---\nid: tabbed\n\ttitle: x\n---\n".utf8))
            planted.append(("yaml.tab-indentation", "readings/tabs.md", SourcePosition(line: 3, column: 1)))
            try fixture.write("readings/latin1.md", bytes: Array("---\nid: latin\ntitle: Caf".utf8) + [0xE9] + Array("\n---\n".utf8))
            planted.append(("source.invalid-utf8", "readings/latin1.md", SourcePosition(line: 3, column: 11)))
            try fixture.replace("exercises: [deep-breathing] }", with: "exercises: [deep-breath] }", in: "site.yml")
            planted.append(("session.unknown-exercise", "site.yml", try fixture.position(of: "deep-breath]", in: "site.yml")))
            try fixture.replace("page: 4", with: "page: 6", in: "onboarding/04-reminder.md")
            planted.append(("onboarding.numbering", "onboarding/04-reminder.md", SourcePosition(line: 3, column: 7)))
            try fixture.replace("text: \"#FFFFFF\"", with: "text: \"#5A8FD8\"", in: "site.yml")
            planted.append(("color.contrast", "site.yml", try fixture.position(of: "\"#5A8FD8\"", in: "site.yml")))
            try fixture.write("exercises/unclosed.md", "---\nid: unclosed\nkind: breathing\n")
            planted.append(("frontmatter.unterminated", "exercises/unclosed.md", SourcePosition(line: 1, column: 1)))
        }
    }

    @Test func jsonReportsEveryPlantedErrorAtItsPositionInOneRun() throws {
        let broken = try BrokenContent()
        let run = try EaseBinary.run(["check", "--content", broken.fixture.root, "--format", "json"])
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        func matches(_ entry: [String: Any], _ planted: (id: String, file: String, position: SourcePosition)) -> Bool {
            guard entry["id"] as? String == planted.id,
                  let location = entry["location"] as? [String: Any],
                  location["path"] as? String == broken.fixture.path(planted.file),
                  let start = (location["range"] as? [String: [String: Int]])?["start"] else { return false }
            return start == ["line": planted.position.line, "column": planted.position.column]
        }
        for planted in broken.planted {
            #expect(diagnostics.contains { matches($0, planted) }, "missing \(planted.id) at \(planted.file):\(planted.position)")
        }
        #expect((document["summary"] as? [String: Int])?["errors"] ?? 0 >= broken.planted.count)
    }

    /// `--fix` makes the fix-its, says what it made on standard error, then reports what is left.
    @Test func fixMakesTheFixItsThenReportsWhatIsLeft() throws {
        let broken = try BrokenContent()
        let run = try EaseBinary.run(["check", "--content", broken.fixture.root, "--fix", "--format", "ide"])
        #expect(run.status == 1, "the year, the alt text, the colour, the unclosed front matter and the invalid UTF-8 have no fix-it")
        let lines = run.standardError.split(separator: "\n")
        #expect(lines.first?.hasPrefix("ease: made ") == true, "\(run.standardError)")
        #expect(lines.contains("  \(broken.fixture.path("readings/tabs.md")): replace the tab with two spaces; start it at the beginning of its line, as the key above"))
        let planted = try broken.fixture.read("readings/planted.md")
        #expect(planted.contains("\ntitle: Planted problems\n") && planted.contains("related: [what-is-gad]") && planted.contains("(getting-help.md)"))
        let left = Set(lines.compactMap { line in line.firstRange(of: ": error: ").map { _ in line.split(separator: "[").last.map { String($0.dropLast()) } ?? "" } })
        #expect(!left.contains("schema.unknown-key") && !left.contains("yaml.tab-indentation") && !left.contains("link.unresolved"), "\(left)")
        #expect(left == ["schema.out-of-range", "image.missing-alt", "color.contrast", "frontmatter.unterminated", "source.invalid-utf8", "schema.missing-key"], "\(left)")
    }

    /// `--diff` prints the fixes as a diff that `git apply` takes, and changes nothing itself.
    @Test func diffPrintsTheFixesForGitApplyAndChangesNothing() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: Looking after", with: "titel: Looking after", in: "readings/small-steps.md")
        try fixture.replace("](small-steps.md)", with: "](smal-steps.md)", in: "readings/how-worry-works.md")
        let base = fixture.root + "/.."
        let before = try fixture.read("readings/small-steps.md")
        let run = try EaseBinary.run(["check", "--content", "Content", "--diff"], in: base)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("ease: would make 2 fixes in 2 files\n"))
        #expect(run.standardOutput.hasPrefix("--- a/Content/readings/how-worry-works.md\n+++ b/Content/readings/how-worry-works.md\n@@ -46,4 +46,4 @@\n"))
        #expect(try fixture.read("readings/small-steps.md") == before)
        try run.standardOutput.write(toFile: base + "/fixes.diff", atomically: true, encoding: .utf8)
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "fixes.diff"]
        git.currentDirectoryURL = URL(fileURLWithPath: base)
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        for path in ["readings/small-steps.md", "readings/how-worry-works.md"] {
            #expect(try fixture.read(path) == (try String(contentsOfFile: ContentFixture.sampleContent + "/" + path, encoding: .utf8)))
        }
        // Where the diff would go: not with a machine-readable report, nor with --fix.
        #expect(try EaseBinary.run(["check", "--content", "Content", "--diff", "--format", "json"], in: base).status == 2)
        #expect(try EaseBinary.run(["check", "--content", "Content", "--diff", "--fix"], in: base).status == 2)
    }

    @Test func ideFormatPrintsClickableLines() throws {
        let broken = try BrokenContent()
        let run = try EaseBinary.run(["check", "--content", broken.fixture.root, "--format", "ide"])
        #expect(run.status == 1)
        for planted in broken.planted {
            let line = "\(broken.fixture.path(planted.file)):\(planted.position.line):\(planted.position.column): error: "
            #expect(run.standardError.split(separator: "\n").contains { $0.hasPrefix(line) && $0.hasSuffix("[\(planted.id)]") },
                    "no ide line for \(planted.id)")
        }
    }

    @Test func humanFormatShowsTheSourceLineAndCaret() throws {
        let broken = try BrokenContent()
        let run = try EaseBinary.run(["check", "--content", broken.fixture.root])
        #expect(run.status == 1)
        #expect(run.standardError.contains("""
        readings/planted.md:3:1: error: unknown key 'titel' in reading; did you mean 'title'? [schema.unknown-key]
         3 | titel: Planted problems
           | ^~~~~
           | title
        """))
        #expect(!run.standardError.contains("\u{1B}["), "no colour when not on a terminal")
        // Two more errors: latin1.md lacks summary and source. The misspelt title is one error, not also a missing one.
        #expect(run.standardError.contains("ease: \(broken.planted.count + 2) errors"))
    }

    @Test func githubAndSarifFormats() throws {
        let broken = try BrokenContent()
        let github = try EaseBinary.run(["check", "--content", broken.fixture.root, "--format", "github"])
        #expect(github.status == 1)
        let file = broken.fixture.path("readings/planted.md")
        #expect(github.standardOutput.contains("::error file=\(file),line=3,col=1,endLine=3,endColumn=6,title=schema.unknown-key::unknown key 'titel'"))
        let sarif = try EaseBinary.run(["check", "--content", broken.fixture.root, "--format", "sarif"])
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(Set(results.compactMap { $0["ruleId"] as? String }).isSuperset(of: broken.planted.map(\.id)))
    }

    @Test func warningsAsErrorsChangesTheExitStatus() throws {
        let fixture = try ContentFixture()
        try fixture.write("readings/notes.txt", "not content")
        #expect(try EaseBinary.run(["check", "--content", fixture.root]).status == 0)
        let strict = try EaseBinary.run(["check", "--content", fixture.root, "--warnings-as-errors", "--format", "ide"])
        #expect(strict.status == 1)
        #expect(strict.standardError.contains("error: 'readings/notes.txt' is not a content file and was ignored [content.unexpected-file]"))
    }

    @Test func usageAndIOProblemsExitWithTwo() throws {
        let missing = try EaseBinary.run(["check", "--content", "/nonexistent/content"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("[usage.content-directory]"))
        let badOption = try EaseBinary.run(["check", "--format", "yaml"])
        #expect(badOption.status == 2)
        #expect(badOption.standardError.contains("yaml"))
    }

    @Test func colourIsUsedOnlyWhenAskedOrOnATerminal() throws {
        let fixture = try ContentFixture()
        try fixture.write("readings/notes.txt", "not content")
        let colored = try EaseBinary.run(["check", "--content", fixture.root, "--color", "always"])
        #expect(colored.standardError.contains("\u{1B}[1;35mwarning:"))
    }
}
