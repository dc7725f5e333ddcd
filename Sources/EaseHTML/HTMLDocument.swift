/// An HTML element as plain Swift values: lower-case name, attributes in source order, the
/// 1-based line libxml2 recorded, its position in the document, and children.
public final class HTMLElement: Sendable {
    /// Lower-case tag name.
    public let name: String
    /// Attributes in source order, names lower-cased.
    public let attributes: [(name: String, value: String)]
    /// The 1-based line of the start tag.
    public let line: Int
    /// The element's position in ``HTMLDocument/elements`` (document order); per-element data
    /// of a page can live in arrays indexed by it instead of dictionaries.
    public let index: Int
    /// Child nodes in order.
    public let children: [HTMLNode]
    /// Child elements.
    public let elements: [HTMLElement]

    /// Creates an element; `index` is its position in document order.
    public init(name: String, attributes: [(name: String, value: String)], line: Int, index: Int, children: [HTMLNode]) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.index = index
        self.children = children
        elements = children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    /// The value of an attribute, if present.
    public subscript(attribute: String) -> String? {
        for entry in attributes where entry.name == attribute { return entry.value }
        return nil
    }

    /// Whether an attribute is present (with any value).
    public func has(_ attribute: String) -> Bool {
        attributes.contains { $0.name == attribute }
    }

    /// The class names of the `class` attribute.
    public var classes: Set<String> {
        Set(classNames.map(String.init))
    }

    /// Whether the `class` attribute lists `name` (compared without building the set of classes).
    public func hasClass(_ name: String) -> Bool {
        classNames.contains { $0 == name }
    }

    private var classNames: [Substring] {
        (self["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" })
    }

    /// The concatenated text of all descendants.
    public var textContent: String {
        var out = ""
        appendText(to: &out)
        return out
    }

    private func appendText(to out: inout String) {
        for child in children {
            switch child {
            case .text(let text): out += text
            case .element(let element): element.appendText(to: &out)
            }
        }
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
    /// Every element in document order; `elements[e.index] === e`.
    public let elements: [HTMLElement]
    /// The index of each element's parent, by element index (`-1` for the root).
    private let parentIndices: [Int]

    /// Creates a document from a root whose elements are numbered in document order from 0.
    public init(root: HTMLElement?, hasDoctype: Bool) {
        self.root = root
        self.hasDoctype = hasDoctype
        elements = root?.descendants() ?? []
        var parents = [Int](repeating: -1, count: elements.count)
        for element in elements {
            precondition(elements[element.index] === element, "elements are numbered in document order")
            for child in element.elements { parents[child.index] = element.index }
        }
        parentIndices = parents
    }

    /// The first element with a name.
    public func first(_ name: String) -> HTMLElement? {
        elements.first { $0.name == name }
    }

    /// The element's parent; `nil` for the root.
    public func parent(of element: HTMLElement) -> HTMLElement? {
        let index = parentIndices[element.index]
        return index < 0 ? nil : elements[index]
    }

    /// The element's ancestors, its parent first and the root last, walked as they are asked for.
    public func ancestors(of element: HTMLElement) -> some Sequence<HTMLElement> {
        sequence(state: element) { current in
            guard let parent = parent(of: current) else { return nil }
            current = parent
            return parent
        }
    }
}
