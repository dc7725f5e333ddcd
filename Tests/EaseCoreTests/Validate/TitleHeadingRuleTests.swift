@testable import EaseCore
import EaseDiagnostics
import EaseMarkdown
import EaseTestSupport
import Testing

/// A body's opening `# Heading` that says something else than the title, which the page shows
/// in its place, is a warning at the heading's words with a fix-it to the title.
@Suite struct TitleHeadingRuleTests {
    @Test func aRenamedOpeningHeadingIsReportedAtItsWords() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("care", title: "Looking after yourself", body: "# 1️⃣Day-to-day *care*2️⃣ ##\n\n## Sleep\n")
        try fixture.writeReading("same", title: "What’s next — and why", body: "# what's NEXT -- and why?\n\nText.\n")
        let run = PipelineRun(fixture)
        let found = run.diagnostics.filter { $0.id == "heading.title-mismatch" }
        #expect(found.count == 1, "\(run.problemList)")
        let warning = try #require(found.first)
        #expect(warning.location?.path == fixture.path("readings/care.md"))
        #expect(warning.location?.range == SourceRange(start: page["1️⃣"], end: page["2️⃣"]))
        #expect(warning.message == "the body opens with '# Day-to-day care', but the title is 'Looking after yourself': the page shows the title in its place and leaves this heading out")
        #expect(warning.fixIts.map(\.replacement) == ["Looking after yourself"])
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "heading.title-mismatch" })
    }

    /// A translation's title left in the source's language is `l10n.untranslated`'s; a translated
    /// title that says something else than the translated heading is still this rule's.
    @Test func aTranslationsTitleIsComparedWhenItWasTranslated() throws {
        let fixture = try ContentFixture()
        let translation = "readings/small-steps.ru.md"
        try fixture.replace("title: Как заботиться о себе каждый день", with: "title: Looking after yourself day to day", in: translation)
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "heading.title-mismatch" })
        try fixture.replace("title: Looking after yourself day to day", with: "title: Забота о себе", in: translation)
        let warning = try PipelineRun(fixture).only("heading.title-mismatch", in: translation)
        #expect(warning.fixIts.map(\.replacement) == ["Забота о себе"])
    }

    /// A quoted title's spaces at either end are not compared, nor written by the fix-it.
    @Test func aTitlesSurroundingSpacesAreNotItsWords() throws {
        let fixture = try ContentFixture()
        try fixture.replace("title: How worry keeps itself going", with: "title: \"How worry keeps itself going \"", in: "readings/how-worry-works.md")
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "heading.title-mismatch" })
        try fixture.replace("# How worry keeps itself going", with: "# How worry works", in: "readings/how-worry-works.md")
        let warning = try PipelineRun(fixture).only("heading.title-mismatch", in: "readings/how-worry-works.md")
        #expect(warning.fixIts.map(\.replacement) == ["How worry keeps itself going"])
    }

    /// A heading written with the title's words differs only by cmark's smart punctuation (`---`
    /// an em dash, `--` an en dash): nothing to report, and a fix-it that wrote the same words
    /// again would have been offered again by every round of `ease check --fix` (the fix fuzz target).
    @Test func aHeadingWrittenAsTheTitleIsTheTitle() throws {
        let fixture = try ContentFixture()
        try fixture.writeReading("dash", title: "Worry --- and rest", body: "# Worry --- and rest\n\nText.\n")
        try fixture.writeReading("dots", title: "Wait -- then... go", body: "# Wait -- then... go\n\nText.\n")
        #expect(!PipelineRun(fixture).diagnostics.contains { $0.id == "heading.title-mismatch" })
        try fixture.writeReading("other", title: "Worry --- and rest", body: "# 1️⃣Worry --- and sleep2️⃣\n\nText.\n")
        let warning = try PipelineRun(fixture).only("heading.title-mismatch", in: "readings/other.md")
        #expect(warning.fixIts.map(\.replacement) == ["Worry --- and rest"])
    }

    /// A title with Markdown's own characters or a web address gets no fix-it: written as the
    /// heading it would read otherwise, and the link rules' fix-its and this one undid each other.
    @Test func aTitleThatMarkdownWouldReadOtherwiseGetsNoFixIt() throws {
        let fixture = try ContentFixture()
        try fixture.writeReading("link", title: "\"See a](http://example.org/x) too\"", body: "# Links\n\nText.\n")
        try fixture.writeReading("star", title: "Two *stars*", body: "# Stars\n\nText.\n")
        let run = PipelineRun(fixture)
        #expect(try run.only("heading.title-mismatch", in: "readings/link.md").fixIts.isEmpty)
        #expect(try run.only("heading.title-mismatch", in: "readings/star.md").fixIts.isEmpty)
        #expect(TitleHeadingRule.readsAsWritten("What’s next — and why?"))
        #expect(!TitleHeadingRule.readsAsWritten("Read www.nhs.uk first"))
    }

    @Test(arguments: [("# Title", "Title"), ("  ## Title ##  ", "Title"), ("# Title#", "Title#"), ("# C# basics #", "C# basics"), ("Title\n=====", "Title")])
    func theWordsOfAHeadingLine(_ source: String, _ words: String) throws {
        let file = SourceFile(path: "t.md", text: source + "\n")
        let heading = try #require(CommonMarkParser.parse(file.text, in: file, lineOffset: 0).headings.first)
        let range = try #require(TitleHeadingRule.wordsRange(of: heading, in: file))
        #expect(file.text(inBytes: try #require(file.byteRange(of: range))) == Substring(words))
    }
}
