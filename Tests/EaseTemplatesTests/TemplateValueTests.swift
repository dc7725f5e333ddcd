import EaseBytes
import Testing
@testable import EaseTemplates

/// A value sorted by kind when it is made renders as the same value read through `Any` did: as
/// swift-mustache renders it, for the kinds swift-mustache knows, and as its plain equivalent for
/// Ease's own (markup, rows made on demand).
@Suite struct TemplateValueTests {
    /// Every way a tag can use `v`: written, written as is, a section, an inverted section, a
    /// dotted name into it, and the innermost context inside a section over it.
    static let template = "[{{v}}|{{{v}}}|{{#v}}<{{x}}>{{/v}}|{{^v}}none{{/v}}|{{v.x}}|{{#v}}{{title}}{{/v}}]"

    /// The same without writing `v` itself (a collection is written as its description, which
    /// says what type holds it).
    static let sections = "[{{#v}}<{{x}}>{{/v}}|{{^v}}none{{/v}}|{{v.x}}|{{#v}}{{title}}{{/v}}]"

    static func render(_ context: Any, template: String = template) throws -> String {
        var library = TemplateLibrary()
        library.register(try CompiledTemplate(template), named: "main")
        return library.render("main", context: context)
    }

    static var values: [(String, Any)] { [
        ("text", "a & <b>"), ("empty text", ""), ("true", true), ("false", false), ("zero", 0), ("number", 42),
        ("dictionary", ["x": "inner", "title": "T"] as [String: Any]), ("strings", ["one", "two"]),
        ("dictionaries", [["x": "1"], ["x": "2", "title": "second"]] as [[String: Any]]),
        ("no dictionaries", [] as [[String: Any]]), ("optional", Optional("wrapped") as Any),
    ] }

    @Test(arguments: 0..<11)
    func rendersAsSwiftMustacheAndAsAny(index: Int) throws {
        let (name, value) = Self.values[index]
        let oracle = try TemplateParityTests.both(Self.template, context: ["v": value, "title": "outer"]).oracle
        let throughAny = try Self.render(["v": value, "title": "outer"] as [String: Any])
        let sorted = try Self.render(["v": TemplateValue(value), "title": "outer"] as TemplateValues)
        #expect(throughAny == oracle, "\(name)")
        #expect(sorted == oracle, "\(name)")
    }

    @Test func typedValuesRenderAsTheValuesTheyHold() throws {
        let list: [TemplateValues] = [["x": "1"], ["x": "2", "title": "second"]]
        let pairs: [(TemplateValue, Any, String)] = [
            (.text("a & b"), "a & b", Self.template), (.flag(true), true, Self.template), (.flag(false), false, Self.template),
            (7, 7, Self.template), (.list(list), list, Self.sections), (.list([]), [TemplateValues](), Self.sections),
            (.values(["x": "inner"]), ["x": "inner"] as [String: Any], Self.sections),
            // Ease's own kinds: markup is its text, rows made on demand are the list they make.
            (.markup(RenderedMarkup(Array("<p>x</p>".utf8))), "<p>x</p>", Self.template),
            (.markup(writtenBy: { $0.append(literal: "<p>x</p>") }), "<p>x</p>", Self.template),
            (.rows(TemplateRows(count: 2) { list[$0] }), list, Self.sections),
            (.rows(TemplateRows(count: 0) { list[$0] }), [TemplateValues](), Self.sections),
        ]
        for (typed, plain, template) in pairs {
            let expected = try Self.render(["v": plain, "title": "outer"] as [String: Any], template: template)
            #expect(try Self.render(["v": typed, "title": "outer"] as TemplateValues, template: template) == expected, "\(plain)")
        }
    }

    /// Markup written in place is written where the tag stands, as the same bytes held would be,
    /// also inside an indented partial, and once per tag that names it.
    @Test func markupWrittenInPlaceRendersAsMarkupHeld() throws {
        var library = TemplateLibrary()
        library.register(try CompiledTemplate("<body>\n  {{> main}}\n</body>\n{{{content}}}|{{content}}"), named: "layout")
        library.register(try CompiledTemplate("<main>\n{{{content}}}\n</main>\n"), named: "main")
        let markup = "<p>one</p>\n<p>two & three</p>"
        var written = 0
        let held = library.render("layout", context: ["content": TemplateValue.markup(RenderedMarkup(Array(markup.utf8)))] as TemplateValues)
        let inPlace = library.render("layout", context: ["content": TemplateValue.markup(writtenBy: {
            written += 1
            $0.append(utf8: markup)
        })] as TemplateValues)
        #expect(inPlace == held)
        // A partial's indentation goes before each of its lines, and before a value's first line only.
        #expect(held.contains("  <main>\n  <p>one</p>\n<p>two & three</p>\n  </main>\n"))
        #expect(held.hasSuffix("\n<p>one</p>\n<p>two & three</p>|&lt;p&gt;one&lt;/p&gt;\n&lt;p&gt;two &amp; three&lt;/p&gt;"))
        #expect(written == 3)
    }

    @Test func boxedGivesBackTheValueGiven() {
        #expect(TemplateValue("text").boxed as? String == "text")
        #expect(TemplateValue(3 as Any).boxed as? Int == 3)
        #expect(TemplateValue(["a": 1] as [String: Any]).boxed is [String: Any])
        #expect(TemplateValue(TemplateRows(count: 1) { _ in "row" }).boxed is TemplateRows)
        #expect(TemplateValue(Optional("x") as Any).boxed is String?)
        #expect(TemplateValue([TemplateValues()] as Any).boxed is [TemplateValues])
    }
}
