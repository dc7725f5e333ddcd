import EaseTestSupport
import Foundation
import Testing
@testable import EaseCore

@Suite struct DiagnosticIDsTests {
    /// Every id the sources write where a diagnostic is made (`.error("id", …`, `.warning("id", …`,
    /// `diagnostic("id", …`), read from the source files.
    static func idsWrittenInSources() throws -> Set<String> {
        let root = ContentFixture.repositoryRoot + "/Sources"
        let pattern = try Regex(#"(?:\.error|\.warning|\.remark|diagnostic)\(\s*"([a-z0-9-]+\.[a-z0-9.-]+)""#)
        var ids: Set<String> = []
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for match in text.matches(of: pattern) { ids.insert(String(match.output[1].substring!)) }
        }
        return ids
    }

    @Test func everyIDTheSourcesWriteHasADescription() throws {
        let ids = try Self.idsWrittenInSources()
        // The scan finds the ids of every stage, rule and check (over ninety); a broken pattern finds none.
        #expect(ids.count > 60)
        #expect(ids.contains("template.escaped-markup") && ids.contains("heading.anchor-taken"))
        let undescribed = ids.filter { DiagnosticIDs.all[$0] == nil }.sorted()
        #expect(undescribed == [], "add these to DiagnosticIDs.stages (SARIF's rule table shows the description)")
    }

    @Test func aBuildsReportDescribesTheAuditsRules() {
        for (id, description) in SiteAuditor.ruleDescriptions { #expect(DiagnosticIDs.all[id] == description) }
    }
}
