@testable import EaseHTML
import Testing

/// An element's class list is searched in place when it is ASCII; it must answer as splitting it
/// into names by characters does.
@Suite struct ElementClassListTests {
    @Test(arguments: ["a b c", "  a\tb\nc\u{0C}", "", " ", "ab", "a-b b", "tab-bar__item tab-bar__item--learn", "a\r\nb", "a\rb", "é a", "a é",
                      "a \u{301}b", "b a", "aa a", "a\u{0B}b"])
    func asciiClassListsAnswerAsSplitting(_ list: String) throws {
        let document = HTMLParser.parse(Array("<html><body><p class=\"\(list)\">x</p></body></html>".utf8))
        let element = try #require(document.elements.first { $0.name == "p" })
        let split = (element["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
        for name in ["a", "b", "c", "ab", "a-b", "tab-bar__item", "tab-bar__item--learn", "", "é", "a\r\nb", "\u{301}b", "x"] {
            #expect(element.hasClass(name) == split.contains { $0 == name }, "\(list.debugDescription) \(name.debugDescription)")
        }
    }
}
