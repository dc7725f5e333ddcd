@testable import EaseCore
import EaseHTML
import Testing

/// Pages that share stylesheets share one ``StyleMemo``: a style made on one page is reused on the
/// next by number, and what its children inherit (custom properties) comes from the memo.
@Suite struct StyleMemoTests {
    static let sheet = CSSStylesheet("""
    body { --accent: #123456; color: #222222; }
    .note { color: var(--accent); }
    .card { color: #0000aa; }
    """)

    @Test func aLaterPageInheritsCustomPropertiesThroughTheMemo() throws {
        let styles = AuditStyles(Self.sheet)
        let first = HTMLParser.parse(Array("<html><body><p>a</p></body></html>".utf8))
        _ = StyleResolver(document: first, styles: styles)
        // The body's style is the memo's now; the note is new, resolved from the body's entry.
        let second = HTMLParser.parse(Array("<html><body><p class='note'>b</p><p>c</p></body></html>".utf8))
        let resolved = StyleResolver(document: second, styles: styles)
        let paragraphs = second.elements.filter { $0.name == "p" }
        #expect(try #require(resolved.style(of: paragraphs[0])).color == CSSColor("#123456"))
        #expect(try #require(resolved.style(of: paragraphs[1])).color == CSSColor("#222222"))
        // The same page alone, with a memo of its own, resolves alike.
        let alone = StyleResolver(document: second, stylesheet: Self.sheet)
        #expect(paragraphs.map { alone.style(of: $0)?.color } == paragraphs.map { resolved.style(of: $0)?.color })
    }

    @Test func styleNumbersFollowTheOrderStylesWereFirstMade() {
        let memo = StyleMemo()
        let key = { (classes: String) in
            StyleResolver.Key(parent: -1, name: 0, ownName: nil, id: nil, classes: classes, attributes: [])
        }
        var made = 0
        func style(_ classes: String) -> Int {
            memo.style(for: key(classes)) { made += 1; return CascadedStyle() }.number
        }
        #expect([style("a"), style("b"), style("a"), style("c"), style("b")] == [0, 1, 0, 2, 1])
        #expect(made == 3)
    }

    @Test func localTablesAnswerAsTheSharedMemoAndAreHandedOnToTheNextPage() {
        let memo = StyleMemo()
        let key = { (classes: String) in
            StyleResolver.Key(parent: -1, name: 0, ownName: nil, id: nil, classes: classes, attributes: [])
        }
        var made: [String] = []
        func make(_ classes: String) -> () -> CascadedStyle {
            { made.append(classes); var style = CascadedStyle(); style.style.fontWeight = 100 * made.count; return style }
        }
        // Two pages at once, on two workers: each has a table of its own.
        var first = memo.checkOut(), second = memo.checkOut()
        let a = first.style(for: key("a"), in: memo, make: make("a"))
        let b = first.style(for: key("b"), in: memo, make: make("b"))
        // The second page finds what the first made in the shared memo, with its number and style.
        let bAgain = second.style(for: key("b"), in: memo, make: make("b"))
        let c = second.style(for: key("c"), in: memo, make: make("c"))
        #expect([a.number, b.number, bAgain.number, c.number] == [0, 1, 1, 2])
        #expect(bAgain.style.fontWeight == b.style.fontWeight)
        #expect(made == ["a", "b", "c"])
        #expect(first.style(for: key("a"), in: memo, make: make("a")).number == 0)
        memo.checkIn(first)
        memo.checkIn(second)
        // The next page takes the table handed back last, with what it holds.
        var next = memo.checkOut()
        #expect(next.count == 2)
        #expect(next.style(for: key("a"), in: memo, make: make("a")).number == 0)
        #expect(next.count == 3)
        #expect(memo.checkOut().count == 2)
        #expect(memo.checkOut().count == 0)
        #expect(made == ["a", "b", "c"])
    }

    /// A worker's table grows past its first slots and finds every key again, by number.
    @Test func aLocalTableHoldsThousandsOfKeys() {
        let memo = StyleMemo()
        var local = memo.checkOut()
        let keys = (0..<3_000).map { index in
            StyleResolver.Key(parent: index % 7 - 1, name: index % 5, ownName: nil, id: index % 11 == 0 ? "i\(index)" : nil,
                              classes: "c\(index / 3)", attributes: index % 13 == 0 ? ["data-x=\(index)"] : [])
        }
        var made = 0
        let numbers = keys.map { local.style(for: $0, in: memo) { made += 1; return CascadedStyle() }.number }
        #expect(made == keys.count)
        #expect(local.count == keys.count)
        #expect(numbers == Array(0..<keys.count))
        // Found again in the table, in another order, without the memo making anything.
        for index in keys.indices.reversed() {
            #expect(local.style(for: keys[index], in: memo) { made += 1; return CascadedStyle() }.number == index)
        }
        #expect(made == keys.count)
        #expect(local.count == keys.count)
    }

    /// A plain element (no class, tested id or tested attribute) new to a page is found in the
    /// worker's table by its parent's style and its tag, as the pages before met it.
    @Test func plainElementsAreFoundByParentStyleAndTagOnLaterPages() throws {
        let styles = AuditStyles(Self.sheet)
        let first = HTMLParser.parse(Array("<html><body><div class='card'><p>a</p></div><p>b</p></body></html>".utf8))
        _ = StyleResolver(document: first, styles: styles)
        var local = styles.memo.checkOut()
        let plainAfterFirst = local.plainCount
        styles.memo.checkIn(local)
        // html, body's p and the card's p (the card and the body have a class or are the root's child).
        #expect(plainAfterFirst >= 2)
        // The same tags under the other parents, in the other order: each p keeps its own parent's colour.
        let second = HTMLParser.parse(Array("<html><body><p>c</p><div class='card'><p>d</p></div><div><p>e</p></div></body></html>".utf8))
        let resolved = StyleResolver(document: second, styles: styles)
        let colors = try second.elements.filter { $0.name == "p" }.map { try #require(resolved.style(of: $0)).color }
        #expect(colors == [CSSColor("#222222"), CSSColor("#0000aa"), CSSColor("#222222")])
        local = styles.memo.checkOut()
        // The second page's new plain pairs (the plain div, its p) were kept too.
        #expect(local.plainCount > plainAfterFirst)
        styles.memo.checkIn(local)
    }

    @Test func childrenOfEquallyStyledParentsGetEqualStyles() throws {
        let html = "<html><body><div class='card'><p>a</p></div><div class='card'><p>b</p></div><div><p>c</p></div></body></html>"
        let document = HTMLParser.parse(Array(html.utf8))
        let resolved = StyleResolver(document: document, stylesheet: Self.sheet)
        let colors = try document.elements.filter { $0.name == "p" }.map { try #require(resolved.style(of: $0)).color }
        #expect(colors == [CSSColor("#0000aa"), CSSColor("#0000aa"), CSSColor("#222222")])
    }
}
