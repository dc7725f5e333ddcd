import EaseTemplates
import EaseTestSupport
import Testing
@testable import EaseCore

/// docs/SITE.md's table of the names templates are given is generated from ``TemplateVocabulary``.
/// Run the tests with `EASE_RECORD=1` to rewrite it after adding a name.
@Suite struct TemplateVocabularyTests {
    @Test func siteDocumentationListsTheVocabulary() throws {
        let section = GeneratedSection(path: "docs/SITE.md",
                                       begin: "<!-- BEGIN GENERATED TEMPLATE NAMES: run the tests with EASE_RECORD=1 to update -->\n",
                                       end: "<!-- END GENERATED TEMPLATE NAMES -->")
        let (found, expected) = try section.compare(with: "\n" + TemplateVocabulary.markdownTable() + "\n")
        #expect(found == expected, "docs/SITE.md is out of date: run `EASE_RECORD=1 swift test --filter TemplateVocabularyTests`")
    }

    @Test func everyPageTemplateHasItsValuesDeclared() {
        let declared = Set(TemplateVocabulary.scopes.filter(\.isTemplate).map(\.name))
        #expect(declared == Set(TemplateSet.requiredTemplates))
    }

    /// Keys the vocabulary does not declare, and values of the wrong kind for the escaping checks.
    @Test func undeclaredKeysAreFoundAtEveryDepth() {
        let rows = TemplateRows(count: 2) { index in ["title": "row \(index)", index == 0 ? "summary" : "sumary": "x"] as [String: Any] }
        let values: TemplateValues = [
            "title": "A reading", "titel": "typo", "minutes": 4, "hasTOC": "yes",
            "toc": .list([["anchor": "a", "txt": "b"]]),
            "image": TemplateValue(["src": "/media/a.png", "alt": "", "width": 3] as [String: Any]),
            "readings": .rows(rows),
            "ui": .values(["anything-at-all": "the string table's keys are not declared"]),
            // A body may be given as the bytes the renderer wrote; a text may not.
            "body": .markup(RenderedMarkup(Array("<p>Calm.</p>".utf8))), "summary": .markup(RenderedMarkup(Array("Calm.".utf8))),
        ]
        #expect(TemplateVocabulary.undeclaredKeys(in: values, scope: "reading").sorted()
            == ["image.width", "reading.hasTOC: text", "reading.minutes: not text", "reading.readings", "reading.summary: not text", "reading.titel",
                "readings.sumary", "toc.txt"])
    }

    @Test func eachSectionScopeHasNamesOnlyOnce() {
        for scope in TemplateVocabulary.scopes {
            #expect(Set(scope.names.map(\.name)).count == scope.names.count, "\(scope.name) declares a name twice")
        }
    }
}
