internal import CLibXML2

/// Parses HTML into ``HTMLDocument`` values: the tree libxml2's HTML parser makes of a page.
/// Well-formed pages are read by ``PlainHTMLReader`` into that same tree without libxml2;
/// everything else goes to libxml2 and is built from its SAX events.
///
/// libxml2 tokenises the page, adds implied elements (`html`, `head`, `body`), closes unclosed ones
/// and reports the elements, attributes and text as events; the events are turned into Swift values
/// straight away, so libxml2 never builds (or frees) a tree of its own.
///
/// This is the only module that imports libxml2, and it does not import Foundation (libxml2's
/// headers bring in ICU, which clashes with Foundation's). Parse errors are not printed: a
/// structured error handler that ignores them is installed for the calling thread while parsing.
public enum HTMLParser {
    /// Elements nested deeper than this are left out, with everything inside them.
    public static let maximumDepth = 256

    /// Parses a document: a well-formed page by ``PlainHTMLReader``, anything else by libxml2
    /// (both build the same tree for the pages the first accepts).
    public static func parse(_ bytes: [UInt8]) -> HTMLDocument {
        PlainHTMLReader.read(bytes) ?? parseWithLibXML2(bytes)
    }

    /// Parses a document with ``PlainHTMLReader`` alone: `nil` when the page is not one it is sure of.
    public static func parsePlain(_ bytes: [UInt8]) -> HTMLDocument? {
        PlainHTMLReader.read(bytes)
    }

    /// Parses a document with libxml2, whatever it holds.
    public static func parseWithLibXML2(_ bytes: [UInt8]) -> HTMLDocument {
        let builder = HTMLTreeBuilder()
        read(bytes, into: builder)
        return builder.finish()
    }

    /// The names a `#fragment` can point to in a document: every element's `id` and every `<a name>`.
    /// Cheaper than ``parse(_:)``: nothing but those attributes is copied out of libxml2.
    public static func fragmentTargets(_ bytes: [UInt8]) -> Set<String> {
        let collector = FragmentTargetCollector()
        read(bytes, into: collector)
        return collector.targets
    }

    /// libxml2's global state (the dictionaries' lock among it) is set up once, before any parse:
    /// left to the first parsers of concurrent workers, its set-up races and can deadlock.
    private static let libraryIsInitialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Runs libxml2's HTML parser over the bytes (as UTF-8), sending its events to `sink`.
    static func read(_ bytes: [UInt8], into sink: HTMLEventSink) {
        guard !bytes.isEmpty, libraryIsInitialized, let parser = htmlNewParserCtxt() else { return }
        xmlSetStructuredErrorFunc(nil, ignoreError)
        defer {
            htmlFreeParserCtxt(parser)
            xmlSetStructuredErrorFunc(nil, nil)
        }
        var handler = xmlSAXHandler()
        handler.initialized = parser.pointee.sax.pointee.initialized
        handler.startElement = { context, name, attributes in
            if let name { eventSink(context).startElement(name, attributes) }
        }
        handler.endElement = { context, _ in eventSink(context).endElement() }
        handler.characters = { context, bytes, count in
            if let bytes, count > 0 { eventSink(context).characters(UnsafeBufferPointer(start: bytes, count: Int(count))) }
        }
        handler.cdataBlock = handler.characters
        handler.comment = { context, _ in eventSink(context).boundary() }
        handler.processingInstruction = { context, _, _ in eventSink(context).boundary() }
        handler.internalSubset = { context, _, _, _ in eventSink(context).doctype() }
        parser.pointee.sax.pointee = handler
        parser.pointee.userData = Unmanaged.passUnretained(sink).toOpaque()
        sink.parser = parser
        defer { sink.parser = nil }
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                            | HTML_PARSE_NONET.rawValue | HTML_PARSE_NODEFDTD.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                htmlCtxtReadMemory(parser, pointer, Int32(buffer.count), "page.html", "UTF-8", options)
            }
        }
        // With no start-document handler libxml2 makes no tree; free one should it ever make it.
        if let document { xmlFreeDoc(document) }
    }
}

/// The receiver of one document's parse events (set as libxml2's user data while it parses).
class HTMLEventSink {
    /// The parser while it runs, for the current line.
    fileprivate(set) var parser: htmlParserCtxtPtr?

    /// The line libxml2 has reached (at a start tag's event: the line its `>` is on, as in libxml2's own trees).
    var currentLine: Int { Int(parser?.pointee.input?.pointee.line ?? 0) }

    func startElement(_ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {}
    func endElement() {}
    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {}
    /// A comment or processing instruction: text on either side of it is two text nodes.
    func boundary() {}
    func doctype() {}

    /// A name in lower case. libxml2's HTML parser already lower-cases element and attribute
    /// names, so the string is only rebuilt when it has an upper-case ASCII letter.
    static func lowercased(_ pointer: UnsafePointer<xmlChar>) -> String {
        let name = String(cString: pointer)
        return name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) ? name.lowercased() : name
    }

    /// The name/value pairs of libxml2's attribute list (a value is missing for `<input disabled>`).
    static func forEachAttribute(_ list: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
                                 _ body: (UnsafePointer<xmlChar>, UnsafePointer<xmlChar>?) -> Void) {
        guard var pointer = list else { return }
        while let name = pointer.pointee {
            body(name, pointer[1])
            pointer += 2
        }
    }
}

/// Collects the `id`s and `<a name>`s of a document.
final class FragmentTargetCollector: HTMLEventSink {
    private(set) var targets: Set<String> = []

    override func startElement(_ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        let isAnchor = xmlStrcasecmp(name, "a") == 0
        Self.forEachAttribute(attributes) { attribute, value in
            if xmlStrcasecmp(attribute, "id") == 0 || (isAnchor && xmlStrcasecmp(attribute, "name") == 0) {
                targets.insert(value.map { String(cString: $0) } ?? "")
            }
        }
    }
}

private func eventSink(_ context: UnsafeMutableRawPointer?) -> HTMLEventSink {
    Unmanaged<HTMLEventSink>.fromOpaque(context!).takeUnretainedValue()
}

/// libxml2 calls this instead of printing to standard error.
private func ignoreError(_ context: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {}
