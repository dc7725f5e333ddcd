import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// `base-url` heads every address of `sitemap.xml`, which takes only absolute ones.
@Suite struct BaseURLRuleTests {
    func check(_ baseURL: String) throws -> PipelineRun {
        try PipelineRun.sample(replacing: "base-url: https://ease.example.org", with: "base-url: \(baseURL)", in: "site.yml")
    }

    @Test func aHostWrittenAloneGetsTheSchemeAsAFixIt() throws {
        let diagnostic = try check("ease.example.org").only("site.base-url", in: "site.yml")
        #expect(diagnostic.message == "base-url 'ease.example.org' is not an absolute http or https address; did you mean 'https://ease.example.org'?")
        #expect(diagnostic.fixIts.first?.replacement == "https://ease.example.org")
        #expect(diagnostic.location?.range.start == SourcePosition(line: 3, column: 11))
    }

    @Test(arguments: ["ftp://ease.example.org", "localhost", "https://", "https://ease.example.org/?page=1", "https://ease example.org"])
    func otherAddressesAreErrorsWithoutAGuess(_ baseURL: String) throws {
        let diagnostic = try check(baseURL).only("site.base-url", in: "site.yml")
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func anAddressWithAPathIsAWarningWithItsRootAsAFixIt() throws {
        let diagnostic = try check("https://example.org:8443/ease/").only("site.base-url", in: "site.yml")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == "base-url 'https://example.org:8443/ease/' has a path, '/ease/'; the site's pages link from the root of their host")
        #expect(diagnostic.fixIts.first?.replacement == "https://example.org:8443")
        #expect(diagnostic.fixIts.first?.range == SourceRange(start: SourcePosition(line: 3, column: 11), end: SourcePosition(line: 3, column: 41)))
    }

    @Test(arguments: ["https://ease.example.org", "http://localhost:8080", "https://ease.example.org/"])
    func absoluteAddressesPass(_ baseURL: String) throws {
        #expect(!(try check(baseURL)).diagnostics.contains { $0.id == "site.base-url" })
    }
}
