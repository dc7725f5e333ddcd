import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing
@testable import EaseCore

/// A template's mistake is one audit finding on every page it made: the build reports it once, at the template's line.
@Suite struct AuditFindingGroupsTests {
    @Test func aLayoutsMistakeIsOneReportAtItsLine() throws {
        let content = try ContentFixture()
        let layout = try String(contentsOfFile: ContentFixture.repositoryRoot + "/Templates/layout.mustache", encoding: .utf8)
            .replacing("<main id=\"main\"", with: "<main")
        let reading = try String(contentsOfFile: ContentFixture.repositoryRoot + "/Templates/reading.mustache", encoding: .utf8)
            .replacing(" alt=\"{{alt}}\"", with: "")
        let (templates, _) = try TemplateFixture.load(["layout.mustache": layout, "reading.mustache": reading])
        let output = content.root + "/../Output"
        let outcome = BuildAction(contentRoot: content.root, outputRoot: output, templatesRoot: templates.root, warningsAsErrors: false).perform()
        #expect(outcome.exitStatus != 0)
        let audit = outcome.report.diagnostics.filter { $0.id.hasPrefix("audit.") }
        #expect(audit.map(\.id).sorted() == ["audit.broken-link", "audit.image-alt", "audit.landmarks"])
        let landmarks = try #require(audit.first { $0.id == "audit.landmarks" })
        let skipLinkLine = try #require(layout.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("class=\"skip-link\"") }) + 1
        #expect(landmarks.location?.path == templates.path("layout.mustache"))
        #expect(landmarks.location?.range.start == SourcePosition(line: skipLinkLine, column: 1))
        let page = try #require(landmarks.notes.first)
        #expect(page.location?.path == output + "/site/404.html")
        #expect(page.message.hasPrefix("written by this template line; found in 404.html; the same on "))
        let image = try #require(audit.first { $0.id == "audit.image-alt" })
        #expect(image.location?.path == templates.path("reading.mustache"))
        // The template's lines are printed under the diagnostics.
        #expect(outcome.report.sources[templates.path("layout.mustache")] != nil)
    }

    @Test func findingsWithoutATemplateLineAreGroupedByTheirPageLine() {
        let page = "<p>x</p>\n<img src=\"a.png\">\n"
        let sources = ["one.html", "two.html", "three.html"].reduce(into: SourceFileStore()) { $0.add(SourceFile(path: "site/\($1)", text: page)) }
        let findings = ["one.html", "two.html", "three.html"].map { name in
            Diagnostic.error("audit.image-alt", "<img> has no alt attribute", at: SourceLocation(path: "site/\(name)", range: SourceRange(line: 2, column: 1, length: 4)))
        } + [Diagnostic.error("audit.image-alt", "<img> has no alt attribute", at: SourceLocation(path: "site/one.html", range: SourceRange(line: 1, column: 1, length: 3)))]
        let grouped = AuditFindingGroups(siteRoot: "site", origin: nil).grouped(findings, sources: sources)
        #expect(grouped.count == 2)
        #expect(grouped.first?.location?.path == "site/one.html")
        #expect(grouped.first?.notes.first?.message == "the same on 2 more pages (two.html, three.html)")
        #expect(grouped.last?.notes.isEmpty == true)
    }

    @Test func findingsOnLinesThatFitOneTemplateLineAreOneReportNamingIt() throws {
        let templates = TemplateOrigin(files: [
            SourceFile(path: "T/reading.mustache", text: "<h2>Related</h2>\n{{#related}}<li><a href=\"{{href}}\"></a></li>\n{{/related}}\n"),
            SourceFile(path: "T/relax.mustache", text: "{{#moods}}<li>{{> action-button}}</li>\n"),
        ])
        let pages = ["a": ["/learn/b/", "/learn/c/"], "b": ["/learn/a/"], "c": ["/learn/a/"]]
        var sources = SourceFileStore()
        var findings: [Diagnostic] = []
        for (name, links) in pages.sorted(by: { $0.key < $1.key }) {
            sources.add(SourceFile(path: "site/\(name).html", text: links.map { "<li><a href=\"\($0)\"></a></li>\n" }.joined()))
            for line in links.indices {
                findings.append(.error("audit.accessible-name", "link has no accessible name",
                                       at: SourceLocation(path: "site/\(name).html", range: SourceRange(line: line + 1, column: 5, length: 2))))
            }
        }
        let grouped = AuditFindingGroups(siteRoot: "site", origin: templates).grouped(findings, sources: sources)
        #expect(grouped.count == 1)
        let report = try #require(grouped.first)
        #expect(report.location?.path == "site/a.html")
        #expect(report.notes.map(\.message) == ["the same on 2 more pages (b.html, c.html)", "probably written by this template line"])
        #expect(report.notes.last?.location == SourceLocation(path: "T/reading.mustache", range: SourceRange(line: 2, column: 1, length: 44)))
    }
}
