@testable import EaseCore
import EaseDiagnostics
import Testing

/// `{{> name}}` tags naming no template, found in a template's bytes: lines, scalar columns and
/// lengths, several tags on a line, tags left open, and CR LF line ends.
@Suite struct PartialReferencesTests {
    static let known: Set<String> = ["card", "tab-bar"]

    static func ranges(_ text: String) -> [SourceRange?] {
        PartialReferences.unknown(in: SourceFile(path: "t.mustache", text: text), known: known).map { $0.location?.range }
    }

    @Test func knownPartialsAreNotReported() {
        #expect(Self.ranges("{{> card}}\n<p>{{>tab-bar}}</p>{{>  card  }}\n").isEmpty)
    }

    @Test func columnsCountScalarsOnTheTagsLine() {
        let text = "<h1>é</h1>\n  «{{> crad}}» {{> card}} {{>nope}}\n{{> tab-bar}}"
        #expect(Self.ranges(text) == [SourceRange(line: 2, column: 4, length: 10), SourceRange(line: 2, column: 27, length: 9)])
        let message = PartialReferences.unknown(in: SourceFile(path: "t.mustache", text: text), known: Self.known).first?.message
        #expect(message == "partial 'crad' does not exist; did you mean 'card'?")
    }

    @Test func aTagClosedOnALaterLineIsNotOne() {
        #expect(Self.ranges("{{> open\n}} {{> gone}}") == [SourceRange(line: 2, column: 4, length: 10)])
        #expect(Self.ranges("{{> never").isEmpty)
    }

    @Test func carriageReturnsEndLines() {
        #expect(Self.ranges("<p>\r\n<p>\r\n {{> missing}}\r\n") == [SourceRange(line: 3, column: 2, length: 13)])
        // A carriage return alone ends a line too, as for every other diagnostic (`SourceFile`).
        #expect(Self.ranges("<p>\r {{> missing}}") == [SourceRange(line: 2, column: 2, length: 13)])
    }
}
