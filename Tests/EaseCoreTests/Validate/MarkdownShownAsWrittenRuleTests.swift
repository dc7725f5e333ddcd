@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// GitHub's own Markdown is reported where it is written: a table as an error (its rows would run
/// together into one paragraph of pipes), the rest as warnings, with fix-its where one edit fixes
/// it; the same in every way a check keeps the bodies.
@Suite struct MarkdownShownAsWrittenRuleTests {
    static let body = """
    # Moving

    1️⃣| Activity | Minutes |
    | --- | --- |
    | Walk | 20 |

    A 2️⃣~~brisk~~ walk counts3️⃣[^walk].

    - 4️⃣[ ] Walk
    - Rest

    > 5️⃣[!TIP]
    > Start small.

    6️⃣[^walk]: Ten minutes is enough.
    """

    func findings(_ run: PipelineRun, in relative: String) -> [Diagnostic] {
        run.diagnostics(in: relative).filter { $0.id.hasPrefix("markdown.") }
    }

    @Test func eachIsReportedWhereItIsWritten() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("moving", title: "Moving", body: Self.body)
        let run = PipelineRun(fixture)
        let found = findings(run, in: "readings/moving.md")
        #expect(found.map(\.id) == ["markdown.table", "markdown.strikethrough", "markdown.task-list", "markdown.alert", "markdown.footnote"],
                "\(run.problemList)")
        #expect(found.map { $0.location?.range.start } == [page["1️⃣"], page["2️⃣"], page["4️⃣"], page["5️⃣"], page["6️⃣"]])
        #expect(found.map(\.severity) == [.error, .warning, .warning, .warning, .warning])
        #expect(found[0].message == "tables are GitHub's Markdown, not CommonMark: the app and the site would show its header and 1 row as one paragraph of pipes and dashes")
        #expect(found[0].location?.range.end == SourcePosition(line: page["1️⃣"].line + 2, column: 14))
        #expect(found[2].fixIts.map(\.replacement) == [""])
        #expect(found[2].fixIts.first?.range == SourceRange(line: page["4️⃣"].line, column: page["4️⃣"].column, length: 4))
        #expect(found[3].fixIts.map(\.replacement) == ["**Tip:**"])
        #expect(found[4].notes.first?.location?.range.start == page["3️⃣"])
        #expect(found[4].message == "footnotes are GitHub's Markdown, not CommonMark: the app and the site would show '[^walk]' as written, with no link to its note")
    }

    @Test func aWebAddressWrittenAsTextGetsAFixItToAnAutolink() throws {
        let run = try PipelineRun.sample(replacing: "Worry is a way", with: "Worry (see https://example.org/worry) is a way", in: "readings/how-worry-works.md")
        let diagnostic = try run.only("markdown.bare-address", in: "readings/how-worry-works.md")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "a web address written as text is a link on GitHub, not in CommonMark: the app and the site would show 'https://example.org/worry' as text that cannot be followed")
        #expect(diagnostic.location?.range == SourceRange(line: 16, column: 12, length: 25))
        #expect(diagnostic.fixIts.map(\.replacement) == ["<https://example.org/worry>"])
    }

    @Test func anAddressThatStartsWithWWWGetsItsSchemeInTheAutolink() throws {
        let run = try PipelineRun.sample(replacing: "Worry is a way", with: "Worry (see www.example.org/worry) is a way", in: "readings/how-worry-works.md")
        let diagnostic = try run.only("markdown.bare-address", in: "readings/how-worry-works.md")
        #expect(diagnostic.message.contains("would show 'www.example.org/worry' as text"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["<https://www.example.org/worry>"])
    }

    /// A body whose text has no `/` is looked at for an address too: `www.nhs.uk` alone.
    @Test func anAddressThatStartsWithWWWNeedsNoPath() throws {
        let fixture = try ContentFixture()
        #expect(!(try fixture.read("readings/small-steps.md")).split(separator: "---").dropFirst(2).joined().contains("/"))
        try fixture.replace("make other\ntools work better.", with: "make other\ntools work better. See www.nhs.uk for more.", in: "readings/small-steps.md")
        let diagnostic = try PipelineRun(fixture).only("markdown.bare-address", in: "readings/small-steps.md")
        #expect(diagnostic.message.contains("would show 'www.nhs.uk' as text"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["<https://www.nhs.uk>"])
    }

    @Test func aTranslationGetsNoEnglishAlertTitle() throws {
        let fixture = try ContentFixture()
        try fixture.replace("## Разговор со специалистом", with: "> [!NOTE]\n> Если тревожно.\n\n## Разговор со специалистом", in: "readings/getting-help.ru.md")
        let alert = try #require(findings(PipelineRun(fixture), in: "readings/getting-help.ru.md").first)
        #expect(alert.id == "markdown.alert")
        #expect(alert.fixIts.isEmpty)
    }

    /// `ease check` and a one-off build let each text go once parsed and read the body again for
    /// this rule: they report what a catalog of trees reports.
    @Test func everyRetentionFindsTheSame() throws {
        let fixture = try ContentFixture()
        try fixture.writeReading("moving", title: "Moving", body: Self.body)
        func report(_ retention: MarkdownRetention) -> [String] {
            ContentPipeline(retention: retention).check(contentRoot: fixture.root).engine.diagnostics.filter { $0.id.hasPrefix("markdown.") }
                .map { "\($0.location?.description ?? "") \($0.id) \($0.notes.map(\.message)) \($0.fixIts.map(\.range))" }
        }
        let trees = report(.trees)
        #expect(trees.count == 5)
        for retention in [MarkdownRetention.outlines, .outlinesRereading, .outlinesSpillingTrees] {
            #expect(report(retention) == trees, "\(retention)")
        }
    }

    /// The fix-its leave no warning of their kind behind, and the sample has none.
    @Test func theFixItsFixAndTheSampleHasNone() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id.hasPrefix("markdown.") })
        let fixture = try ContentFixture()
        try fixture.writeReading("moving", title: "Moving", body: "- [x] Walk\n\n> [!warning]\n> Slowly.\n")
        let file = SourceFile(path: "moving.md", text: try fixture.read("readings/moving.md"))
        var bytes = Array(file.text.utf8)
        // From the last to the first, so each range is still where it was.
        for fixIt in findings(PipelineRun(fixture), in: "readings/moving.md").flatMap(\.fixIts).reversed() {
            bytes.replaceSubrange(try #require(file.byteRange(of: fixIt.range)), with: Array(fixIt.replacement.utf8))
        }
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains("- Walk\n\n> **Warning:**\n> Slowly."))
        try fixture.write("readings/moving.md", fixed)
        #expect(findings(PipelineRun(fixture), in: "readings/moving.md").isEmpty)
    }
}
