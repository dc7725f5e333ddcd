import EaseCore
import EaseTestSupport
import Testing

/// docs/LOCALIZATION.md's table of `ui` strings is generated from `InterfaceStrings`. Run the
/// tests with `EASE_RECORD=1` to rewrite it after adding a string.
@Suite struct LocalizationDocumentationTests {
    @Test func uiStringTableMatchesTheDefaults() throws {
        let section = GeneratedSection(path: "docs/LOCALIZATION.md",
                                       begin: "<!-- BEGIN GENERATED UI STRINGS: run the tests with EASE_RECORD=1 to update -->\n",
                                       end: "<!-- END GENERATED UI STRINGS -->")
        let (found, expected) = try section.compare(with: "\n" + InterfaceStrings.markdownTable() + "\n")
        #expect(found == expected, "docs/LOCALIZATION.md is out of date: run `EASE_RECORD=1 swift test --filter LocalizationDocumentationTests`")
    }
}
