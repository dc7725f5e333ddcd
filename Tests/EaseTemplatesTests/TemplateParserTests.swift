import EaseBytes
import Testing
@testable import EaseTemplates

@Suite struct TemplateParserTests {
    func error(_ text: String) -> TemplateSyntaxError? {
        do {
            _ = try CompiledTemplate(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func sectionsNeverClosedAreReportedAtTheEnd() {
        #expect(error("<h1>x</h1>\n{{#items}}\n<p>") == TemplateSyntaxError(kind: .sectionNeverClosed("items"), line: 3, column: 4))
    }

    @Test func positionsCountLinesAndScalarsAsDiagnosticsDo() {
        // `e` and a combining acute accent are one character but two scalars; a lone CR ends a line.
        #expect(error("e\u{301} {{/a}}") == TemplateSyntaxError(kind: .closingWithoutSection("a"), line: 1, column: 7))
        #expect(error("x\r🙂{{/a}}") == TemplateSyntaxError(kind: .closingWithoutSection("a"), line: 2, column: 5))
        #expect(error("x\r\n{{/a}}") == TemplateSyntaxError(kind: .closingWithoutSection("a"), line: 2, column: 4))
    }

    @Test func wrongClosingNamesPointAtTheName() {
        #expect(error("{{#a}}\n  {{/b}}") == TemplateSyntaxError(kind: .sectionClosedWithWrongName(expected: "a", found: "b"), line: 2, column: 6))
        #expect(error("x {{/b}}")?.kind == .closingWithoutSection("b"))
    }

    @Test func unfinishedTagsAndComments() {
        #expect(error("{{title")?.kind == .unfinishedTag)
        #expect(error("{{{title}}")?.kind == .unfinishedTag)
        #expect(error("{{ti tle}}")?.kind == .unfinishedTag)
        #expect(error("{{name)}}")?.kind == .unfinishedTag)
        #expect(error("a {{! never")?.kind == .commentNeverClosed)
    }

    @Test func constructsOutsideEasesMustacheAreUnsupported() {
        for text in ["{{=<% %>=}}", "{{<parent}}{{/parent}}", "{{$block}}x{{/block}}", "{{%CONTENT_TYPE:TEXT}}", "{{>*dynamic}}",
                     "{{uppercased(title)}}"] {
            guard case .unsupported = error(text)?.kind else {
                Issue.record("\(text) should be unsupported")
                continue
            }
        }
        #expect(error("x\n  {{=<% %>=}}") == TemplateSyntaxError(kind: .unsupported("changed delimiters ({{=<% %>=}})"), line: 2, column: 5))
    }

    @Test func partialNamesAreListed() throws {
        let template = try CompiledTemplate("{{> a}}{{#x}}{{>b/c}}{{/x}}{{^y}}{{> d}}{{/y}}")
        #expect(template.partialNames == ["a", "b/c", "d"])
    }
}

@Suite struct TemplateLibraryTests {
    @Test func cyclesArePartialChainsBackToTheirStart() throws {
        var library = TemplateLibrary()
        library.register(try CompiledTemplate("{{> b}}"), named: "a")
        library.register(try CompiledTemplate("x{{#s}}{{> a}}{{/s}}"), named: "b")
        library.register(try CompiledTemplate("{{> c}}"), named: "c")
        library.register(try CompiledTemplate("{{> a}}{{> missing}}"), named: "d")
        #expect(library.partialCycles == [["a", "b", "a"], ["c", "c"]])
    }

    @Test func aPartialIncludingItselfStopsAtTheDepthLimit() throws {
        var library = TemplateLibrary()
        library.register(try CompiledTemplate("x{{> loop}}"), named: "loop")
        #expect(library.render("loop", context: [String: Any]()) == String(repeating: "x", count: TemplateLibrary.partialDepthLimit + 1))
    }

    @Test func rendersBytesWithTheLayoutAroundThePage() throws {
        var library = TemplateLibrary()
        library.register(try CompiledTemplate("<main>\n{{{content}}}\n</main>\n"), named: "layout")
        let output = ByteBuffer()
        library.render("layout", context: ["content": "<p>a &amp; b</p>"] as [String: Any], into: output)
        #expect(output.array == Array("<main>\n<p>a &amp; b</p>\n</main>\n".utf8))
        library.render("no-such-template", context: [String: Any](), into: output)
        #expect(output.count == 32)
    }
}
