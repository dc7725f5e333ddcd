/// An HTML element as plain Swift values: lower-case name, attributes in source order, the
/// 1-based line libxml2 recorded, and children.
public final class HTMLElement: Sendable {
    /// Lower-case tag name.
    public let name: String
    /// Attributes in source order, names lower-cased.
    public let attributes: [(name: String, value: String)]
    /// The 1-based line of the start tag.
    public let line: Int
    /// Child nodes in order.
    public let children: [HTMLNode]
    /// The class names of the `class` attribute.
    public let classes: Set<String>
    /// Child elements.
    public let elements: [HTMLElement]

    /// Creates an element.
    public init(name: String, attributes: [(name: String, value: String)], line: Int, children: [HTMLNode]) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.children = children
        var classes: Set<String> = []
        if let list = attributes.first(where: { $0.name == "class" })?.value {
            for name in list.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }) { classes.insert(String(name)) }
        }
        self.classes = classes
        elements = children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    /// The value of an attribute, if present.
    public subscript(attribute: String) -> String? {
        attributes.first { $0.name == attribute }?.value
    }

    /// Whether an attribute is present (with any value).
    public func has(_ attribute: String) -> Bool {
        attributes.contains { $0.name == attribute }
    }

    /// The concatenated text of all descendants.
    public var textContent: String {
        var out = ""
        for child in children {
            switch child {
            case .text(let text): out += text
            case .element(let element): out += element.textContent
            }
        }
        return out
    }

    /// This element and all descendant elements, depth first, in document order.
    public func descendants() -> [HTMLElement] {
        var out: [HTMLElement] = []
        var stack: [HTMLElement] = [self]
        while let element = stack.popLast() {
            out.append(element)
            stack.append(contentsOf: element.elements.reversed())
        }
        return out
    }
}

/// A node: an element or text.
public enum HTMLNode: Sendable {
    case element(HTMLElement)
    case text(String)
}

/// A parsed HTML document.
public struct HTMLDocument: Sendable {
    /// The `<html>` element (libxml2 adds it when missing).
    public let root: HTMLElement?
    /// Whether the source declared a doctype.
    public let hasDoctype: Bool
    /// Every element in document order.
    public let elements: [HTMLElement]

    /// Creates a document.
    public init(root: HTMLElement?, hasDoctype: Bool) {
        self.root = root
        self.hasDoctype = hasDoctype
        elements = root?.descendants() ?? []
    }

    /// The first element with a name.
    public func first(_ name: String) -> HTMLElement? {
        elements.first { $0.name == name }
    }
}
