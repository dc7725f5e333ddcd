import EaseDiagnostics
import EaseTestSupport
import Testing
@testable import EaseCore

@Suite struct TemplateEscapingCheckTests {
    func found(_ overrides: [String: String]) throws -> (ContentFixture, [Diagnostic]) {
        let (fixture, diagnostics) = try TemplateFixture.load(overrides)
        return (fixture, diagnostics.filter { $0.id.hasPrefix("template.escaped") || $0.id.hasPrefix("template.unescaped") })
    }

    @Test func markupWrittenEscapedIsAnErrorWithTheTripleTagAsItsFixIt() throws {
        let (fixture, diagnostics) = try found(["reading.mustache": "<h1>{{title}}</h1>\n<div>{{ body }}</div>\n"])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.map(\.id) == ["template.escaped-markup"])
        #expect(diagnostic.message == "'{{ body }}' escapes the HTML in 'body', so the page shows its tags as text; write '{{{body}}}'")
        let range = SourceRange(line: 2, column: 6, length: 10)
        #expect(diagnostic.location == SourceLocation(path: fixture.path("reading.mustache"), range: range))
        #expect(diagnostic.fixIts == [FixIt("write '{{{body}}}'", replacing: range, with: "{{{body}}}")])
    }

    @Test func textWrittenUnescapedIsAnError() throws {
        let (_, diagnostics) = try found(["reading.mustache": "{{{body}}}<h1>{{{title}}}</h1><p>{{& summary}} {{{ui.on-this-page}}} {{{image.alt}}}</p>\n"])
        #expect(diagnostics.map(\.id) == Array(repeating: "template.unescaped-text", count: 4))
        #expect(diagnostics.first?.message
            == "'{{{title}}}' writes the text of 'title' unescaped, so a '<' in the content would become markup; write '{{title}}'")
        #expect(diagnostics.map { $0.fixIts.first?.replacement } == ["{{title}}", "{{summary}}", "{{ui.on-this-page}}", "{{image.alt}}"])
    }

    @Test func aPartialsCurrentValueIsWhatTheIncludingTagsSectionIsOver() throws {
        let (fixture, diagnostics) = try found(["reflect.mustache": "<ul>{{#prompts}}{{> prompt}}{{/prompts}}</ul>\n",
                                                "partials/prompt.mustache": "<li>{{{.}}}</li>\n"])
        #expect(diagnostics.map(\.id) == ["template.unescaped-text"])
        #expect(diagnostics.first?.location?.path == fixture.path("partials/prompt.mustache"))
    }

    @Test func aPartialIncludedWhereDotIsTextAndWhereItIsNotIsWrongWhereItIsText() throws {
        // Inside `{{#prompts}}` `.` is a prompt's text; inside `{{#reminder}}` it is keyed values.
        let reflect = "{{#prompts}}{{> prompt}}{{/prompts}}\n{{#reminder}}{{> prompt}}{{/reminder}}\n"
        let (fixture, mixed) = try found(["reflect.mustache": reflect, "partials/prompt.mustache": "<li>{{{.}}}</li>\n"])
        let diagnostic = try #require(mixed.first)
        #expect(mixed.map(\.id) == ["template.unescaped-text"])
        #expect(diagnostic.message == "'{{{.}}}' writes the text of each of 'prompts' unescaped where reflect.mustache includes this partial, "
            + "so a '<' in the content would become markup")
        #expect(diagnostic.location == SourceLocation(path: fixture.path("partials/prompt.mustache"), range: SourceRange(line: 1, column: 5, length: 7)))
        // No fix-it: `{{.}}` would suit the prompts and not the other tag. The note is at the including tag.
        #expect(diagnostic.fixIts.isEmpty)
        #expect(diagnostic.notes.first?.location == SourceLocation(path: fixture.path("reflect.mustache"), range: SourceRange(line: 1, column: 13, length: 12)))
        // Escaped, the partial suits the prompts, and the keyed values are no text to escape or not.
        let (_, escaped) = try found(["reflect.mustache": reflect, "partials/prompt.mustache": "<li>{{.}}</li>\n"])
        #expect(escaped.isEmpty)
    }

    @Test func aPartialIncludedWhereDotIsHTMLAndWhereItIsTextIsWrongForOneOfThemEitherWay() throws {
        let reading = try String(contentsOfFile: ContentFixture.repositoryRoot + "/Templates/reading.mustache", encoding: .utf8)
            + "{{#body}}{{> value}}{{/body}}\n"
        let reflect = "<ul>{{#prompts}}{{> value}}{{/prompts}}</ul>\n"
        let (_, escaped) = try found(["reading.mustache": reading, "reflect.mustache": reflect, "partials/value.mustache": "{{.}}\n"])
        #expect(escaped.map(\.id) == ["template.escaped-markup"])
        #expect(escaped.first?.message == "'{{.}}' escapes the HTML in 'body' where reading.mustache includes this partial, so the page shows its tags as text")
        let (_, unescaped) = try found(["reading.mustache": reading, "reflect.mustache": reflect, "partials/value.mustache": "{{{.}}}\n"])
        #expect(unescaped.map(\.id) == ["template.unescaped-text"])
        #expect(unescaped.first?.notes.first?.message == "reflect.mustache includes the partial here")
    }

    @Test func flagsNumbersAndUnknownNamesAreNotJudged() throws {
        // `{{{bdy}}}` is template.unknown-name's, not a second report here.
        let (_, diagnostics) = try found(["reading.mustache": "{{{body}}}{{{hasTOC}}}{{{bdy}}}{{{ui.no-such-string}}}{{#toc}}{{{.}}}{{/toc}}\n"])
        #expect(diagnostics.isEmpty)
    }

    @Test func theCurrentValueIsWhatTheSectionAroundItIsOver() throws {
        let (_, reflect) = try found(["reflect.mustache": "{{#prompts}}<li>{{{.}}}</li>{{/prompts}}{{#title}}{{& .}}{{/title}}{{#reminder}}{{{.}}}{{/reminder}}\n"])
        #expect(reflect.map(\.message) == [
            "'{{{.}}}' writes the text of each of 'prompts' unescaped, so a '<' in the content would become markup; write '{{.}}'",
            "'{{& .}}' writes the text of 'title' unescaped, so a '<' in the content would become markup; write '{{.}}'",
        ])
        let (_, statements) = try found(["coping-statements.mustache": "{{#groups}}{{#statements}}{{{.}}}{{/statements}}{{/groups}}\n"])
        #expect(statements.map(\.id) == ["template.unescaped-text"])
        let (_, body) = try found(["reading.mustache": "{{#body}}{{.}}{{/body}}\n"])
        #expect(body.map(\.id) == ["template.escaped-markup"])
    }
}

@Suite struct TemplateContentCheckTests {
    @Test func aLayoutWithoutTheContentIsAWarning() throws {
        let (fixture, diagnostics) = try TemplateFixture.load(["layout.mustache": "<!DOCTYPE html><html><body>{{pageTitle}}</body></html>\n"])
        let missing = diagnostics.filter { $0.id == "template.missing-content" }
        #expect(missing.map(\.message) == ["layout.mustache never writes '{{{content}}}', so every page would have no main content"])
        #expect(missing.first?.severity == .warning)
        #expect(missing.first?.location?.path == fixture.path("layout.mustache"))
    }

    @Test func aBodyWrittenByAPartialCounts() throws {
        // exercise.mustache writes its body through partials/exercise-body.mustache.
        let (_, shipped) = try TemplateFixture.load([:])
        #expect(shipped.isEmpty)
        let (_, withoutBody) = try TemplateFixture.load(["partials/exercise-body.mustache": "<p>{{instructions}}</p>\n"])
        #expect(withoutBody.filter { $0.id == "template.missing-content" }.map(\.message) == [
            "exercise.mustache never writes '{{{body}}}', so its pages would have no body",
            "session-step.mustache never writes '{{{body}}}', so its pages would have no body",
        ])
    }

    @Test func theBodyWrittenAsTheCurrentValueOfItsSectionCounts() throws {
        let (_, diagnostics) = try TemplateFixture.load(["reading.mustache": "<h1>{{title}}</h1>{{#body}}{{{.}}}{{/body}}\n"])
        #expect(diagnostics.isEmpty)
    }

    @Test func aLocalesOwnTemplateIsCheckedToo() throws {
        let (fixture, diagnostics) = try TemplateFixture.load(["reading.ru.mustache": "<h1>{{title}}</h1>\n"])
        #expect(diagnostics.filter { $0.id == "template.missing-content" }.map(\.location?.path) == [fixture.path("reading.ru.mustache")])
    }
}
