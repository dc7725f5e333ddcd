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
        var records: [HTMLElementRecord] = []
        document.forEachElementRecord { records.append($0) }
        #expect(records.count == document.elements.count)
        for (record, element) in zip(records, document.elements) {
            #expect(record.index == element.index)
            #expect(record.parent == document.parentIndex(of: element))
            #expect(record.nameCode == element.nameCode)
            #expect(document.element(at: record.index) == element)
            let attributes = record.attributes.map { (document.attributeName(at: $0), document.attributeValue(at: $0)) }
            #expect(attributes.map(\.0) == element.attributes.map(\.name))
            #expect(attributes.map(\.1) == element.attributes.map(\.value))
            #expect(record.attributes.map { document.attributeNameCode(at: $0) } == element.attributes.indices.map { element.attributes.nameCode(at: $0) })
        }
    }
}
