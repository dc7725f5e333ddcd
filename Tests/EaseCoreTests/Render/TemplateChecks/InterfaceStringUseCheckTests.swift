import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing
@testable import EaseCore

@Suite struct InterfaceStringUseCheckTests {
    /// `site.yml`'s `ui:` with `strings`, checked beside the repository's templates with `layout` written over.
    func check(_ strings: String, layout: String? = nil) throws -> (ContentFixture, [Diagnostic]) {
        let content = try ContentFixture()
        let site = try String(contentsOfFile: content.path("site.yml"), encoding: .utf8)
        try content.write("site.yml", site + "\nui:\n" + strings)
        let (templates, _) = try TemplateFixture.load(layout.map { ["layout.mustache": $0] } ?? [:])
        var action = CheckAction(contentRoot: content.root, warningsAsErrors: false)
        action.templatesRoot = templates.root
        return (content, action.perform().report.diagnostics.filter { $0.id == "site.unread-ui-string" })
    }

    @Test func aMisspeltOverrideIsAWarningWithItsFixIt() throws {
        let (content, found) = try check("  skip-to-contnet: Jump to the reading\n")
        let diagnostic = try #require(found.first)
        #expect(found.count == 1)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "ui string 'skip-to-contnet' is not one of Ease's and no template reads it, so it is never shown; did you mean 'skip-to-content'?")
        #expect(diagnostic.location?.path == content.path("site.yml"))
        #expect(diagnostic.fixIts.first?.replacement == "skip-to-content")
    }

    @Test func aStringOfTheSitesOwnIsFineOnceATemplateReadsIt() throws {
        let (_, unread) = try check("  crisis-line: In a crisis, call your local emergency number.\n")
        #expect(unread.map(\.fixIts) == [[]])
        let layout = try String(contentsOfFile: ContentFixture.repositoryRoot + "/Templates/layout.mustache", encoding: .utf8)
            .replacing("</body>", with: "<p>{{ui.crisis-line}}</p></body>")
        let (_, read) = try check("  crisis-line: In a crisis, call your local emergency number.\n", layout: layout)
        #expect(read.isEmpty)
    }

    @Test func easesOwnStringsAreNeverReported() throws {
        // The renderer reads some of Ease's strings itself (the pager's "page-of"), so no template needs to.
        let (_, found) = try check("  page-of: \"{position} of {count}\"\n  skip-to-content: Skip ahead\n")
        #expect(found.isEmpty)
    }
}
