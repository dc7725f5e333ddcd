import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// docs/LOCALIZATION.md's table of `ui` strings is generated from `InterfaceStrings`. Run the
/// tests with `EASE_RECORD=1` to rewrite it after adding a string.
@Suite struct LocalizationDocumentationTests {
    static let begin = "<!-- BEGIN GENERATED UI STRINGS: run the tests with EASE_RECORD=1 to update -->\n"
    static let end = "<!-- END GENERATED UI STRINGS -->"

    @Test func uiStringTableMatchesTheDefaults() throws {
        let path = ContentFixture.repositoryRoot + "/docs/LOCALIZATION.md"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "docs/LOCALIZATION.md lacks the generated-table marker")
        let finish = try #require(text.range(of: Self.end))
        let generated = InterfaceStrings.markdownTable()
        if ProcessInfo.processInfo.environment["EASE_RECORD"] == "1" {
            try text.replacingCharacters(in: start.upperBound..<finish.lowerBound, with: "\n" + generated + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<finish.lowerBound]) == "\n" + generated + "\n",
                "docs/LOCALIZATION.md is out of date: run `EASE_RECORD=1 swift test --filter LocalizationDocumentationTests`")
    }
}
