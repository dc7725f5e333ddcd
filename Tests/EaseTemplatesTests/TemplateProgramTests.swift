import Testing
@testable import EaseTemplates

/// The library's templates run as one flat program: partials linked by number whenever a
/// template is registered, sections' bodies as ranges of steps.
@Suite struct TemplateProgramTests {
    func library(_ templates: [(String, String)]) throws -> TemplateLibrary {
        var library = TemplateLibrary()
        for (name, text) in templates { library.register(try CompiledTemplate(text), named: name) }
        return library
    }

    @Test func aPartialRegisteredLaterIsLinked() throws {
        let library = try library([("page", "<main>{{> card}}</main>"), ("card", "<p>{{title}}</p>")])
        #expect(library.render("page", context: ["title": "Breathe"]) == "<main><p>Breathe</p></main>")
    }

    @Test func aPartialThatNamesNoTemplateRendersNothing() throws {
        let library = try library([("page", "a{{> missing}}b")])
        #expect(library.render("page", context: [String: Any]()) == "ab")
        #expect(library.render("missing", context: [String: Any]()) == "")
    }

    @Test func replacingATemplateRelinksThePartialsThatNameIt() throws {
        var library = try library([("page", "[{{> card}}]"), ("card", "old")])
        library.register(try CompiledTemplate("new {{title}}"), named: "card")
        #expect(library.render("page", context: ["title": "x"]) == "[new x]")
    }

    @Test func nestedSectionsEndWhereTheirBodiesEnd() throws {
        let text = "{{#rows}}<{{#cells}}{{.}},{{/cells}}{{^cells}}none{{/cells}}>{{/rows}}|{{#flag}}on{{/flag}}{{^flag}}off{{/flag}}"
        let library = try library([("t", text)])
        let context: [String: Any] = ["rows": [["cells": ["a", "b"]], ["cells": [String]()]], "flag": false]
        #expect(library.render("t", context: context) == "<a,b,><none>|off")
    }

    @Test func aStandalonePartialIndentsEachLineOfItsTemplate() throws {
        let library = try library([("page", "<ul>\n  {{> item}}\n</ul>\n"), ("item", "<li>{{a}}</li>\n<li>{{b}}</li>\n")])
        #expect(library.render("page", context: ["a": "1", "b": "2"]) == "<ul>\n  <li>1</li>\n  <li>2</li>\n</ul>\n")
    }

    @Test func aTemplateIncludingItselfStopsAtTheDepthLimit() throws {
        let library = try library([("loop", "x{{> loop}}")])
        #expect(library.render("loop", context: [String: Any]()) == String(repeating: "x", count: TemplateLibrary.partialDepthLimit + 1))
    }

    @Test func namesUsedTwiceShareOneEntry() throws {
        let program = TemplateProgram(["t": try CompiledTemplate("{{a}}{{b}}{{a}}{{#a}}{{/a}}")])
        #expect(program.names.map(\.head) == ["a", "b"])
        #expect(program.templates == [0..<4])
    }
}
