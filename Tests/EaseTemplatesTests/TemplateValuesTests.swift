import Testing
@testable import EaseTemplates

/// `TemplateValues` render exactly as the dictionaries of the same keys and values, and keep a
/// dictionary's meaning for every key: set, replaced, removed, missing.
@Suite struct TemplateValuesTests {
    static let template = """
        <h1>{{title}}</h1>{{#hasTOC}}<ul>{{#toc}}<li><a href="#{{anchor}}">{{text}}</a> {{title}}</li>{{/toc}}</ul>{{/hasTOC}}\
        {{^missing}}none{{/missing}} {{ui.on-this-page}} {{#image}}<img src="{{src}}" alt="{{alt}}">{{/image}} {{{body}}}
        """

    func render(_ context: Any) throws -> String {
        var library = TemplateLibrary()
        library.register(try CompiledTemplate(Self.template), named: "page")
        return library.render("page", context: context)
    }

    @Test func rendersAsTheSameDictionaries() throws {
        let toc: [[String: Any]] = [["text": "One & two", "anchor": "one"], ["text": "Three", "anchor": "three", "title": "inner"]]
        let dictionary: [String: Any] = ["title": "Worry <time>", "hasTOC": true, "toc": toc, "ui": ["on-this-page": "On this page"],
                                         "image": ["src": "/a.jpg", "alt": "A lake"], "body": RenderedMarkup(Array("<p>x</p>".utf8))]
        var values = TemplateValues(dictionary)
        values["toc"] = .list(toc.map(TemplateValues.init))
        values["image"] = .values(TemplateValues(["src": "/a.jpg", "alt": "A lake"]))
        let expected = try render(dictionary)
        #expect(expected.contains("<li><a href=\"#three\">Three</a> inner</li>"))
        #expect(try render(values) == expected)
    }

    /// Two values made without a literal hold what the literal of the same pairs holds, in its
    /// order, and render as it does; a key set after them is added as to a literal's values.
    @Test func twoValuesAreTheLiteralOfTheSamePairs() throws {
        let literal: TemplateValues = ["text": .text("One & two"), "anchor": .text("one")]
        var pair = TemplateValues(("text", .text("One & two")), ("anchor", .text("one")))
        #expect(pair.entries.map(\.key) == literal.entries.map(\.key))
        #expect(pair["text"]?.boxed as? String == "One & two" && pair["anchor"]?.boxed as? String == "one")
        let page: TemplateValues = ["hasTOC": true, "toc": .list([pair])]
        let expected: TemplateValues = ["hasTOC": true, "toc": .list([literal])]
        #expect(try render(page) == render(expected))
        pair["title"] = .text("inner")
        #expect(pair.sortedByKey.map(\.key) == ["anchor", "text", "title"])
    }

    @Test func keysAreSetReplacedAndRemovedAsInADictionary() {
        var values: TemplateValues = ["a": 1, "b": "two"]
        values["a"] = 3
        #expect(values["a"]?.boxed as? Int == 3)
        values["b"] = "replaced"
        values["c"] = true
        values["a"] = nil
        values["never"] = nil
        #expect(values["a"] == nil && values["never"] == nil)
        #expect(values.sortedByKey.map(\.key) == ["b", "c"])
        #expect(values["b"]?.boxed as? String == "replaced")
        // Keys whose hashes agree are still told apart by their text.
        let key = "tutorialLabel"
        #expect(TemplateValues.hash(key) == TemplateValues.hash(String(key)))
        #expect(TemplateValues(["x": 1])["y"] == nil)
    }
}
