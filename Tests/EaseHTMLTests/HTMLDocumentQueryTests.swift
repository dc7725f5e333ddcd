import EaseHTML
import Testing

@Suite struct HTMLDocumentQueryTests {
    let document = HTMLParser.parse(Array("""
    <html><body>
    <a id="skip" href="#main">Skip</a>
    <main id="main" role="main"><h2 aria-label="x">A</h2><button onclick="go()">Go</button><a href="/b/">B</a></main>
    <img src="x.png" alt="" aria-hidden="true">
    </body></html>
    """.utf8))

    @Test func groupsByIdTagAndAttributeInDocumentOrder() {
        #expect(document.elementsByID()["main"]?.map(\.name) == ["main"])
        #expect(document.elements(named: ["a"]).map { $0["href"] } == ["#main", "/b/"])
        // Several groups are merged in document order, each element once.
        #expect(document.elements(named: ["img", "a"], withAttributes: ["id"]).map(\.name) == ["a", "main", "a", "img"])
        #expect(document.elements(attributePrefixes: ["aria-", "on"]).map(\.name) == ["h2", "button", "img"])
        #expect(document.elements(named: ["table"]).isEmpty)
    }

    @Test func idsKeepEveryElementThatHasThemInDocumentOrder() {
        let document = HTMLParser.parse(Array(#"<html><body><p>x</p><p id="a" class="c">y</p><div><span id="b">z</span><em id="a">w</em></div></body></html>"#.utf8))
        let ids = document.elementsByID()
        #expect(ids["a"]?.map(\.name) == ["p", "em"])
        #expect(ids["b"]?.map(\.name) == ["span"])
        #expect(ids.count == 2)
    }
}
