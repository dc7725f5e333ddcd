@testable import EaseHTML
import Testing

/// A pooled tree builder must leave nothing of one page in the next: pages read one after another
/// — after a page the reader gave up part way, after a page with names of its own, after a page
/// large enough that its tables are handed back — give the tree a fresh builder gives.
@Suite(.serialized) struct TreeBuilderPoolTests {
    static func page(_ body: String, lang: String = "en") -> [UInt8] {
        Array("<!DOCTYPE html>\n<html lang=\"\(lang)\">\n<head>\n<title>T</title>\n</head>\n<body>\n\(body)\n</body>\n</html>\n".utf8)
    }

    /// Reads `pages` in order through the pool, each compared with libxml2's tree of it; the
    /// reader must take every page but those in `declined`.
    func readInTurn(_ pages: [[UInt8]], declined: Set<Int> = []) {
        for (position, page) in pages.enumerated() {
            let plain = PlainHTMLReader.read(page)?.outline
            #expect((plain == nil) == declined.contains(position), "page \(position)")
            if let plain { #expect(plain == HTMLParser.parseWithLibXML2(page).outline) }
        }
    }

    @Test func aPageAfterAGivenUpPageIsReadWhole() {
        let first = Self.page("<main id=\"m\"><p class=\"a\">one <em>two</em></p><card data-k=\"v\">own</card></main>")
        // Given up deep inside: an unquoted attribute value goes to libxml2.
        let givenUp = Self.page("<div><ul><li><a href=x>no quotes</a></li></ul></div>")
        let second = Self.page("<p>plain</p><ol><li>1</li><li>2</li></ol>", lang: "ru")
        #expect(PlainHTMLReader.read(givenUp) == nil)
        readInTurn([first, givenUp, second, first, second], declined: [1])
        #expect(PlainHTMLReader.read(second)?.outline == HTMLParser.parseWithLibXML2(second).outline)
    }

    @Test func pageOwnNamesDoNotCarryOver() {
        // The second page's own names must get the first own codes again, not follow the first page's.
        let first = Self.page("<xone a-b=\"1\">1</xone><xtwo>2</xtwo>")
        let second = Self.page("<xtwo c-d=\"2\">2</xtwo>")
        readInTurn([first, second])
        let document = PlainHTMLReader.read(second)
        #expect(document?.tree.ownNames == ["xtwo", "c-d"])
    }

    @Test func aLargePageHandsItsTablesBackAndTheNextIsReadWhole() {
        // More text bytes than a builder keeps for a table, and more elements than its other tables keep.
        let paragraphs = String(repeating: "<p class=\"long\">\(String(repeating: "calm words ", count: 40))</p>\n", count: 400)
        let large = Self.page(paragraphs)
        #expect(large.count > HTMLTreeBuilder.keptBytesPerTable)
        readInTurn([large, Self.page("<p>small</p>"), large])
        #expect(TreeBuilderPool.idleCount >= 1)
    }
}
