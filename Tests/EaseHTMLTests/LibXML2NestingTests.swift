@testable import EaseHTML
import Testing

/// The table of nesting answers by code says what the answers by name say, for HTML's own
/// elements, and nothing for the questions it cannot hold (another name, an unknown pair).
@Suite struct LibXML2NestingTests {
    static func packed(_ name: String) -> PackedName {
        var name = name
        return name.withUTF8 { PackedName($0)! }
    }

    static func code(_ name: String) -> Int32 { HTMLNames.codes[name]! }

    @Test func theTableAnswersAsTheMap() {
        var map = PackedKeyMap<LibXML2Nesting.Question, Bool>()
        let pairs: [(String?, String, Bool)] = [("p", "div", false), ("p", "em", true), ("ul", "li", true), (nil, "img", true),
                                                (nil, "p", false), ("tr", "td", true)]
        for (parent, child, answer) in pairs {
            map[.init(parent: parent.map(Self.packed) ?? .none, child: Self.packed(child))] = answer
        }
        // A custom element's answer is kept by name only.
        map[.init(parent: Self.packed("div"), child: Self.packed("my-card"))] = true
        let table = LibXML2Nesting.Table(map)
        for (parent, child, answer) in pairs {
            #expect(table.answer(parent: parent.map(Self.code) ?? -1, child: Self.code(child)) == answer, "\(parent ?? "-") \(child)")
        }
        #expect(table.answer(parent: Self.code("div"), child: Self.code("p")) == nil, "a pair not asked yet")
        #expect(table.answer(parent: Self.code("div"), child: Int32(HTMLNames.count + 1)) == nil, "a page's own name")
        #expect(table.answer(parent: Self.code("class"), child: Self.code("p")) == nil, "an attribute's code")
    }

    @Test func answersFromLibXML2ReachTheTable() {
        let question = LibXML2Nesting.Question(parent: Self.packed("li"), child: Self.packed("ol"))
        let answer = LibXML2Nesting.answer(question)
        #expect(answer == true)
        #expect(LibXML2Nesting.known.table.answer(parent: Self.code("li"), child: Self.code("ol")) == answer)
        #expect(LibXML2Nesting.answer(.init(parent: .none, child: Self.packed("br"))) == true)
        #expect(LibXML2Nesting.known.table.answer(parent: -1, child: Self.code("br")) == true)
    }
}
