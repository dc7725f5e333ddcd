internal import CLibXML2

/// Builds the element tree from libxml2's parse events: an element becomes an ``HTMLElement`` when
/// it closes (its children are known then), numbered in document order when it opens. Adjacent
/// text events are one text node. Only the first top-level element (the root) is kept, and
/// elements deeper than ``HTMLParser/maximumDepth`` are left out with their content.
final class HTMLTreeBuilder: HTMLEventSink {
    private struct OpenElement {
        let name: String
        let attributes: [(name: String, value: String)]
        let line: Int
        let index: Int
        var children: [HTMLNode] = []
    }

    @exclusivity(unchecked) private var open: [OpenElement] = []
    /// How many elements are open that are being left out (too deep, or after the root).
    private var skipped = 0
    @exclusivity(unchecked) private var text: [UInt8] = []
    private var nextIndex = 0
    private var root: HTMLElement?
    private var hasDoctype = false

    override func startElement(_ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        flushText()
        if skipped > 0 || open.count > HTMLParser.maximumDepth || (open.isEmpty && root != nil) {
            skipped += 1
            return
        }
        var list: [(name: String, value: String)] = []
        Self.forEachAttribute(attributes) { attribute, value in
            list.append((name: Self.lowercased(attribute), value: value.map { String(cString: $0) } ?? ""))
        }
        open.append(OpenElement(name: Self.lowercased(name), attributes: list, line: currentLine, index: nextIndex))
        nextIndex += 1
    }

    override func endElement() {
        flushText()
        if skipped > 0 {
            skipped -= 1
            return
        }
        guard let closed = open.popLast() else { return }
        let element = HTMLElement(name: closed.name, attributes: closed.attributes, line: closed.line,
                                  index: closed.index, children: closed.children)
        if open.isEmpty { root = element } else { open[open.count - 1].children.append(.element(element)) }
    }

    override func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Text is kept inside elements whose children are kept (depth below the limit).
        guard skipped == 0, !open.isEmpty, open.count <= HTMLParser.maximumDepth else { return }
        text.append(contentsOf: bytes)
    }

    override func boundary() { flushText() }

    override func doctype() { hasDoctype = true }

    /// The document, once libxml2 has finished (anything still open is closed first).
    func finish() -> HTMLDocument {
        while skipped > 0 || !open.isEmpty { endElement() }
        return HTMLDocument(root: root, hasDoctype: hasDoctype)
    }

    private func flushText() {
        guard !text.isEmpty else { return }
        open[open.count - 1].children.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }
}
