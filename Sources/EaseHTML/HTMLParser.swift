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
        xmlSetStructuredErrorFunc(nil, ignoreError)
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue
                            | HTML_PARSE_NONET.rawValue | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_COMPACT.rawValue)
        let document: htmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(1, buffer.count)) { pointer in
                htmlReadMemory(pointer, Int32(buffer.count), "page.html", "UTF-8", options)
            }
        }
        guard let document else { return HTMLDocument(root: nil, hasDoctype: false) }
        defer { xmlFreeDoc(document) }
        let hasDoctype = document.pointee.intSubset != nil
        guard let root = xmlDocGetRootElement(document) else { return HTMLDocument(root: nil, hasDoctype: hasDoctype) }
        return HTMLDocument(root: copy(root, depth: 0), hasDoctype: hasDoctype)
    }

    private static func copy(_ node: xmlNodePtr, depth: Int) -> HTMLElement {
        var attributes: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            var value = ""
            var child = current.pointee.children
            while let text = child {
                if let content = text.pointee.content { value += String(cString: content) }
                child = text.pointee.next
            }
            attributes.append((name: string(current.pointee.name).lowercased(), value: value))
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
        return HTMLElement(name: string(node.pointee.name).lowercased(), attributes: attributes,
                           line: Int(xmlGetLineNo(node)), children: children)
    }

    private static func string(_ pointer: UnsafePointer<xmlChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }
}

/// libxml2 calls this instead of printing to standard error.
private func ignoreError(_ context: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {}
