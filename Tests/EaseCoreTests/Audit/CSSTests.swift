import EaseCore
import EaseHTML
import Testing

@Suite struct CSSTests {
    @Test func parsesRulesMediaAndKeyframes() {
        let sheet = CSSStylesheet("""
        /* comment { not a rule } */
        :root { --ink: #123456; }
        .a, p.b > em { color: var(--ink, red) !important; background: url("x;y.png") #fff; }
        @media (prefers-reduced-motion: reduce) { .a { animation: none; } }
        @keyframes grow { from { transform: scale(0.5); } 50% { opacity: 0.5 } to { transform: scale(1); } }
        @font-face { font-family: X; src: url(x.woff); }
        """)
        #expect(sheet.rules.count == 3)
        #expect(sheet.rules[1].selectors.map(\.text) == [".a", "p.b > em"])
        #expect(sheet.rules[1].declarations.first?.isImportant == true)
        #expect(sheet.rules[1].declarations.last?.value == "url(\"x;y.png\") #fff")
        #expect(sheet.rules[2].media == "(prefers-reduced-motion: reduce)")
        #expect(sheet.keyframes["grow"]?.properties == ["transform", "opacity"])
        #expect(sheet.keyframes["grow"]?.opacity.map { [$0.offset, $0.value] } == [[0.5, 0.5]])
    }

    @Test func keyframesKeepTheOpacityOfEachFrameByOffset() {
        let sheet = CSSStylesheet("""
        @keyframes blink { to { opacity: 1 } 0%, 50% { opacity: 20% } 25% { transform: none; opacity: 0.9; opacity: 2 } 50% { opacity: 0 } 75% { opacity: var(--x) } 120% { opacity: 0 } }
        """)
        // `to` last whatever its place; 50% as written last; the last opacity of a frame, held to 0…1;
        // a value that is not a number and an offset past 100% are left out.
        #expect(sheet.keyframes["blink"]?.opacity.map(\.offset) == [0, 0.25, 0.5, 1])
        #expect(sheet.keyframes["blink"]?.opacity.map(\.value) == [0.2, 1, 0, 1])
        #expect(sheet.keyframes["blink"]?.properties == ["opacity", "transform"])
    }

    @Test func selectorsMatchWithCombinatorsAndSkipStates() throws {
        let document = HTMLParser.parse(Array("<html><body class='tab-x'><main><p class='b c' id='i'><em>x</em></p></main></body></html>".utf8))
        let em = try #require(document.first("em"))
        let p = try #require(document.first("p"))
        let ancestors = [document.root!, document.first("body")!, document.first("main")!, p]
        #expect(CSSSelector("p.b > em")!.matches(em, ancestors: ancestors))
        #expect(CSSSelector("body.tab-x em")!.matches(em, ancestors: ancestors))
        #expect(!CSSSelector("main > em")!.matches(em, ancestors: ancestors))
        #expect(CSSSelector("#i.c")!.specificity == (1, 1, 0))
        #expect(CSSSelector("a:hover") == nil, "states a static page is not in never match")
    }

    @Test func resolvesCustomPropertiesInheritanceAndContrast() throws {
        let html = "<html><body class='tab-relax'><p>x</p><a class='button--primary'>y</a></body></html>"
        let document = HTMLParser.parse(Array(html.utf8))
        let sheet = CSSStylesheet("""
        .tab-relax { --tab-background: #1565C0; --tab-text: #FFFFFF; }
        body { background: var(--tab-background); color: var(--tab-text); }
        .button--primary { background: var(--tab-text); color: var(--tab-background); }
        """)
        let styles = StyleResolver(document: document, stylesheet: sheet)
        let p = try #require(styles.style(of: document.first("p")!))
        #expect(p.color == CSSColor("#ffffff"))
        let a = try #require(styles.style(of: document.first("a")!))
        #expect(a.backgroundColor == CSSColor("#ffffff") && a.color == CSSColor("#1565c0"))
        #expect(abs(CSSColor("#1565C0")!.contrast(with: CSSColor("#fff")!) - 5.75) < 0.01)
    }

    @Test func idsNoSelectorNamesDoNotSplitStyles() throws {
        let html = "<html><body><h2 id='part-1'>a</h2><h2 id='part-2'>b</h2><h2 id='special'>c</h2></body></html>"
        let document = HTMLParser.parse(Array(html.utf8))
        let styles = StyleResolver(document: document, stylesheet: CSSStylesheet("h2 { color: #333333; } #special { color: #990000; }"))
        let colors = try document.elements.filter { $0.name == "h2" }.map { try #require(styles.style(of: $0)).color }
        #expect(colors == [CSSColor("#333333"), CSSColor("#333333"), CSSColor("#990000")])
    }
}
