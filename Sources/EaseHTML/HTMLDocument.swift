/// An HTML element: a view of one element of a parsed document — lower-case name, attributes in
/// source order, the 1-based line libxml2 recorded, its position in the document, and children.
/// Two values are equal when they are the same element of the same document.
public struct HTMLElement: Sendable, Hashable {
    let tree: HTMLTree
    /// The element's position in ``HTMLDocument/elements`` (document order); per-element data
    /// of a page can live in arrays indexed by it instead of dictionaries.
    public let index: Int

    /// Lower-case tag name.
    public var name: String { tree.name(ofElement: index) }

    /// The 1-based line of the start tag.
    public var line: Int { Int(tree.lines[index]) }

    /// Attributes in source order, names lower-cased.
    public var attributes: HTMLAttributes {
        HTMLAttributes(tree: tree, startIndex: Int(tree.attributeStarts[index]), endIndex: Int(tree.attributeStarts[index + 1]))
    }

    /// Child nodes in order.
    public var children: HTMLChildren {
        let range = tree.childRanges[index]
        return HTMLChildren(tree: tree, startIndex: Int(range.lowerBound), endIndex: Int(range.upperBound))
    }

    /// Child elements.
    public var elements: HTMLElementList {
        let range = tree.childElementRanges[index]
        return HTMLElementList(tree: tree, startIndex: Int(range.lowerBound), endIndex: Int(range.upperBound), isChildList: true)
    }

    /// The value of an attribute, if present.
    public subscript(attribute: String) -> String? {
        for position in Int(tree.attributeStarts[index])..<Int(tree.attributeStarts[index + 1])
        where tree.name(ofAttribute: position) == attribute {
            return tree.attributeValues[position]
        }
        return nil
    }

    /// Whether an attribute is present (with any value).
    public func has(_ attribute: String) -> Bool {
        self[attribute] != nil
    }

    /// The class names of the `class` attribute.
    public var classes: Set<String> {
        Set(classNames.map(String.init))
    }

    /// Whether the `class` attribute lists `name` (compared without building the set of classes).
    public func hasClass(_ name: String) -> Bool {
        guard let position = tree.attributePosition(HTMLNames.Reserved.classAttribute, ofElement: index) else { return false }
        var value = tree.attributeValues[position], name = name
        // In ASCII without a CR LF pair every character is a byte: the names are compared in
        // place, without splitting the value into substrings (each split took some 3,000
        // instructions). A CR LF pair is one character, which is not a separator.
        if let listed = value.withUTF8({ bytes in name.withUTF8 { Self.asciiClassList(bytes, lists: $0) } }) { return listed }
        return classNames.contains { $0 == name }
    }

    /// Whether the ASCII class list `list` holds `name`; `nil` when the list is not ASCII or
    /// holds a CR LF pair (left to the reading by characters).
    static func asciiClassList(_ list: UnsafeBufferPointer<UInt8>, lists name: UnsafeBufferPointer<UInt8>) -> Bool? {
        var found = false, start = 0
        for index in 0...list.count {
            let byte = index < list.count ? list[index] : 0x20
            if byte >= 0x80 || (byte == 0x0D && index + 1 < list.count && list[index + 1] == 0x0A) { return nil }
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C else { continue }
            if !found, index - start == name.count, name.count > 0,
               (0..<name.count).allSatisfy({ list[start + $0] == name[$0] }) { found = true }
            start = index + 1
        }
        return found
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

    public static func == (lhs: HTMLElement, rhs: HTMLElement) -> Bool {
        lhs.index == rhs.index && lhs.tree === rhs.tree
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
    }
}

/// A node: an element or text.
public enum HTMLNode: Sendable {
    case element(HTMLElement)
    case text(String)
}

/// A parsed HTML document.
public struct HTMLDocument: Sendable {
    let tree: HTMLTree
    /// Whether the source declared a doctype.
    public let hasDoctype: Bool

    init(tree: HTMLTree, hasDoctype: Bool) {
        self.tree = tree
        self.hasDoctype = hasDoctype
    }

    /// The `<html>` element (libxml2 adds it when missing).
    public var root: HTMLElement? {
        tree.count > 0 ? HTMLElement(tree: tree, index: 0) : nil
    }

    /// Every element in document order; `elements[e.index] == e`.
    public var elements: HTMLElementList {
        HTMLElementList(tree: tree, startIndex: 0, endIndex: tree.count, isChildList: false)
    }

    /// The first element with a name.
    public func first(_ name: String) -> HTMLElement? {
        guard let code = tree.code(of: name) else { return nil }
        return tree.nameCodes.firstIndex(of: code).map { HTMLElement(tree: tree, index: $0) }
    }

    /// The position of the element's parent in ``elements``; -1 for the root. A parent comes
    /// before its children in document order, so one pass over ``elements`` can carry values down.
    public func parentIndex(of element: HTMLElement) -> Int {
        parentIndex(ofElementAt: element.index)
    }

    /// The position of the parent of the element at `index` of ``elements``; -1 for the root.
    public func parentIndex(ofElementAt index: Int) -> Int {
        Int(tree.parents[index])
    }

    /// The element's parent; `nil` for the root.
    public func parent(of element: HTMLElement) -> HTMLElement? {
        let index = Int(tree.parents[element.index])
        return index < 0 ? nil : HTMLElement(tree: tree, index: index)
    }

    /// The element's ancestors, its parent first and the root last, walked as they are asked for.
    public func ancestors(of element: HTMLElement) -> some Sequence<HTMLElement> {
        sequence(state: element) { current in
            guard let parent = parent(of: current) else { return nil }
            current = parent
            return parent
        }
    }

    /// An outline of the whole tree, one line per node with each element's line and attributes,
    /// for comparing two parses in tests.
    public var outline: String {
        var out = hasDoctype ? "<!doctype>\n" : ""
        func describe(_ element: HTMLElement, depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            out += "\(pad)<\(element.name)> line \(element.line)"
            for (name, value) in element.attributes { out += " \(name)=\(value.debugDescription)" }
            out += "\n"
            for child in element.children {
                switch child {
                case .element(let inner): describe(inner, depth: depth + 1)
                case .text(let text): out += "\(pad)  \(text.debugDescription)\n"
                }
            }
        }
        if let root { describe(root, depth: 0) }
        return out
    }
}
