import EaseCore
import EaseHTML
import Testing

@Suite struct ElementIndexTests {
    let document = HTMLParser.parse(Array("""
    <html><body>
    <a id="skip" href="#main">Skip</a>
    <main id="main" role="main"><h2 aria-label="x">A</h2><button onclick="go()">Go</button><a href="/b/">B</a></main>
    <img src="x.png" alt="" aria-hidden="true">
    </body></html>
    """.utf8))

    @Test func groupsByIdTagAndAttributeInDocumentOrder() {
        let index = ElementIndex(document)
        #expect(index.ids["main"]?.map(\.name) == ["main"])
        #expect(index.elements(named: ["a"]).map { $0["href"] } == ["#main", "/b/"])
        // Several groups are merged in document order, each element once.
        #expect(index.elements(named: ["img", "a"], withAttributes: ["id"]).map(\.name) == ["a", "main", "a", "img"])
        #expect(index.elements(attributePrefixes: ["aria-", "on"]).map(\.name) == ["h2", "button", "img"])
        #expect(index.elements(named: ["table"]).isEmpty)
    }

    @Test func idsKeepEveryElementThatHasThemInDocumentOrder() {
        let document = HTMLParser.parse(Array(#"<html><body><p>x</p><p id="a" class="c">y</p><div><span id="b">z</span><em id="a">w</em></div></body></html>"#.utf8))
        let ids = ElementIndex(document).ids
        #expect(ids["a"]?.map(\.name) == ["p", "em"])
        #expect(ids["b"]?.map(\.name) == ["span"])
        #expect(ids.count == 2)
    }
}
