import EaseCore
import EaseTestSupport
import Testing

/// docs/CONTENT.md's schema tables are generated from the schemas. Run the tests with
/// `EASE_RECORD=1` to rewrite them after changing a schema.
@Suite struct ContentDocumentationTests {
    @Test func schemaTablesMatchTheSchemas() throws {
        let section = GeneratedSection(path: "docs/CONTENT.md",
                                       begin: "<!-- BEGIN GENERATED SCHEMA TABLES: run the tests with EASE_RECORD=1 to update -->\n",
                                       end: "<!-- END GENERATED SCHEMA TABLES -->")
        let (found, expected) = try section.compare(with: "\n" + SchemaDocumentation.markdown())
        #expect(found == expected, "docs/CONTENT.md is out of date: run `EASE_RECORD=1 swift test --filter ContentDocumentationTests`")
    }
}
