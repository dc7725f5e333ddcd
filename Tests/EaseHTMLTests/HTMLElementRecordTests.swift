import EaseHTML
import Testing

/// A page's element records say what its element values say: position, parent, tag and attributes.
@Suite struct HTMLElementRecordTests {
    @Test(arguments: [
        "<html><head><title>t</title></head><body><p class='a b' id=x>one <em>two</em></p><custom-el data-k='v'></custom-el></body></html>",
        "<p>no root written</p><p>second</p>",
        "<html><body><ul><li>1<li>2</ul><img src=a.png alt=''></body></html>",
    ])
    func recordsAgreeWithElements(html: String) {
        let document = HTMLParser.parse(Array(html.utf8))
        var records: [HTMLElementRecord] = [], attributeCodes: [[HTMLNameCode]] = []
        document.withElementRecords { tables in
            for index in 0..<tables.count {
                records.append(tables[index])
                attributeCodes.append(tables[index].attributes.map { tables.attributeNameCode(at: $0) })
            }
        }
        #expect(records.count == document.elements.count)
        for (record, element) in zip(records, document.elements) {
            #expect(record.index == element.index)
            #expect(record.parent == document.parentIndex(of: element))
            #expect(record.nameCode == element.nameCode)
            #expect(document.element(at: record.index) == element)
            let attributes = record.attributes.map { (document.attributeName(at: $0), document.attributeValue(at: $0)) }
            #expect(attributes.map(\.0) == element.attributes.map(\.name))
            #expect(attributes.map(\.1) == element.attributes.map(\.value))
            #expect(attributeCodes[record.index] == element.attributes.indices.map { element.attributes.nameCode(at: $0) })
        }
    }
}

/// An element's text read in place: the bytes of its text nodes when it has no child element.
@Suite struct HTMLElementOnlyTextTests {
    @Test(arguments: [
        ("<p><a href='/x'>Read more</a></p>", "Read more"),
        ("<p>Before <a href='/x'>Read more</a> after</p>", "Read more"),
        ("<p><a href='/x'>Two <!-- a comment --> parts</a></p>", "Two  parts"),
        ("<p><a href='/x'>&lt;Less &amp; more&gt;</a></p>", "<Less & more>"),
        ("<p><a href='/x'> </a></p>", " "),
        ("<p><a href='/x'></a><a href='/y'>Next</a></p>", ""),
        ("<p>x<a href='/x'>Calm\u{A0}· Ease</a>y</p>", "Calm\u{A0}· Ease"),
    ])
    func textChildrenAreReadAsOneRun(html: String, text: String) throws {
        let document = HTMLParser.parse(Array(html.utf8))
        let link = try #require(document.elements.first { $0.name == "a" })
        let read = document.withOnlyText(ofElementAt: link.index) { String(decoding: $0, as: UTF8.self) }
        #expect(read == text)
        #expect(read == link.textContent)
    }

    @Test(arguments: [
        "<p><a href='/x'><em>Read</em> more</a></p>",
        "<p><a href='/x'>Read <img src='a.png' alt='more'></a></p>",
        "<p><a href='/x'>Read <span>more</span> now</a></p>",
    ])
    func anElementChildGivesNothing(html: String) throws {
        let document = HTMLParser.parse(Array(html.utf8))
        let link = try #require(document.elements.first { $0.name == "a" })
        var called = false
        #expect(document.withOnlyText(ofElementAt: link.index) { _ in called = true } == nil)
        #expect(!called)
    }

    /// On a page of many elements, every element whose children are all text reads as its text
    /// content, and every other gives nothing.
    @Test func everyElementOfAPageReadsAsItsTextContent() {
        let html = "<html><head><title>T</title></head><body><header><a href='/'>Ease</a></header><main><h1 id='t'>Title</h1>"
            + (1...40).map { "<p>Text \($0) <a href='/r\($0)'>link \($0)</a> <em>em</em> end <!-- c --> tail</p><ul><li>One</li><li>Two <b>b</b></li></ul>" }.joined()
            + "</main></body></html>"
        let document = HTMLParser.parse(Array(html.utf8))
        var read = 0
        for element in document.elements {
            let text = document.withOnlyText(ofElementAt: element.index) { String(decoding: $0, as: UTF8.self) }
            if element.elements.isEmpty {
                #expect(text == element.textContent, "\(element.name) \(element.index)")
                read += 1
            } else {
                #expect(text == nil, "\(element.name) \(element.index)")
            }
        }
        #expect(read > 100)
    }

    /// On the same kind of page, the text children each element's predicate is asked about are
    /// its own text nodes, in document order, each as its text: an element's descendants' text is
    /// not among them, and the predicate is asked up to the first it accepts.
    @Test func textChildrenAreEachElementsOwnText() {
        let html = "<html><body><main><h1>Title</h1>"
            + (1...20).map { "<p>Text \($0) <a href='/r\($0)'>link</a> <em>em</em> &amp; end <!-- c --> tail</p><label><input> Full</label>" }.joined()
            + "</main></body></html>"
        let document = HTMLParser.parse(Array(html.utf8))
        for element in document.elements {
            let own = element.children.compactMap { child -> String? in if case .text(let text) = child { return text } else { return nil } }
            var asked: [String] = []
            #expect(!document.hasTextChild(ofElementAt: element.index) { asked.append(String(decoding: $0, as: UTF8.self)); return false })
            #expect(asked == own, "\(element.name) \(element.index)")
            var first: [String] = []
            #expect(document.hasTextChild(ofElementAt: element.index) { first.append(String(decoding: $0, as: UTF8.self)); return true } == !own.isEmpty)
            #expect(first == Array(own.prefix(1)))
        }
    }
}
