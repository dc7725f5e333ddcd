import Dispatch
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

    @Test func elementsAreNumberedInDocumentOrderWithTheirParents() throws {
        let document = HTMLParser.parse(Array("<html><body><main><p>a<em>b</em></p><ul><li>c</li></ul></main></body></html>".utf8))
        #expect(document.elements.enumerated().allSatisfy { $0.offset == $0.element.index })
        let em = try #require(document.first("em"))
        #expect(document.parent(of: em)?.name == "p")
        #expect(document.parent(of: try #require(document.first("li")))?.name == "ul")
        #expect(document.parent(of: try #require(document.root)) == nil)
        #expect(document.ancestors(of: em).map(\.name) == ["p", "main", "body", "html"])
    }

    @Test func textEventsBecomeOneNodeUntilAnElementOrComment() throws {
        // libxml2 reports long text in chunks of 1,000 bytes and entities separately.
        let long = String(repeating: "calm ", count: 1_000)
        let document = HTMLParser.parse(Array("<p>\(long)&amp; more</p><div>a<!-- note -->b</div>".utf8))
        let paragraph = try #require(document.first("p"))
        #expect(paragraph.children.count == 1)
        #expect(paragraph.textContent == long + "& more")
        #expect(try #require(document.first("div")).children.count == 2, "a comment separates text nodes")
    }

    @Test func scriptTextBooleanAttributesAndClasses() throws {
        let document = HTMLParser.parse(Array(#"<body><script>if (a < b) { go() }</script><input disabled class=" x  y-z "></body>"#.utf8))
        #expect(document.first("script")?.textContent == "if (a < b) { go() }")
        let input = try #require(document.first("input"))
        #expect(input.has("disabled") && input["disabled"] == "")
        #expect(input.hasClass("y-z") && input.hasClass("x") && !input.hasClass("y"))
        #expect(input.classes == ["x", "y-z"])
    }

    @Test func namesAreLowerCaseWhateverTheSourceWrote() throws {
        let document = HTMLParser.parse(Array(#"<HTML><Body><P CLASS="a">x</P><p class="b" DATA-X="1">y</p><svg viewBox="0 0 1 1"></svg></Body></HTML>"#.utf8))
        #expect(document.elements.map(\.name) == ["html", "body", "p", "p", "svg"])
        let paragraphs = document.elements(named: ["p"])
        #expect(paragraphs.map { $0["class"] } == ["a", "b"])
        #expect(paragraphs[1].attributes.map(\.name) == ["class", "data-x"])
        #expect(document.elements(withAttributes: ["viewbox"]).map(\.name) == ["svg"])
        #expect(document.first("P") == nil && document.first("p") == paragraphs[0])
    }

    @Test func parsesConcurrently() {
        // libxml2's global state is set up once before any parse; left to concurrent first
        // parsers it raced and could deadlock.
        let page = Array("<html lang='en'><body><h1 id='t'>Title</h1><p>Text</p></body></html>".utf8)
        let counts = Counts()
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            counts.set(index, HTMLParser.parse(page).elements.count + HTMLParser.fragmentTargets(page).count)
        }
        #expect(counts.values == Array(repeating: 5, count: 64), "html, body, h1 and p, and one id")
    }
}

/// One slot per iteration; each is written by exactly one iteration.
private final class Counts: @unchecked Sendable {
    private let slots = UnsafeMutableBufferPointer<Int>.allocate(capacity: 64)
    init() { slots.initialize(repeating: 0) }
    deinit { slots.deallocate() }
    func set(_ index: Int, _ value: Int) { slots[index] = value }
    var values: [Int] { Array(slots) }
}
