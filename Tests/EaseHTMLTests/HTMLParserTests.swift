import EaseHTML
import Testing

@Suite struct HTMLParserTests {
    @Test func copiesElementsAttributesTextAndLines() throws {
        let document = HTMLParser.parse(Array("""
        <!DOCTYPE html>
        <html lang="en">
        <head><title>T</title></head>
        <body>
        <p class="a b" id="x">Hello <em>there</em> &amp; you</p>
        <img src="a.png" alt="">
        </body>
        </html>
        """.utf8))
        #expect(document.hasDoctype)
        let root = try #require(document.root)
        #expect(root.name == "html" && root["lang"] == "en")
        let paragraph = try #require(document.first("p"))
        #expect(paragraph.line == 5)
        #expect(paragraph["class"] == "a b")
        #expect(paragraph.textContent == "Hello there & you")
        let image = try #require(document.first("img"))
        #expect(image.has("alt") && image["alt"] == "")
        #expect(document.elements.map(\.name) == ["html", "head", "title", "body", "p", "em", "img"])
    }

    @Test func brokenHTMLIsRecoveredSilently() {
        let document = HTMLParser.parse(Array("<p><b>unclosed <div>text</p></i>".utf8))
        #expect(document.first("div")?.textContent == "text")
        #expect(!document.hasDoctype)
    }

    @Test func deepNestingIsCutOff() {
        let html = String(repeating: "<div>", count: 5_000) + "x"
        let document = HTMLParser.parse(Array(html.utf8))
        #expect(document.elements.count <= HTMLParser.maximumDepth + 4)
    }

    @Test func emptyInputGivesNoRoot() {
        #expect(HTMLParser.parse([]).root == nil)
    }

    @Test func fragmentTargetsAreIdsAndAnchorNames() {
        let html = #"<html><body><h2 id="part-1">One</h2><a name="old">x</a><p name="not-a-target">y</p><div><span id="deep">z</span></div></body></html>"#
        #expect(HTMLParser.fragmentTargets(Array(html.utf8)) == ["part-1", "old", "deep"])
        #expect(HTMLParser.fragmentTargets([]) == [])
    }
}
