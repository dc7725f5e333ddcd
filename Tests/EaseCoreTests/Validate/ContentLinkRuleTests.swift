@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// A whole check finds links by their paths' bytes, a rebuild's few documents by string: the two
/// ways must report the same links the same way.
@Suite struct ContentLinkRuleTests {
    @Test func linksFoundByBytesAsByString() throws {
        let content = try ContentFixture()
        let header = "---\nid: %@\ntitle: T\nsummary: S.\nsource: { title: T, author: A, year: 2020, pages: \"1\" }\n---\n\n# T\n\n## Part\n\n"
        for number in 0..<40 {
            let links = [
                "[next](linked-\(number + 1).md)",  // the last one does not exist
                "[anchor](linked-\(number / 2).md#part)", "[bad anchor](linked-\(number / 3).md#nowhere)",
                "[up](../readings/what-is-gad.md)", "[typo](linked-\(number).mb)", "[here](#t)", "[web](https://example.org)",
                "[dot](./linked-0.md)", "[deep](sub/linked-1.md)", "[root](/readings/linked-2.md)", "[sample](small-steps.md)",
            ]
            try content.write("readings/linked-\(number).md", header.replacingOccurrences(of: "%@", with: "linked-\(number)") + links.joined(separator: " ") + "\n")
        }
        let catalog = ContentPipeline().check(contentRoot: content.root).catalog
        let context = ValidationContext(catalog: catalog, fileSystem: LocalFileSystem())
        let byBytes = ContentLinkRule(pathTableThreshold: 0).check(context)
        let byString = ContentLinkRule(pathTableThreshold: .max).check(context)
        let describe = { (diagnostics: [Diagnostic]) in
            diagnostics.map { "\($0.location?.description ?? "-") \($0.id) \($0.message) \($0.notes.map(\.message))" }
        }
        #expect(describe(byBytes) == describe(byString))
        // Each document's missing next (the last), its typo and its bad anchor are found.
        #expect(byString.filter { $0.id == "link.unresolved" }.count >= 41)
        #expect(byString.contains { $0.id == "link.missing-anchor" })
    }

    /// A link with no destination, or only `#`, leads back to the top of its own page: an error
    /// at the link, where no other rule says anything. An image with no path is not one outside
    /// the content folder.
    @Test func aLinkOrImageWithNoDestinationIsReportedAsSuch() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("empty", title: "Empty", body: "# Empty\n\n1️⃣[a walk]() and 2️⃣[a rest](#), 3️⃣![a path]( ), [top](#empty).\n")
        let run = PipelineRun(fixture)
        let found = run.diagnostics(in: "readings/empty.md").filter { $0.severity == .error }
        #expect(found.map(\.id) == ["link.empty", "link.empty", "media.not-found"], "\(run.problemList)")
        #expect(found.map { $0.location?.range.start } == [page["1️⃣"], page["2️⃣"], page["3️⃣"]])
        #expect(found.first?.message == "the link 'a walk' has no destination, so it would lead back to the top of its own page")
        #expect(found.last?.message == "image has no path")
    }
}

/// A link from a page in one locale to another locale's file leads to the page's own version of
/// the item, so a fragment is checked against that version's anchors.
@Suite struct CrossLocaleLinkTests {
    @Test func aFragmentIsCheckedAgainstTheVersionTheLinkLeadsTo() throws {
        let fixture = try ContentFixture()
        try fixture.replace("getting-help.ru.md#разговор-со-специалистом", with: "getting-help.md#talking-to-a-professional", in: "readings/what-is-gad.ru.md")
        let run = PipelineRun(fixture)
        let missing = try #require(run.diagnostics(in: "readings/what-is-gad.ru.md").first { $0.id == "link.missing-anchor" }, "\(run.problemList)")
        #expect(missing.message == "'readings/getting-help.ru.md' has no heading with anchor '#talking-to-a-professional'")
        // The Russian file's heading in the same place.
        #expect(missing.fixIts.map(\.replacement) == ["getting-help.md#разговор-со-специалистом"])
        #expect(missing.notes.last?.message == "a link leads to the version of its page in the linking page's language: '#talking-to-a-professional' is an anchor of 'readings/getting-help.md', not of this one")
    }

    @Test func anEnglishPagesLinkToATranslationFileLeadsToTheEnglishPage() throws {
        let fixture = try ContentFixture()
        try fixture.replace("brisk walk counts.", with: "brisk [walk](what-is-gad.ru.md#how-it-can-feel) counts.", in: "readings/small-steps.md")
        let run = PipelineRun(fixture)
        #expect(!run.diagnostics.contains { $0.id.hasPrefix("link.") }, "\(run.problemList)")
        let (templates, _) = TemplateSet.load(from: ContentFixture.repositoryRoot + "/Templates")
        let files = try SiteRenderer.render(run.result.catalog, templates: try #require(templates))
        let page = String(decoding: try #require(files["learn/small-steps/index.html"]), as: UTF8.self)
        #expect(page.contains("<a href=\"/learn/what-is-gad/#how-it-can-feel\">walk</a>"))
    }
}

/// A link to a folder gets no file offered in its place, and the linking file is never offered.
@Suite struct UnresolvedLinkSuggestionTests {
    /// A page's address on the site, written from its root, is the file it is made from.
    @Test func aSitePathGetsAFixItToItsFile() throws {
        let run = try PipelineRun.sample(replacing: "Worry is a way", with: "See [steps](/learn/small-steps/index.html#sleep). Worry is a way",
                                         in: "readings/how-worry-works.md")
        let finding = try run.only("link.unresolved", in: "readings/how-worry-works.md")
        #expect(finding.fixIts.map(\.replacement) == ["small-steps.md#sleep"])
        #expect(finding.notes.map(\.message).last == "'/learn/small-steps/index.html' is the site's address of 'readings/small-steps.md'; a link to the file opens it in the app and on the site, and is checked")
    }

    @Test func aFolderGetsNoSuggestionAndAFileNotItself() throws {
        let fixture = try ContentFixture()
        try fixture.replace("brisk walk counts.", with: "brisk [walk](../readings/) [rest](smal-steps.md) counts.", in: "readings/small-steps.md")
        let run = PipelineRun(fixture)
        let unresolved = run.diagnostics(in: "readings/small-steps.md").filter { $0.id == "link.unresolved" }
        #expect(unresolved.count == 2, "\(run.problemList)")
        #expect(unresolved.first?.fixIts.isEmpty == true)
        #expect(unresolved.first?.notes.first?.message == "'../readings/' is a folder; links between content files are relative paths such as ../readings/worry.md")
        // A typo of the reading's own name is still a typo of a reading: not itself, the nearest other.
        #expect(unresolved.last?.fixIts.map(\.replacement) != ["small-steps.md"])
    }

    @Test func aLinkToItsOwnPageIsAWarningWithAHeadingOffered() throws {
        let fixture = try ContentFixture()
        try fixture.replace("Worry is part of being human.", with: "Worry is part of [being human](what-is-gad.md), [as said](what-is-gad.md#how-it-can-feel).",
                            in: "readings/what-is-gad.md")
        // From a translation, its source's file is its own page too.
        try fixture.replace("\n\n", with: "\n\nСм. [здесь](what-is-gad.md) и [там](getting-help.md).\n\n", in: "readings/what-is-gad.ru.md")
        let run = PipelineRun(fixture)
        let english = try run.only("link.own-page", in: "readings/what-is-gad.md")
        #expect(english.severity == .warning)
        #expect(english.message == "the link 'being human' leads to the page it is on")
        #expect(english.location?.range.start == (try fixture.position(of: "[being human]", in: "readings/what-is-gad.md")))
        #expect(english.notes.map(\.message) == ["following it would start this page again from the top; link to one of its headings ('what-is-gad.md#how-it-can-feel') or to another page"])
        let russian = try run.only("link.own-page", in: "readings/what-is-gad.ru.md")
        #expect(russian.message == "the link 'здесь' leads to the page it is on")
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id == "link.own-page" })
    }
}
