internal import CLibXML2

/// Parses HTML with libxml2's HTML parser and copies the tree into ``HTMLDocument`` values.
///
/// This is the only module that imports libxml2, and it does not import Foundation (libxml2's
/// headers bring in ICU, which clashes with Foundation's). Parse errors are not printed: a
/// structured error handler that ignores them is installed for the calling thread while parsing.
public enum HTMLParser {
    /// Elements nested deeper than this are not copied.
    public static let maximumDepth = 256

    /// Parses a document.
    public static func parse(_ bytes: [UInt8]) -> HTMLDocument {
        guard let document = read(bytes) else { return HTMLDocument(root: nil, hasDoctype: false) }
        defer { xmlFreeDoc(document) }
        let hasDoctype = document.pointee.intSubset != nil
        guard let root = xmlDocGetRootElement(document) else { return HTMLDocument(root: nil, hasDoctype: hasDoctype) }
        return HTMLDocument(root: copy(root, depth: 0), hasDoctype: hasDoctype)
    }

    /// The names a `#fragment` can point to in a document: every element's `id` and every `<a name>`.
    /// Cheaper than ``parse(_:)``: nothing else is copied out of libxml2's tree.
    public static func fragmentTargets(_ bytes: [UInt8]) -> Set<String> {
        guard let document = read(bytes) else { return [] }
        defer { xmlFreeDoc(document) }
        var targets: Set<String> = []
        var stack: [xmlNodePtr] = xmlDocGetRootElement(document).map { [$0] } ?? []
        while let node = stack.popLast() {
            let isAnchor = node.pointee.name.map { xmlStrcasecmp($0, "a") == 0 } ?? false
            var attribute = node.pointee.properties
            while let current = attribute {
                if let name = current.pointee.name, xmlStrcasecmp(name, "id") == 0 || (isAnchor && xmlStrcasecmp(name, "name") == 0) {
                    targets.insert(value(of: current))
                }
                attribute = current.pointee.next
            }
            var child = node.pointee.children
            while let current = child {
                if current.pointee.type == XML_ELEMENT_NODE { stack.append(current) }
                child = current.pointee.next
            }
        }
        return targets
    }

    /// libxml2's tree of a document, parse errors silenced; the caller frees it.
    private static func read(_ bytes: [UInt8]) -> htmlDocPtr? {
        xmlSetStructuredErrorFunc(nil, ignoreError)
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                            | HTML_PARSE_NONET.rawValue | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_COMPACT.rawValue)
        return bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, buffer.count)) { pointer in
                htmlReadMemory(pointer, Int32(buffer.count), "page.html", "UTF-8", options)
            }
        }
    }

    private static func copy(_ node: xmlNodePtr, depth: Int) -> HTMLElement {
        var attributes: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            attributes.append((name: lowercased(current.pointee.name), value: value(of: current)))
            attribute = current.pointee.next
        }
        var children: [HTMLNode] = []
        if depth < maximumDepth {
            var child = node.pointee.children
            while let current = child {
                switch current.pointee.type {
                case XML_ELEMENT_NODE:
                    children.append(.element(copy(current, depth: depth + 1)))
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    if let content = current.pointee.content { children.append(.text(String(cString: content))) }
                default:
                    break
                }
                child = current.pointee.next
            }
        }
        return HTMLElement(name: lowercased(node.pointee.name), attributes: attributes,
                           line: Int(xmlGetLineNo(node)), children: children)
    }

    /// An attribute's value: the text of its children.
    private static func value(of attribute: xmlAttrPtr) -> String {
        var value = ""
        var child = attribute.pointee.children
        while let text = child {
            if let content = text.pointee.content {
                if value.isEmpty { value = String(cString: content) } else { value += String(cString: content) }
            }
            child = text.pointee.next
        }
        return value
    }

    /// A name in lower case. libxml2's HTML parser already lower-cases most names, so the string
    /// is only rebuilt when it has an upper-case ASCII letter.
    private static func lowercased(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        let name = String(cString: pointer)
        return name.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) ? name.lowercased() : name
    }
}

/// libxml2 calls this instead of printing to standard error.
private func ignoreError(_ context: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {}
