@testable import EaseHTML
import EaseTestSupport
import Testing

/// The id index's own table (open addressing on each id's digest) on pages larger and more varied
/// than the query tests' twelve ids.
@Suite struct HTMLIDIndexTests {
    /// Ids of every length from one byte to eighty (around the digest's eight- and thirty-two-byte
    /// steps), in several scripts, some repeated: the index answers as a dictionary of the
    /// elements picked one by one, and lists the ids in the order their first elements come.
    @Test func answersAsADictionaryOnALargePage() {
        var generator = SeededGenerator(seed: 5)
        let stems = ["a", "section-", "тревога-", "呼吸", "x_y-", "ü"]
        let pool = (0..<600).map { number -> String in
            let stem = stems[number % stems.count]
            let length = Int.random(in: 1...80, using: &generator)
            return String((stem + String(number) + String(repeating: "z", count: length)).prefix(length))
        }
        let body = (0..<2_000).map { index -> String in
            let id = pool[Int.random(in: 0..<pool.count, using: &generator)]
            return Bool.random(using: &generator) ? "<p id=\"\(id)\">t</p>" : "<p data-n=\"\(index)\">t</p>"
        }.joined()
        let document = HTMLParser.parse(Array("<!DOCTYPE html><html><body>\(body)</body></html>".utf8))
        let index = document.idIndex()
        var expected: [String: [Int]] = [:], order: [String] = []
        for element in document.elements {
            guard let id = element["id"] else { continue }
            if expected[id] == nil { order.append(id) }
            expected[id, default: []].append(element.index)
        }
        #expect(expected.count > 400)
        #expect(index.count == expected.count)
        #expect(index.ids == order)
        #expect(index.repeatedIDs == expected.filter { $0.value.count > 1 }.keys.sorted())
        for id in pool + ["", "absent", "a0", "section-1zzzz"] {
            #expect(index.contains(id) == (expected[id] != nil), "\(id)")
            #expect(index[id]?.index == expected[id]?.first, "\(id)")
            #expect(index.elements(withID: id).map(\.index) == (expected[id] ?? []), "\(id)")
        }
    }

    /// A page without ids, and a page without any attribute, answer nothing.
    @Test func aPageWithoutIDsHasNone() {
        for source in [#"<html><body><p class="c">x</p></body></html>"#, "<html><body><p>x</p></body></html>"] {
            let index = HTMLParser.parse(Array(source.utf8)).idIndex()
            #expect(index.count == 0 && index.ids.isEmpty && index.repeatedIDs.isEmpty)
            #expect(!index.contains("c") && index["x"] == nil && index.elements(withID: "p").isEmpty)
        }
    }
}
