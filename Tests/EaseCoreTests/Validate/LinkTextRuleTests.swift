import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A link's text is reported in the Markdown when it would not say where the link leads, as the
/// site's audit reports it in the rendered page.
@Suite struct LinkTextRuleTests {
    @Test func vagueLinkTextIsReportedWhereItIsWritten() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("links", title: "Links", body: """
        Read 1️⃣[click here](https://example.org), 2️⃣[Here](small-steps.md), 3️⃣[😀](small-steps.md),
        4️⃣[](small-steps.md), 5️⃣[*link*](small-steps.md) and [small steps that help](small-steps.md).
        """)
        let run = PipelineRun(fixture)
        let found = run.diagnostics(in: "readings/links.md").filter { $0.id == "link.vague-text" }
        #expect(found.map { $0.location?.range.start } == ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].map { page[$0] }, "\(run.problemList)")
        #expect(found.first?.message == "the link text 'click here' says only that it is a link, not where it leads (to 'https://example.org')")
        #expect(found[2].message == "the link to 'small-steps.md' is only an emoji")
        #expect(found[3].message == "the link to 'small-steps.md' has no text")
    }

    /// A link to a content page whose text names nothing gets a fix-it that writes the page's
    /// title, or the heading its fragment names, in the linking page's locale; a link out of the
    /// content or one with markup in its text gets none.
    @Test func aVagueLinkToAPageIsNamedByItsFixIt() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("links", title: "Links", body: """
        Read [1️⃣click here2️⃣](small-steps.md), [3️⃣](small-steps.md#movement), [here](#more), [link](https://example.org),
        [*here*](small-steps.md).

        ## More

        Text.
        """)
        try fixture.write("readings/links.ru.md", """
        ---
        id: links
        title: Ссылки
        summary: С
        source-hash: 000000000000
        ---

        Читайте [тут](small-steps.md#движение).
        """)
        let run = PipelineRun(fixture)
        let found = run.diagnostics(in: "readings/links.md").filter { $0.id == "link.vague-text" }
        #expect(found.map { $0.fixIts.map(\.replacement) } == [["Looking after yourself day to day"], ["Movement"], ["More"], [], []], "\(run.problemList)")
        #expect(found.first?.fixIts.first?.range == SourceRange(start: page["1️⃣"], end: page["2️⃣"]))
        #expect(found.first?.fixIts.first?.message == "name where it leads: 'Looking after yourself day to day'")
        #expect(found[1].fixIts.first?.range == SourceRange(at: page["3️⃣"]))
        let russian = run.diagnostics(in: "readings/links.ru.md").filter { $0.id == "link.vague-text" }
        #expect(russian.map { $0.fixIts.map(\.replacement) } == [["Движение"]], "\(run.problemList)")
    }

    @Test func theSampleContentsLinksSayWhereTheyLead() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "link.vague-text" || $0.id == "link.same-text" })
    }

    @Test func linksThatReadAlikeLeadToOnePlace() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("alike", title: "Alike", body: """
        See 1️⃣[the steps](small-steps.md), 2️⃣[The steps](what-is-gad.md), [the steps](./small-steps.md),
        [the steps](../readings/small-steps.md#sleep) and [small steps](small-steps.md), [small steps](../readings/small-steps.md).
        """)
        let run = PipelineRun(fixture)
        let diagnostic = try run.only("link.same-text", in: "readings/alike.md")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "two links read 'The steps' and lead to different places ('small-steps.md', 'what-is-gad.md'): a screen reader's list of links would show two alike")
        #expect(diagnostic.location?.range.start == page["2️⃣"])
        #expect(diagnostic.notes.first?.location?.range.start == page["1️⃣"])
    }
}
