import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Foundation
import Testing

/// Each page of Tests/AuditFixtures states on its first line which rule must fire
/// (`<!-- expect: audit.image-alt -->`) or that none may (`<!-- expect: none -->`); the audit must
/// report exactly that, so clean pages also prove there are no false positives.
@Suite struct AuditFixtureTests {
    static let folder = ContentFixture.repositoryRoot + "/Tests/AuditFixtures"

    @Test func everyFixtureGetsExactlyItsExpectedRule() throws {
        let result = try SiteAuditor().audit(folder: Self.folder)
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count >= 40)
        var clean = 0
        for page in pages {
            let text = try String(contentsOfFile: Self.folder + "/" + page, encoding: .utf8)
            let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
            let expected = firstLine.replacingOccurrences(of: "<!-- expect: ", with: "").replacingOccurrences(of: " -->", with: "")
            let found = Set(result.diagnostics.filter { $0.location?.path == Self.folder + "/" + page }.map(\.id))
            if expected == "none" {
                clean += 1
                #expect(found.isEmpty, "\(page) should be clean, found \(found.sorted())")
            } else {
                #expect(found == [expected], "\(page): expected \(expected), found \(found.sorted())")
            }
        }
        #expect(clean >= 8)
        #expect(result.pageCount == pages.count)
    }

    @Test func findingsPointAtTheElement() throws {
        let result = try SiteAuditor().audit(folder: Self.folder)
        func location(_ page: String) -> EaseDiagnostics.SourceLocation? {
            result.diagnostics.first { $0.location?.path == Self.folder + "/" + page }?.location
        }
        #expect(location("img-without-alt.html")?.range.start == SourcePosition(line: 16, column: 4))
        #expect(location("duplicate-id.html")?.range.start == SourcePosition(line: 16, column: 24), "the second <p> on the line")
        #expect(location("missing-lang.html")?.range.start == SourcePosition(line: 3, column: 1))
    }

    @Test func everyRuleIsExercisedByAFixture() throws {
        let result = try SiteAuditor().audit(folder: Self.folder)
        #expect(Set(result.diagnostics.map(\.id)) == Set(AuditRules.all.map(\.id)))
    }

    @Test func rulesCanBeSelectedAndDisabled() throws {
        let only = try SiteAuditor(only: ["audit.csp"]).audit(folder: Self.folder)
        #expect(Set(only.diagnostics.map(\.id)) == ["audit.csp"])
        let without = try SiteAuditor(disabled: ["audit.csp"]).audit(folder: Self.folder)
        #expect(!without.diagnostics.contains { $0.id == "audit.csp" })
    }

    @Test func theSampleSiteIsClean() throws {
        let output = try ContentFixture(copyingSample: false)
        let run = try EaseBinary.run(["build", "--content", ContentFixture.sampleContent, "--output", output.root])
        #expect(run.status == 0)
        let result = try SiteAuditor().audit(folder: output.path("site"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map { "\($0.location?.description ?? "") \($0.message)" })")
        #expect(result.pageCount == 88, "44 pages in English and 44 in Russian")
    }
}
