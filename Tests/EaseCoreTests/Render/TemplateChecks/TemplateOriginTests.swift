import EaseDiagnostics
import Testing
@testable import EaseCore

@Suite struct TemplateOriginTests {
    let origin = TemplateOrigin(files: [
        SourceFile(path: "T/reading.mustache", text: "<p>{{summary}}</p>\n{{#image}}<figure><img src=\"{{src}}\"></figure>{{/image}}<img src=\"{{src}}\" alt=\"{{alt}}\">\n<h1 class=\"title\"{{#titleAnchor}} id=\"{{titleAnchor}}\"{{/titleAnchor}}>{{title}}</h1>\n"),
        SourceFile(path: "T/partials/scene.mustache", text: "<img src=\"{{src}}\" alt=\"{{alt}}\" width=\"960\" height=\"600\">\n<p>x</p>\n"),
        SourceFile(path: "T/layout.mustache", text: "<html>\n<a class=\"skip-link\" href=\"#main\">{{ui.skip-to-content}}</a>\n<a href=\"{{homeHref}}\">{{siteTitle}}</a>\n"),
    ])

    @Test func aTagIsTracedToTheOneTemplateTagItFits() {
        #expect(origin.origin(ofTagAtStartOf: "<img src=\"/media/a.png\"></figure>")
            == SourceLocation(path: "T/reading.mustache", range: SourceRange(line: 2, column: 19, length: 19)))
        #expect(origin.origin(ofTagAtStartOf: "<img src=\"/media/a.png\" alt=\"\" width=\"960\" height=\"600\">")?.path == "T/partials/scene.mustache")
        #expect(origin.origin(ofTagAtStartOf: "<a class=\"skip-link\" href=\"#main\">Skip to content</a>")
            == SourceLocation(path: "T/layout.mustache", range: SourceRange(line: 2, column: 1, length: 34)))
        #expect(origin.origin(ofTagAtStartOf: "<html>")?.range.start.line == 1)
    }

    @Test func aSectionInsideATagMayBeThereOrNot() {
        #expect(origin.origin(ofTagAtStartOf: "<h1 class=\"title\" id=\"what-gad-is\">What GAD is</h1>")?.range.start.line == 3)
        #expect(origin.origin(ofTagAtStartOf: "<h1 class=\"title\">What GAD is</h1>")?.range.start.line == 3)
        // A bare <h1> is a shape a body's Markdown makes too: not traced.
        #expect(origin.origin(ofTagAtStartOf: "<h1>What GAD is</h1>") == nil)
    }

    @Test func aTagThatFitsNoneOrSeveralOrHasABodysShapeIsNotTraced() {
        #expect(origin.origin(ofTagAtStartOf: "<p>Worry</p>") == nil)
        #expect(origin.origin(ofTagAtStartOf: "<img src=\"/media/a.png\" class=\"x\">") == nil)
        #expect(origin.origin(ofTagAtStartOf: "<img src=\"/media/a.png\" alt=\"A lake\">") == nil)
        // `<a href="{{homeHref}}">` and `<img src="{{src}}" alt="{{alt}}">` are shapes a body's links and images have.
        #expect(origin.origin(ofTagAtStartOf: "<a href=\"/\">Ease</a>") == nil)
        #expect(origin.origin(ofTagAtStartOf: "<a href=\"/\" class=\"x\">Ease</a>") == nil)
        #expect(origin.origin(ofTagAtStartOf: "not a tag") == nil)
    }

    @Test func aWholeLineIsTracedToTheTemplateLinesThatSpellMostOfIt() {
        let lines = TemplateOrigin(files: [
            SourceFile(path: "T/reading.mustache", text: "{{#related}}<li><a href=\"{{href}}\">{{title}}</a></li>\n<p>{{#source}}<cite>{{source}}</cite>{{/source}}</p>\n"),
            SourceFile(path: "T/learn.mustache", text: "{{#readings}}<li><a href=\"{{href}}\">{{title}}</a></li>\n<li>{{> item}}</li>\n"),
        ])
        // Both lists' lines fit; the partial's line spells out less, so it is not named.
        #expect(lines.likelyLines(writing: "<li><a href=\"/learn/a/\">A</a></li>").map(\.path) == ["T/reading.mustache", "T/learn.mustache"])
        // A section on the line is there or not; one opened on another line is left out.
        #expect(lines.likelyLines(writing: "<p><cite>A book</cite></p>").map(\.range.start.line) == [2])
        #expect(lines.likelyLines(writing: "<p></p>").map(\.range.start.line) == [2])
        // An escaped value holds no tag, so only the partial's line, which may write anything, fits;
        // a line with nothing a template spells fits none.
        #expect(lines.likelyLines(writing: "<li><a href=\"/a\">A <em>b</em></a></li>").map(\.range.start.line) == [2])
        #expect(lines.likelyLines(writing: "<h2>Other</h2>").isEmpty)
        #expect(lines.likelyLines(writing: "<li><a href=\"/a\">A</a></li>", limit: 1).isEmpty)
    }
}
