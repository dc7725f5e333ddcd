/// A tag or attribute name as its document stores it: an integer, compared without comparing or
/// hashing a string. HTML's own names (``HTMLNames``) have the same code in every document, so a
/// code that ``isShared`` can stand for its name across pages; a page's other names (custom
/// elements, `data-` attributes) are numbered per page and mean something only within it.
public struct HTMLNameCode: Hashable, Sendable {
    @usableFromInline let value: Int32

    /// Whether the name is one of HTML's own, with the same code in every document.
    public var isShared: Bool { Int(value) < HTMLNames.count }

    /// The codes of HTML's own names are those below this: ``isShared`` for a loop that reads it
    /// once (each read of ``isShared`` looks up the table of names, a lazily made global).
    public static var sharedLimit: Int { HTMLNames.count }

    /// The code as an integer: the same for the same shared name in every document.
    public var rawValue: Int { Int(value) }

    /// The code of one of HTML's own names (lower case), the same in every document; `nil` for
    /// any other name. Code that tests names on many elements makes its codes once with this.
    public init?(sharedName name: String) {
        guard let value = HTMLNames.codes[name] else { return nil }
        self.value = value
    }

    @usableFromInline
    init(value: Int32) {
        self.value = value
    }
}

extension HTMLDocument {
    /// The code of a lower-case tag or attribute name; `nil` when the page uses no such name.
    public func code(of name: String) -> HTMLNameCode? {
        tree.code(of: name).map(HTMLNameCode.init)
    }

    /// ``code(of:)`` of a name that is not one of HTML's own (a `data-` attribute, a custom
    /// element): looked up among the page's own names alone.
    public func ownCode(of name: String) -> HTMLNameCode? {
        tree.ownCode(of: name).map(HTMLNameCode.init)
    }
}

extension HTMLElement {
    /// The tag name's code.
    public var nameCode: HTMLNameCode { HTMLNameCode(value: tree.nameCodes[index]) }

    /// The value of the attribute whose name has this code, if present: ``subscript(_:)-(String)``
    /// comparing integers instead of strings.
    public subscript(code code: HTMLNameCode) -> String? {
        tree.attributePosition(code.value, ofElement: index).map { tree.attributeValues[$0] }
    }

    /// Whether the attribute whose name has this code is present (with any value).
    public func has(_ code: HTMLNameCode) -> Bool {
        tree.attributePosition(code.value, ofElement: index) != nil
    }
}

extension HTMLTree {
    /// The position of the element's attribute whose name has `code`, if it has one.
    @inline(__always)
    func attributePosition(_ code: Int32, ofElement index: Int) -> Int? {
        let (start, end) = (Int(attributeStarts[index]), Int(attributeStarts[index + 1]))
        return attributeNameCodes.withUnsafeBufferPointer { codes in
            (start..<end).first { codes[$0] == code }
        }
    }
}

/// Names tested by code: HTML's own names as a flag per shared code, any other name by its
/// spelling (a page numbers its own names itself). Made once, it answers for any page.
public struct HTMLNameSet: Sendable {
    private let shared: [Bool]
    private let others: Set<String>

    /// The set of `names` (lower case).
    public init(_ names: [String]) {
        var shared = [Bool](repeating: false, count: HTMLNames.count)
        var others: Set<String> = []
        for name in names {
            if let code = HTMLNames.codes[name] { shared[Int(code)] = true } else { others.insert(name) }
        }
        self.shared = shared
        self.others = others
    }

    /// Whether the element's tag name is in the set.
    public func contains(nameOf element: HTMLElement) -> Bool {
        let code = element.tree.nameCodes[element.index]
        return Int(code) < shared.count ? shared[Int(code)] : others.contains(element.name)
    }
}

extension HTMLAttributes {
    /// The code of the name of the attribute at `position` (one of ``indices``).
    public func nameCode(at position: Int) -> HTMLNameCode { HTMLNameCode(value: tree.attributeNameCodes[position]) }

    /// The value of the attribute at `position` (one of ``indices``), without its name.
    public func value(at position: Int) -> String { tree.attributeValues[position] }
}
