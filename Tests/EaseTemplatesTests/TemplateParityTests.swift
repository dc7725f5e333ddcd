import Mustache
import Testing
@testable import EaseTemplates

/// The engine against swift-mustache 2.1, which rendered Ease's site before it: the same
/// templates and data must give the same bytes.
@Suite struct TemplateParityTests {
    /// Renders `main` with both engines, every entry of `partials` registered beside it.
    static func both(_ main: String, partials: [String: String] = [:], context: Any) throws -> (ours: String, oracle: String) {
        var ours = TemplateLibrary()
        var oracle = MustacheLibrary()
        for (name, text) in partials.merging(["main": main], uniquingKeysWith: { $1 }) {
            ours.register(try CompiledTemplate(text), named: name)
            try oracle.register(text, named: name)
        }
        return (ours.render("main", context: context), oracle.render(context, withTemplate: "main") ?? "")
    }

    // Only read.
    nonisolated(unsafe) static let context: [String: Any] = [
        "title": "Worry <time> & \"rest\" 'now'",
        "empty": "",
        "count": 3,
        "yes": true,
        "no": false,
        "ui": ["skip": "Skip to content", "nested": ["deep": "deep value"]] as [String: Any],
        "labels": ["one": "One", "two": "Two"] as [String: String],
        "items": [["name": "first", "yes": false], ["name": "second"], ["name": "<third>", "title": "inner title"]] as [[String: Any]],
        "words": ["alpha", "beta"],
        "none": [[String: Any]](),
        "mixed": [1, "two", true] as [Any],
    ]

    static let cases: [(String, String)] = [
        ("plain", "Hello {{title}}!\n"),
        ("triple and ampersand", "{{{title}}} {{& title}} {{ title }}"),
        ("dotted", "{{ui.skip}} {{ui.nested.deep}} {{labels.two}} {{ui.missing}} {{missing.skip}}"),
        ("numbers and booleans", "{{count}} {{yes}} {{no}}"),
        ("standalone sections", "<ul>\n  {{#items}}\n  <li>{{name}}</li>\n  {{/items}}\n</ul>\n"),
        ("inline sections", "a{{#yes}} yes {{/yes}}b{{^no}} not no {{/no}}c{{#no}}X{{/no}}"),
        ("climbing", "{{#items}}{{name}}:{{title}};{{/items}}"),
        ("innermost only", "{{#items}}[{{.title}}]{{/items}}"),
        ("dot", "{{#words}}<{{.}}>{{/words}}{{#mixed}}({{.}}){{/mixed}}"),
        ("inverted lists", "{{^none}}nothing{{/none}}{{^items}}never{{/items}}{{^missing}}absent{{/missing}}"),
        ("string section", "{{#title}}[{{title}}]{{/title}}{{#empty}}e{{/empty}}"),
        ("dictionary section", "{{#ui}}{{skip}}/{{nested.deep}}{{/ui}}"),
        ("comments", "a {{! a comment }} b\n  {{! standalone }}\n  {{! held }} c\nd"),
        ("crlf", "line\r\n  {{#yes}}\r\n  in\r\n  {{/yes}}\r\nout\r\n"),
        ("partial standalone", "<main>\n  {{> part}}\n</main>\n"),
        ("partial inline", "<p>{{> part}}</p>\n"),
        ("partial in section", "{{#items}}\n    {{> part}}\n{{/items}}\n"),
        ("tag at end", "text {{"),
        ("empty name", "{{}}|{{#items}}{{ }}{{/items}}"),
        ("lone braces", "a { b } {c} }} {{title}}"),
        ("closing quirk", "A{{#yes}}B\n{{/yes}}\n  {{#yes}}\nC\n  {{/yes}}\n"),
        ("combining marks", "{{title}}é"),
        ("whitespace only line", "   \n\t\n{{#yes}}   \n{{/yes}}"),
    ]

    @Test(arguments: cases) func rendersLikeSwiftMustache(_ name: String, _ template: String) throws {
        let partials = ["part": "<span>{{title}}</span>\n{{#items}}\n  <b>{{name}}</b>\n{{/items}}\nend"]
        let (ours, oracle) = try Self.both(template, partials: partials, context: Self.context)
        #expect(ours == oracle, "\(name)")
    }

    @Test func rendersTheSameAsSwiftMustacheOnGeneratedTemplates() throws {
        var generator = TemplateGenerator(seed: 0x5EED)
        var (rendered, rejected) = (0, 0)
        for _ in 0..<3_000 {
            // No partial includes itself, directly or not (both engines would recurse forever).
            let main = generator.template(depth: 3, partials: ["part", "other", "nothing"])
            let partials = ["part": generator.template(depth: 2, partials: ["other"]), "other": generator.template(depth: 1, partials: [])]
            let ours = Result { try Self.both(main, partials: partials, context: Self.context) }
            let oracleAccepts = ([main] + partials.values).allSatisfy { (try? MustacheTemplate(string: $0)) != nil }
            switch ours {
            case .success(let (ours, oracle)):
                #expect(oracleAccepts)
                #expect(ours == oracle, "template: \(String(reflecting: main)) partials: \(partials)")
                if ours != oracle { return }
                rendered += 1
            case .failure:
                // Both engines refuse the same templates (a stray `{` before a tag makes `{{{` without `}}}`).
                #expect(!oracleAccepts, "template: \(String(reflecting: main)) partials: \(partials)")
                rejected += 1
            }
        }
        #expect(rendered > 1_500)
        #expect(rendered + rejected == 3_000)
    }

    @Test func escapesQuotesFollowedByACombiningMark() throws {
        var library = TemplateLibrary()
        library.register(try CompiledTemplate("<a title=\"{{t}}\">"), named: "main")
        // swift-mustache compares whole characters, so `"` + U+0301 is one character it does not escape.
        #expect(library.render("main", context: ["t": "x\"\u{301} onmouseover=y"]) == "<a title=\"x&quot;\u{301} onmouseover=y\">")
    }

    /// Rendered markup is placed as it is by a triple tag and escaped by a double one, like the
    /// same text as a string; in a section it is a value like any other.
    @Test func renderedMarkupIsTextKeptAsBytes() throws {
        var library = TemplateLibrary()
        library.register(try CompiledTemplate("[{{{content}}}] [{{content}}] {{#content}}yes{{/content}}{{^content}}no{{/content}}"), named: "main")
        let markup = "<p class=\"x\">a & b</p>"
        let asString = library.render("main", context: ["content": markup])
        #expect(library.render("main", context: ["content": RenderedMarkup(Array(markup.utf8))]) == asString)
        #expect(asString == "[<p class=\"x\">a & b</p>] [&lt;p class=&quot;x&quot;&gt;a &amp; b&lt;/p&gt;] yes")
    }
}

/// Seeded random templates: text, whitespace, line ends and every supported tag, sections balanced.
struct TemplateGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    private mutating func pick(_ choices: [String]) -> String { choices[next(choices.count)] }

    /// A template with sections nested `depth` deep that may include the named partials.
    mutating func template(depth: Int, partials: [String]) -> String {
        var text = ""
        for _ in 0..<(1 + next(8)) { text += piece(depth: depth, partials: partials) }
        return text
    }

    private mutating func piece(depth: Int, partials: [String]) -> String {
        switch next(10) {
        case 0, 1: return pick(["word", " ", "  ", "\t", "\n", "\n", "\r\n", "<p>", "&", "{", "}"])
        case 2: return pick(["{{title}}", "{{{title}}}", "{{& title}}", "{{ ui.skip }}", "{{.}}", "{{name}}", "{{count}}", "{{missing}}"])
        case 3: return pick(["{{! note }}", "{{!\nlong\n}}"])
        case 4 where !partials.isEmpty: return pick(["{{> ", "{{>", "  {{> "]) + pick(partials) + "}}"
        case 5 where depth > 0, 6 where depth > 0, 7 where depth > 0:
            let name = pick(["items", "yes", "no", "none", "ui", "title", "words", "missing"])
            let open = pick(["{{#", "{{^"]) + name + "}}"
            let close = "{{/" + name + "}}"
            let inside = pick(["", "\n", "  ", "\n  "])
            let after = pick(["", "\n", " \n", "x"])
            return open + inside + template(depth: depth - 1, partials: partials) + pick(["", "\n", "\n  "]) + close + after
        default: return pick(["\n  ", "text ", " \t", "line\n"])
        }
    }
}
