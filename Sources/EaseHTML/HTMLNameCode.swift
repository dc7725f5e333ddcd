/// A tag or attribute name as its document stores it: an integer, compared without comparing or
/// hashing a string. HTML's own names (``HTMLNames``) have the same code in every document, so a
/// code that ``isShared`` can stand for its name across pages; a page's other names (custom
/// elements, `data-` attributes) are numbered per page and mean something only within it.
public struct HTMLNameCode: Hashable, Sendable {
    let value: Int32

    /// Whether the name is one of HTML's own, with the same code in every document.
    public var isShared: Bool { Int(value) < HTMLNames.count }

    /// The code as an integer: the same for the same shared name in every document.
    public var rawValue: Int { Int(value) }
}

extension HTMLDocument {
    /// The code of a lower-case tag or attribute name; `nil` when the page uses no such name.
    public func code(of name: String) -> HTMLNameCode? {
        tree.code(of: name).map(HTMLNameCode.init)
    }
}

extension HTMLElement {
    /// The tag name's code.
    public var nameCode: HTMLNameCode { HTMLNameCode(value: tree.nameCodes[index]) }
}

extension HTMLAttributes {
    /// The code of the name of the attribute at `position` (one of ``indices``).
    public func nameCode(at position: Int) -> HTMLNameCode { HTMLNameCode(value: tree.attributeNameCodes[position]) }

    /// The value of the attribute at `position` (one of ``indices``), without its name.
    public func value(at position: Int) -> String { tree.attributeValues[position] }
}
