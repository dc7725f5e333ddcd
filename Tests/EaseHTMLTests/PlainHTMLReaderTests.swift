@testable import EaseHTML
import Foundation
import Testing

/// The fast reader against libxml2: wherever it answers, its tree must be libxml2's exactly.
@Suite struct PlainHTMLReaderTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AuditFixtures").path

    /// The fast tree's outline (nil when it declined) and libxml2's.
    func bothWays(_ html: String) -> (plain: String?, libxml2: String) {
        let bytes = Array(html.utf8)
        return (HTMLParser.parsePlain(bytes)?.outline, HTMLParser.parseWithLibXML2(bytes).outline)
    }

    @Test func readsAWellFormedPageAsLibXML2Does() throws {
        let page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Calm &amp; steady</title>
        <link rel="stylesheet" href="/a.css">
        <script src="/a.js" defer></script>
        </head>
        <body class="x">
        <!-- a comment -->
        <main id="main"><h1 id="t">Title &#8212; &quot;quoted&quot;</h1>
        <p>Text <em>em</em> <a href="/b/?x=1&amp;y=2">link</a><br>
        next line<img src="/i.png" alt="it&#39;s"></p>
        <ul><li>one</li><li>two <code>x</code></li></ul>
        <label><input type="radio" name="m" checked> Full</label>
        </main>
        </body>
        </html>

        """
        let (plain, libxml2) = bothWays(page)
        #expect(plain != nil)
        #expect(plain == libxml2)
    }

    /// A start tag whose attributes run over several lines is on the line where it ends, as in
    /// libxml2; a repeated attribute sends the page to libxml2 wherever it comes in the tag.
    @Test func startTagsOverSeveralLinesAndRepeatedAttributes() {
        let page = "<html><body><div\n  class=\"a\"\n  id=\"b\"><a\nhref=\"/x\"\ntitle=\"t\">x</a></div>\n<p id=\"c\"\n>y</p></body></html>"
        let (plain, libxml2) = bothWays(page)
        #expect(plain != nil)
        #expect(plain == libxml2)
        #expect(plain?.contains("<div> line 3") == true)
        for repeated in ["<p a=\"1\" b a>x</p>", "<p b=\"\" a=\"1\" b=\"2\">x</p>", "<img src=\"a\" alt=\"\" src=\"b\">"] {
            #expect(bothWays("<html><body>\(repeated)</body></html>").plain == nil, "\(repeated)")
        }
    }

    /// A `<track>`, written with no end tag as HTML has none, stays open in libxml2's tree until
    /// the end tag of the `<video>` or `<audio>` around it closes both; the reader does the same.
    /// Any other element left open still sends the page to libxml2.
    @Test func aTrackIsClosedWithTheMediaAroundIt() {
        for media in [
            "<video src=\"/v.mp4\" controls><track kind=\"captions\" src=\"/c.vtt\" srclang=\"en\" label=\"English\"></video><p>after</p>",
            "<audio controls><track kind=\"captions\" src=\"/c.vtt\"><track kind=\"descriptions\" src=\"/d.vtt\">no audio</audio>",
        ] {
            let (plain, libxml2) = bothWays("<html><body>\(media)</body></html>")
            #expect(plain != nil, "\(media)")
            #expect(plain == libxml2, "\(media)")
        }
        #expect(bothWays("<html><body><video><span>x</video></body></html>").plain == nil)
    }

    /// An end tag closes the innermost element when it names it, in any case and with spaces
    /// before its `>`; any other name, a longer one sharing its start among them, sends the page
    /// to libxml2.
    @Test func endTagsNameTheInnermostElement() {
        for closing in ["</div>", "</DIV>", "</Div  >"] {
            let (plain, libxml2) = bothWays("<html><body><div><h2>x</h2>\(closing)</body></html>")
            #expect(plain != nil, "\(closing)")
            #expect(plain == libxml2)
        }
        for closing in ["</vid>", "</h2>", "</di>", "</divx>", "</div2>", "</d-v>", "</ div>", "</div", "</"] {
            #expect(bothWays("<html><body><div><h2>x</h2>\(closing)</body></html>").plain == nil, "\(closing)")
        }
    }

    @Test func declinesWhatLibXML2Rearranges() {
        let pages = [
            "<html><body><p>one<p>two</p></body></html>",            // libxml2 closes the first p
            "<html><body><p><div>x</div></p></body></html>",         // and a p before a div
            "<html><body><b><p>x</p></b></body></html>",
            "<html><body><div>x</span></div></body></html>",
            "<p>no html element</p>",
            "<html><head><title>x</title></head><p>no body</p></html>",
            "<html><body><div class=x>unquoted</div></body></html>",
            "<html><body><div a=\"1\" a=\"2\">duplicate</div></body></html>",
            "<html><body>&eacute;</body></html>",
            "<html><body>\r\n</body></html>",
            "<html><body><div/></body></html>",
            "<html><body><video><source src=\"a.mp4\"></video></body></html>",
        ]
        for page in pages {
            #expect(bothWays(page).plain == nil, "\(page.debugDescription)")
        }
    }

    @Test func auditFixturesReadTheSameBothWays() throws {
        var compared = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.fixtures) where name.hasSuffix(".html") {
            let html = try String(contentsOfFile: Self.fixtures + "/" + name, encoding: .utf8)
            let (plain, libxml2) = bothWays(html)
            guard let plain else { continue }
            compared += 1
            #expect(plain == libxml2, "\(name)")
        }
        #expect(compared > 20)
    }

    /// Each thread reads with one builder (``HTMLTreeBuilder/ofThisThread``): a page given up
    /// half-way, with elements, attributes, text and names of its own already built, leaves
    /// nothing in it for the page read after it.
    @Test func aPageGivenUpHalfWayLeavesNothingForTheNextPage() {
        let declined = "<html lang=\"en\"><body><xcard data-mood=\"calm\"><p>one <em>two</em></p><div class=x>unquoted</div></xcard></body></html>"
        let next = "<html><body><mynote data-k=\"v\">kept</mynote><p>three</p></body></html>"
        let fresh = HTMLParser.parseWithLibXML2(Array(next.utf8))
        #expect(HTMLParser.parsePlain(Array(declined.utf8)) == nil)
        let read = HTMLParser.parsePlain(Array(next.utf8))
        #expect(read?.outline == fresh.outline)
        #expect(read?.tree.ownNames == fresh.tree.ownNames)
        #expect(read.map { Array($0.tree.textBytes) } == Array(fresh.tree.textBytes))
        #expect(read?.tree.attributeValues == fresh.tree.attributeValues)
        // And a finished page leaves nothing either: the same page read again is the same tree.
        #expect(HTMLParser.parsePlain(Array(next.utf8))?.outline == fresh.outline)
    }

    /// A finished tree reads the builder's memory in place (``HTMLTreeTables``): a tree still held
    /// when the thread reads its next page keeps its tables as they were, and the builder goes on
    /// in memory of its own; a tree let go hands its memory back for the next page.
    @Test func aTreeKeepsItsTablesWhileHeldAndHandsThemBackOnceLetGo() {
        let first = "<html><body><p class=\"a\">one <em>two</em></p><ul><li>three</li></ul></body></html>"
        let second = "<html lang=\"en\"><body><h1 id=\"x\">four</h1><p>five</p><p>six</p><p>seven</p></body></html>"
        let expected = HTMLParser.parseWithLibXML2(Array(first.utf8)).outline
        func textMemory(_ document: HTMLDocument?) -> UnsafePointer<UInt8>? {
            document?.tree.textBytes.withUnsafeBufferPointer { $0.baseAddress }
        }
        let held = HTMLParser.parsePlain(Array(first.utf8))
        let next = HTMLParser.parsePlain(Array(second.utf8))
        #expect(held?.outline == expected)
        #expect(next?.outline == HTMLParser.parseWithLibXML2(Array(second.utf8)).outline)
        #expect(textMemory(held) != nil && textMemory(held) != textMemory(next))
        // The second page's tree let go, the third page is read into the same memory.
        let reused = textMemory(next)
        _ = consume next
        let third = HTMLParser.parsePlain(Array(first.utf8))
        #expect(third?.outline == expected)
        #expect(textMemory(third) == reused)
        #expect(held?.outline == expected)
    }

    /// A page past ``PlainHTMLReader/largePage`` (an index of every reading) has its tables' room
    /// made before it is read: the tree is libxml2's, and the builder's next, small page too.
    @Test func aLargePageReadsAsLibXML2Does() {
        var items = ""
        for number in 0..<2_000 {
            items += "<li><a class=\"card\" href=\"/learn/reading-\(number)/\">Reading \(number) &amp; more</a> <em>\(number % 7)</em></li>\n"
        }
        let page = "<!DOCTYPE html>\n<html lang=\"en\"><head><title>All</title></head><body><main><ul>\n\(items)</ul></main></body></html>\n"
        #expect(page.utf8.count >= PlainHTMLReader.largePage)
        let (plain, libxml2) = bothWays(page)
        #expect(plain != nil)
        #expect(plain == libxml2)
        let small = "<html><body><p>after <b>it</b></p></body></html>"
        let (next, expected) = bothWays(small)
        #expect(next == expected)
    }

    /// Seeded random pages near the subset; each accepted one must equal libxml2's tree.
    @Test func generatedPagesReadTheSameBothWays() {
        var generator = SeededHTMLGenerator(seed: 0xEA5E)
        var accepted = 0
        for _ in 0..<2_000 {
            let page = generator.page()
            let (plain, libxml2) = bothWays(page)
            guard let plain else { continue }
            accepted += 1
            #expect(plain == libxml2, "\(page.debugDescription)")
        }
        // Both outcomes must be common, or the comparison proves little.
        #expect(accepted > 250)
        #expect(accepted < 1_750)
    }
}

/// Random pages: the shapes Ease's templates write, with now and then something libxml2 rearranges.
struct SeededHTMLGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
        z = (z ^ (z >> 27)) &* 0x94D0_49EB_1334_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    mutating func pick(_ options: [String]) -> String { options[next(options.count)] }

    static let containers = ["div", "section", "article", "main", "nav", "header", "footer", "ul", "li", "p", "blockquote",
                             "form", "fieldset", "label", "span", "a", "em", "strong", "b", "h2", "figure", "table", "td", "dl", "dd"]
    static let voids = ["br", "img", "input", "hr", "meta", "source", "wbr"]
    static let texts = ["calm", " ", "\n", "  \n  ", "a &amp; b", "&lt;tag&gt;", "&#8212;", "&#x1F642;", "&nbsp;", "it&#39;s",
                        "&eacute;", "&bogus", "é 🙂", "x\ty", "<!-- c -->", "<!---->", "&#0;", "&#128;"]
    static let attributes = ["class=\"c\"", "id=\"i\"", "href=\"/a/?b=1&amp;c=2\"", "alt=\"\"", "hidden", "data-x=\"1\"",
                             "title='single'", "aria-label=\"A &quot;b&quot;\"", "lang=\"en\"", "checked", "x=unquoted",
                             // Values longer than a word, with a reference, a line feed or a `<` past the first eight bytes.
                             "content=\"default-src 'self'; img-src 'self'; style-src 'self'\"",
                             "href=\"/learn/reading-00042/index.html?x=1&amp;y=2\"", "title=\"a long title that runs\nover a line feed\"",
                             "data-y=\"longer than eight <b> bytes\"", "alt='a single-quoted \"value\" of some length'"]

    mutating func page() -> String {
        var out = next(4) == 0 ? "" : "<!DOCTYPE html>\n"
        out += "<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>\(pick(Self.texts))</title>\n</head>\n<body>\n"
        for _ in 0..<(1 + next(4)) { out += element(depth: 0) + (next(2) == 0 ? "\n" : "") }
        out += "</body>\n</html>" + (next(2) == 0 ? "\n" : "")
        return out
    }

    mutating func element(depth: Int) -> String {
        if depth > 4 || next(6) == 0 { return pick(Self.texts) }
        if next(7) == 0 { return "<\(pick(Self.voids))\(attributeList())>" }
        let name = pick(Self.containers)
        var inner = ""
        for _ in 0..<next(4) { inner += element(depth: depth + 1) }
        let close = next(40) == 0 ? pick(Self.containers) : name  // now and then a mismatched end tag
        return "<\(name)\(attributeList())>\(inner)</\(close)>"
    }

    mutating func attributeList() -> String {
        var out = ""
        for _ in 0..<next(3) { out += (next(20) == 0 ? "\n" : " ") + pick(Self.attributes) }
        return out
    }
}
