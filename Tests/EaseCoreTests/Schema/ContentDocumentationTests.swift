import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// docs/CONTENT.md's schema tables are generated from the schemas. Run the tests with
/// `EASE_RECORD=1` to rewrite them after changing a schema.
@Suite struct ContentDocumentationTests {
    static let begin = "<!-- BEGIN GENERATED SCHEMA TABLES: run the tests with EASE_RECORD=1 to update -->\n"
    static let end = "<!-- END GENERATED SCHEMA TABLES -->"

    @Test func schemaTablesMatchTheSchemas() throws {
        let path = ContentFixture.repositoryRoot + "/docs/CONTENT.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "docs/CONTENT.md lacks the generated-tables marker")
        let finish = try #require(text.range(of: Self.end))
        let generated = SchemaDocumentation.markdown()
        if ProcessInfo.processInfo.environment["EASE_RECORD"] == "1" {
            let updated = text.replacingCharacters(in: start.upperBound..<finish.lowerBound, with: "\n" + generated)
            try updated.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<finish.lowerBound]) == "\n" + generated,
                "docs/CONTENT.md is out of date: run `EASE_RECORD=1 swift test --filter ContentDocumentationTests`")
    }
}
