@testable import EaseHTML
import EaseTestSupport
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
        #expect(document.idIndex()["main"]?.name == "main")
        #expect(document.elements(named: ["a"]).map { $0["href"] } == ["#main", "/b/"])
        // Several groups are merged in document order, each element once.
        #expect(document.elements(named: ["img", "a"], withAttributes: ["id"]).map(\.name) == ["a", "main", "a", "img"])
        #expect(document.elements(attributePrefixes: ["aria-", "on"]).map(\.name) == ["h2", "button", "img"])
        #expect(document.elements(named: ["table"]).isEmpty)
    }

    /// A query's matches, whose elements are made as they are read, answer as the page's elements
    /// picked one by one (by name or attribute, in document order) do: the first match a
    /// predicate accepts, whether there is any, across merged groups, and nothing for a query
    /// without matches.
    @Test func matchesAnswerAsTheElementsPickedOneByOne() {
        let queries: [(names: [String], attributes: [String])] = [(["a"], []), (["img", "a"], ["id"]), ([], ["aria-hidden", "role"]), (["table"], [])]
        let predicates: [(HTMLElement) -> Bool] = [{ _ in true }, { $0["href"] == "/b/" }, { $0.name == "img" }, { _ in false }]
        for (names, attributes) in queries {
            let matches = document.elements(matching: HTMLElementQuery(named: names, withAttributes: attributes))
            let picked = document.elements.filter { names.contains($0.name) || attributes.contains(where: $0.has) }
            #expect(matches.isEmpty == picked.isEmpty)
            #expect(matches.map(\.index) == picked.map(\.index))
            for predicate in predicates {
                #expect(matches.first(where: predicate) == picked.first(where: predicate))
            }
        }
        #expect(document.elements(matching: HTMLElementQuery(named: ["img", "a"], withAttributes: ["id"])).first { $0.name != "a" }?.name == "main")
    }

    @Test func idsKeepEveryElementThatHasThemInDocumentOrder() {
        let document = HTMLParser.parse(Array(#"<html><body><p>x</p><p id="a" class="c">y</p><div><span id="b">z</span><em id="a">w</em><i id="c"></i><b id="a"></b></div></body></html>"#.utf8))
        let ids = document.idIndex()
        #expect(ids.elements(withID: "a").map(\.name) == ["p", "em", "b"])
        #expect(ids["a"]?.name == "p")
        #expect(ids.elements(withID: "b").map(\.name) == ["span"])
        #expect(ids.elements(withID: "z").isEmpty && ids["z"] == nil && !ids.contains("z"))
        #expect(ids.contains("c") && ids.count == 3)
        #expect(Set(ids.ids) == ["a", "b", "c"])
        #expect(ids.repeatedIDs == ["a"])
    }

    /// The index answers as the page's elements picked one by one do, on pages read by the plain
    /// reader and by libxml2 (an unquoted value), with ids repeated up to four times.
    @Test(arguments: [false, true])
    func idIndexAnswersAsTheElementsPickedOneByOne(unquoted: Bool) {
        var generator = SeededGenerator(seed: unquoted ? 7 : 11)
        for _ in 0..<20 {
            let body = (0..<30).map { index -> String in
                let id = "i\(Int.random(in: 0..<12, using: &generator))"
                let attribute = Bool.random(using: &generator) ? (unquoted ? " id=\(id)" : " id=\"\(id)\"") : ""
                return "<p data-n=\"\(index)\"\(attribute)>t</p>"
            }.joined()
            let document = HTMLParser.parse(Array("<!DOCTYPE html><html><body>\(body)</body></html>".utf8))
            let index = document.idIndex()
            var expected: [String: [Int]] = [:]
            for element in document.elements { if let id = element["id"] { expected[id, default: []].append(element.index) } }
            #expect(index.count == expected.count)
            #expect(Set(index.ids) == Set(expected.keys))
            #expect(index.repeatedIDs == expected.filter { $0.value.count > 1 }.keys.sorted())
            for id in (0..<12).map({ "i\($0)" }) {
                #expect(index.elements(withID: id).map(\.index) == (expected[id] ?? []))
                #expect(index[id]?.index == expected[id]?.first)
                #expect(index.contains(id) == (expected[id] != nil))
            }
        }
    }

    /// Names outside HTML's own (a custom element, `data-` and made-up attributes) get the page's
    /// own codes; queries find them beside shared names, by name and by prefix, on the plain
    /// reader's path and on libxml2's (an unquoted attribute sends the page there).
    @Test(arguments: [#"data-kind="tip""#, "data-kind=tip"])
    func findsThePagesOwnNamesBesideSharedOnes(_ kindAttribute: String) {
        let source = """
        <!DOCTYPE html><html><body><x-card \(kindAttribute) onfancy="1"><p data-note="n" class="a">T</p></x-card>
        <x-card><em onclick="go()">E</em></x-card></body></html>
        """
        let document = HTMLParser.parse(Array(source.utf8))
        #expect(document.elements(named: ["x-card"]).count == 2)
        #expect(document.first("x-card")?["data-kind"] == "tip")
        #expect(document.elements(withAttributes: ["data-note"]).map(\.name) == ["p"])
        #expect(document.elements(attributePrefixes: ["on"]).map(\.name) == ["x-card", "em"])
        #expect(document.elements(attributePrefixes: ["data-"]).map(\.name) == ["x-card", "p"])
        #expect(document.elements(named: ["x-card", "em"], withAttributes: ["class"]).map(\.name) == ["x-card", "p", "x-card", "em"])
        #expect(document.first("x-panel") == nil)
        #expect(document.elements(withAttributes: ["data-missing"]).isEmpty)
    }

    /// A name's code: every one of HTML's own names (looked up by its packed bytes) has its place
    /// among them on any page, a page's own name has its page's code, and a name with an
    /// upper-case letter, or one the page does not use, has none.
    @Test func namesHaveTheirCodesOnEveryPage() {
        let plain = HTMLParser.parse(Array(#"<html><body><p>q</p></body></html>"#.utf8))
        let own = HTMLParser.parse(Array(#"<html><body><x-card data-motion="calm">c</x-card></body></html>"#.utf8))
        for (position, name) in HTMLNames.all.enumerated() {
            #expect(plain.code(of: name)?.rawValue == position, "\(name)")
            #expect(own.code(of: name)?.rawValue == position, "\(name)")
            #expect(plain.code(of: name.uppercased()) == nil, "\(name)")
        }
        #expect(own.code(of: "x-card")?.isShared == false)
        #expect(own.code(of: "data-motion")?.isShared == false)
        #expect(own.code(of: "data-motion") != own.code(of: "x-card"))
        #expect(own.code(of: "Data-Motion") == nil)
        #expect(own.ownCode(of: "data-motion") == own.code(of: "data-motion") && own.ownCode(of: "x-card") == own.code(of: "x-card"))
        #expect(plain.ownCode(of: "data-motion") == nil && own.ownCode(of: "data-other") == nil)
        #expect(plain.code(of: "x-card") == nil && plain.code(of: "data-motion") == nil && own.code(of: "x-other") == nil)
        #expect(plain.code(of: "") == nil)
        #expect(plain.code(of: String(repeating: "a", count: 30)) == nil)
    }

    /// A query made once answers on every page, each with its own page-specific names numbered
    /// differently; shared names have the same code on every page, a page's own names do not.
    @Test func aQueryMadeOnceRunsOnPagesWithTheirOwnNames() {
        let query = HTMLElementQuery(named: ["x-card", "h2"], withAttributes: ["data-b"], attributePrefixes: ["data-a"])
        let first = HTMLParser.parse(Array(#"<html><body><x-card data-b="1">a</x-card><h2>t</h2><p data-a1="">p</p><p data-c="">q</p></body></html>"#.utf8))
        let second = HTMLParser.parse(Array(#"<html><body><p data-c="" data-b="2">q</p><x-other>o</x-other><x-card>c</x-card></body></html>"#.utf8))
        #expect(first.elements(matching: query).map(\.name) == ["x-card", "h2", "p"])
        #expect(second.elements(matching: query).map(\.name) == ["p", "x-card"])
        #expect(first.elements(matching: query).map(\.index) == first.elements(named: ["x-card", "h2"], withAttributes: ["data-b"], attributePrefixes: ["data-a"]).map(\.index))
        #expect(first.code(of: "h2") == second.code(of: "h2") || second.code(of: "h2") == nil)
        #expect(first.code(of: "p") == second.code(of: "p"))
        #expect(first.code(of: "p")?.isShared == true)
        #expect(first.code(of: "x-card")?.isShared == false)
        #expect(first.code(of: "x-card") != second.code(of: "x-card"))
        #expect(first.code(of: "nothing-here") == nil)
        let paragraph = second.elements(named: ["p"])[0]
        #expect(paragraph.nameCode == second.code(of: "p"))
        let attributes = paragraph.attributes
        #expect(attributes.indices.map { attributes.nameCode(at: $0) } == [second.code(of: "data-c"), second.code(of: "data-b")])
        #expect(attributes.indices.map { attributes.value(at: $0) } == ["", "2"])
    }

    /// Attributes looked up by code give what looking up by name gives; sets of names answer for
    /// HTML's own names by code and for a page's own names by spelling.
    @Test func codesAnswerAsNames() throws {
        let page = HTMLParser.parse(Array(#"<html><body><x-card data-k="1" href="h"><a href="/a" role="link">A</a><p hidden>p</p></x-card></body></html>"#.utf8))
        let href = try #require(HTMLNameCode(sharedName: "href"))
        #expect(HTMLNameCode(sharedName: "x-card") == nil)
        #expect(HTMLNameCode(sharedName: "data-k") == nil)
        for element in page.elements {
            #expect(element[code: href] == element["href"])
            for name in ["role", "hidden", "id"] {
                let code = try #require(HTMLNameCode(sharedName: name))
                #expect(element[code: code] == element[name])
                #expect(element.has(code) == element.has(name))
            }
        }
        let set = HTMLNameSet(["a", "p", "x-card", "y-card"])
        #expect(page.elements.filter(set.contains(nameOf:)).map(\.name) == ["x-card", "a", "p"])
        #expect(page.elements.filter(HTMLNameSet(["html", "y-card"]).contains(nameOf:)).map(\.name) == ["html"])
    }

    /// A match read by its position answers as the element value does: its name's code, each
    /// attribute by code (present, empty, absent, repeated: the first), and the positions a
    /// query's matches hold.
    @Test func positionalReadsAnswerAsElements() throws {
        let page = HTMLParser.parse(Array(#"""
        <html><body><x-card data-k="1" href="h"><a href="/a" role="link" title="">A</a><p hidden id="p" id="q">p</p></x-card>
        <form action="/f"><input type="text" name="n"></form><a name="m">M</a></body></html>
        """#.utf8))
        let codes = try ["href", "role", "hidden", "id", "title", "action", "type", "name"].map { try #require(HTMLNameCode(sharedName: $0)) }
        for element in page.elements {
            #expect(page.nameCode(ofElementAt: element.index) == element.nameCode)
            #expect(page.element(at: element.index) == element)
            for code in codes {
                #expect(page.attribute(code, ofElementAt: element.index) == element[code: code])
                #expect(page.hasAttribute(code, ofElementAt: element.index) == element.has(code))
            }
        }
        #expect(page.attribute(codes[3], ofElementAt: page.elements.first { $0.name == "p" }!.index) == "p")
        for query in [HTMLElementQuery(named: ["a", "form"]), HTMLElementQuery(withAttributes: ["name", "hidden"]), HTMLElementQuery(named: ["table"])] {
            let matches = page.elements(matching: query)
            #expect(Array(matches.elementIndices) == matches.map(\.index))
        }
    }

    /// Queries read from the page's index find what testing every element's name and attributes
    /// finds: shared and own names, attributes and prefixes, several at once, none on the page.
    @Test func queriesFindWhatAScanFinds() {
        let page = HTMLParser.parse(Array("""
        <html lang="en"><head><title>T</title><style>p{}</style></head><body>
        <x-card data-k="1" role="note"><a href="/a" role="link" aria-label="A">A</a><p hidden>p</p></x-card>
        <form action="/f"><label for="i">L</label><input id="i" type="text" onclick="x()" data-k="2"></form>
        <a name="n">n</a><svg role="img" aria-hidden="true"><title>S</title></svg><my-el my-attr="v"><area href="/b"></my-el>
        </body></html>
        """.utf8))
        let queries: [([String], [String], [String])] = [
            (["a"], [], []), (["a", "area", "form"], [], []), ([], ["role"], []), (["a", "svg", "input"], ["role"], []),
            ([], ["hidden", "aria-hidden"], []), ([], [], ["aria-", "on"]), (["x-card"], [], []), ([], ["data-k"], []),
            (["my-el", "p"], ["my-attr", "id"], ["data-"]), (["table"], ["colspan"], ["zz-"]), ([], [], []), (["title"], ["for"], ["my-"]),
        ]
        for (names, attributes, prefixes) in queries {
            let expected = page.elements.filter { element in
                names.contains(element.name) || element.attributes.contains { attribute in
                    attributes.contains(attribute.name) || prefixes.contains { attribute.name.hasPrefix($0) }
                }
            }
            let found = page.elements(named: names, withAttributes: attributes, attributePrefixes: prefixes)
            #expect(found.map(\.index) == expected.map(\.index), "\(names) \(attributes) \(prefixes)")
        }
    }

    /// On random pages (tags and attributes drawn from HTML's own names, the highest codes among
    /// them, and names of the page's own), random queries find what testing every element finds:
    /// those one list answers (read from the index itself), several lists merged, prefixes,
    /// names the page does not use.
    @Test func randomQueriesFindWhatAScanFinds() {
        var generator = SeededGenerator(seed: 93)
        let tags = ["p", "a", "em", "span", "li", "section", "x-card", "my-el", "video", "track"]
        let attributes = ["id", "class", "role", "hidden", "href", "aria-label", "aria-hidden", "aria-describedby", "onclick", "data-k", "my-attr", "lang"]
        let prefixes = ["aria-", "on", "data-", "my-", "zz-"]
        func some(_ names: [String], upTo count: Int) -> [String] {
            (0..<Int.random(in: 0...count, using: &generator)).map { _ in names.randomElement(using: &generator)! }
        }
        for _ in 0..<60 {
            let body = (0..<Int.random(in: 1..<25, using: &generator)).map { _ -> String in
                let tag = tags.randomElement(using: &generator)!
                let attributes = Set(some(attributes, upTo: 3)).sorted().map { " \($0)=\"v\"" }.joined()
                return tag == "track" ? "<video><track\(attributes)></video>" : "<\(tag)\(attributes)>t</\(tag)>"
            }.joined()
            let page = HTMLParser.parse(Array("<!DOCTYPE html><html><body>\(body)</body></html>".utf8))
            for _ in 0..<20 {
                let (names, wanted, starts) = (some(tags + ["table"], upTo: 3), some(attributes + ["colspan"], upTo: 3), some(prefixes, upTo: 2))
                let expected = page.elements.filter { element in
                    names.contains(element.name) || element.attributes.contains { attribute in
                        wanted.contains(attribute.name) || starts.contains { attribute.name.hasPrefix($0) }
                    }
                }
                let found = page.elements(matching: HTMLElementQuery(named: names, withAttributes: wanted, attributePrefixes: starts))
                #expect(found.map(\.index) == expected.map(\.index), "\(names) \(wanted) \(starts) on \(body)")
                #expect(Array(found.elementIndices) == expected.map(\.index))
            }
        }
    }
}
