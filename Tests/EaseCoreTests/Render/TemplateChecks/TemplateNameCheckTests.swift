import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing
@testable import EaseCore

/// A copy of the repository's templates with some files written over, loaded.
enum TemplateFixture {
    static func load(_ overrides: [String: String], interfaceKeys: Set<String> = Set(InterfaceStrings.byKey.keys)) throws -> (ContentFixture, [Diagnostic]) {
        let fixture = try ContentFixture(copyingSample: false)
        try FileManager.default.removeItem(atPath: fixture.root)
        try FileManager.default.copyItem(atPath: ContentFixture.repositoryRoot + "/Templates", toPath: fixture.root)
        for (path, text) in overrides { try fixture.write(path, text) }
        return (fixture, TemplateSet.load(from: fixture.root, interfaceKeys: interfaceKeys).1)
    }
}

@Suite struct TemplateNameCheckTests {
    func unknownNames(_ overrides: [String: String], interfaceKeys: Set<String> = Set(InterfaceStrings.byKey.keys)) throws -> (ContentFixture, [Diagnostic]) {
        let (fixture, diagnostics) = try TemplateFixture.load(overrides, interfaceKeys: interfaceKeys)
        return (fixture, diagnostics.filter { $0.id == "template.unknown-name" })
    }

    @Test func theShippedTemplatesReadOnlyNamesTheyAreGiven() throws {
        #expect(TemplateSet.load(from: ContentFixture.repositoryRoot + "/Templates").1.isEmpty)
    }

    @Test func aMisspeltNameIsAnErrorWithItsFixIt() throws {
        let (fixture, found) = try unknownNames(["reading.mustache": "<h1>{{title}}</h1>\n<p>{{minuts}}</p>\n"])
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == "'minuts' is not a value of the reading template, so '{{minuts}}' renders as nothing; did you mean 'minutes'?")
        let range = SourceRange(line: 2, column: 6, length: 6)
        #expect(diagnostic.location == SourceLocation(path: fixture.path("reading.mustache"), range: range))
        #expect(diagnostic.fixIts == [FixIt("replace with 'minutes'", replacing: range, with: "minutes")])
    }

    @Test func aSectionsNamesAreFoundInsideItOnly() throws {
        let (_, found) = try unknownNames(["reading.mustache": "{{#toc}}<a href=\"#{{anchor}}\">{{text}}</a>{{/toc}}\n{{anchor}}\n{{#related}}{{txt}}{{/related}}\n"])
        #expect(found.map(\.message) == [
            "'anchor' is not a value of the reading template, so '{{anchor}}' renders as nothing",
            "'txt' is not a value of the reading template or of the section around it ('related'), so '{{txt}}' renders as nothing",
        ])
        #expect(found.map(\.location?.range.start.line) == [2, 3])
    }

    @Test func namesInsideASectionOverAnUnknownNameAreNotReportedAgain() throws {
        let (fixture, found) = try unknownNames(["reading.mustache": "{{#tocc}}<a href=\"#{{anchr}}\">{{txt}}</a>\n  {{/ tocc }}\n"])
        #expect(found.map(\.message) == ["'tocc' is not a value of the reading template, so '{{tocc}}' renders as nothing; did you mean 'toc'?"])
        // The name is written twice, so no one edit fixes it: a note points at the closing tag instead.
        #expect(found.first?.fixIts == [])
        #expect(found.first?.notes.first?.location == SourceLocation(path: fixture.path("reading.mustache"), range: SourceRange(line: 2, column: 7, length: 4)))
    }

    @Test func aPartialIsCheckedWhereEachTemplateIncludesIt() throws {
        // `motionScope` is given to session steps only; the partial is also included by exercise pages.
        let partial = "{{#motionScope}}<div data-scope=\"{{motionScope}}\"></div>{{/motionScope}}{{fadeSecnds}}\n"
        let (fixture, found) = try unknownNames(["partials/exercise-body.mustache": partial])
        #expect(found.count == 1)
        #expect(found.first?.location?.path == fixture.path("partials/exercise-body.mustache"))
        #expect(found.first?.message.hasPrefix("'fadeSecnds' is not a value of the exercise template (which includes this partial)") == true)
        #expect(found.first?.fixIts.first?.replacement == "fadeSeconds")
    }

    @Test func aPartialIncludedInsideASectionSeesTheSectionsValues() throws {
        let (_, found) = try unknownNames(["learn.mustache": "{{#readings}}{{> row}}{{/readings}}\n", "partials/row.mustache": "{{title}} {{minutes}} {{href}}\n"])
        #expect(found.isEmpty)
    }

    @Test func aPartialNothingIncludesIsCheckedAgainstEveryName() throws {
        let (fixture, found) = try unknownNames(["partials/spare.mustache": "{{title}} {{hintID}} {{summry}}\n"])
        #expect(found.map(\.location?.path) == [fixture.path("partials/spare.mustache")])
        #expect(found.first?.message == "'summry' is not a value of any template, so '{{summry}}' renders as nothing; did you mean 'summary'?")
    }

    @Test func uiNamesAreTheSitesStrings() throws {
        let layout = try String(contentsOfFile: ContentFixture.repositoryRoot + "/Templates/layout.mustache", encoding: .utf8)
            .replacing("{{ui.skip-to-content}}", with: "{{ui.skip-to-contnet}} {{ui.crisis-line}}")
        let (_, found) = try unknownNames(["layout.mustache": layout])
        #expect(found.map(\.message) == [
            "the site has no ui string 'skip-to-contnet', so '{{ui.skip-to-contnet}}' renders as nothing; did you mean 'skip-to-content'?",
            "the site has no ui string 'crisis-line', so '{{ui.crisis-line}}' renders as nothing",
        ])
        let range = try #require(found.first?.location?.range)
        let text = layout.split(separator: "\n", omittingEmptySubsequences: false)[range.start.line - 1]
        let start = try #require(text.firstRange(of: "skip-to-contnet")).lowerBound
        #expect(range.start.column == text.distance(from: text.startIndex, to: start) + 1)
        let (_, withTheSitesOwn) = try unknownNames(["layout.mustache": layout], interfaceKeys: Set(InterfaceStrings.byKey.keys).union(["crisis-line"]))
        #expect(withTheSitesOwn.count == 1)
    }

    @Test func aDottedNameIsLookedUpPartByPart() throws {
        let (_, found) = try unknownNames(["reading.mustache": "{{image.src}} {{image.scr}} {{imag.src}}\n"])
        #expect(found.map(\.message) == ["'image' has no value 'scr', so '{{image.scr}}' renders as nothing; did you mean 'src'?",
                                         "'imag' is not a value of the reading template, so '{{imag.src}}' renders as nothing; did you mean 'image'?"])
        #expect(found.first?.location?.range == SourceRange(line: 1, column: 23, length: 3))
    }

    @Test func positionsCountScalarsAndLinesAsEveryDiagnosticDoes() throws {
        // Cyrillic, an emoji and a combining accent before the name; a lone CR ends the first line.
        let (fixture, found) = try unknownNames(["reading.mustache": "<h1>{{title}}</h1>\r<p>Привет 🙂 e\u{301} {{image..scr}}</p>\n"])
        let range = SourceRange(line: 2, column: 25, length: 3)
        #expect(found.map(\.location) == [SourceLocation(path: fixture.path("reading.mustache"), range: range)])
        #expect(found.first?.fixIts.first?.range == range)
    }

    @Test func aLocalesTemplateIsCheckedAsItsPage() throws {
        let (fixture, found) = try unknownNames(["accessibility.ru.mustache": "<h1>{{siteTitle}}</h1><a href=\"{{labelsHref}}\">{{tourHref}}</a>\n"])
        #expect(found.map(\.location?.path) == [fixture.path("accessibility.ru.mustache")])
        #expect(found.first?.message.hasPrefix("'tourHref' is not a value of the accessibility template") == true)
    }
}

@Suite struct TemplateNameCheckBuildTests {
    /// A `ui` string the site adds in `site.yml` is a name its templates can read; without it the build stops.
    @Test func aBuildKnowsTheUIStringsItsSiteAdds() throws {
        let content = try ContentFixture()
        let layout = try String(contentsOfFile: ContentFixture.repositoryRoot + "/Templates/layout.mustache", encoding: .utf8)
            .replacing("{{ui.skip-to-content}}</a>", with: "{{ui.skip-to-content}}</a><p>{{ui.crisis-line}}</p>")
        let (templates, _) = try TemplateFixture.load(["layout.mustache": layout])
        let output = content.root + "/../Output"
        func build() -> BuildAction.Outcome {
            BuildAction(contentRoot: content.root, outputRoot: output, templatesRoot: templates.root, warningsAsErrors: false).perform()
        }
        let without = build()
        #expect(without.exitStatus != 0)
        #expect(without.report.diagnostics.map(\.id).contains("template.unknown-name"))
        // The template's line is printed under the diagnostic.
        #expect(without.report.sources[templates.path("layout.mustache")]?.text == layout)
        let site = try String(contentsOfFile: content.path("site.yml"), encoding: .utf8)
        try content.write("site.yml", site + "\nui:\n  crisis-line: In a crisis, call your local emergency number.\n")
        let with = build()
        #expect(with.exitStatus == 0)
        #expect(!with.report.diagnostics.contains { $0.id == "template.unknown-name" })
        let home = try String(contentsOfFile: output + "/site/index.html", encoding: .utf8)
        #expect(home.contains("<p>In a crisis, call your local emergency number.</p>"))
    }
}
