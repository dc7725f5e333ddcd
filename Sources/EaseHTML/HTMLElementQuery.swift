/// Which elements to find (``HTMLDocument/elements(matching:)``): those with one of the tag
/// names, one of the attributes, or an attribute whose name starts with one of the prefixes.
///
/// The names are looked up in HTML's shared vocabulary (``HTMLNames``) once, when the query is
/// made, so an audit rule that keeps its queries runs them on every page as lookups of integer
/// name codes in the page's index; only a page's own names (custom elements, `data-` attributes)
/// are matched per page.
public struct HTMLElementQuery: Sendable {
    let names: [String]
    let attributes: [String]
    let prefixes: [String]
    let testsAttributes: Bool
    /// The shared codes of the tag names, and of the attribute names with the prefixed ones, in order.
    let sharedNameCodes: [Int32]
    let sharedAttributeCodes: [Int32]

    /// A query for elements named one of `names`, or carrying one of `attributes`, or an attribute
    /// whose name starts with one of `prefixes` (all lower case).
    public init(named names: [String] = [], withAttributes attributes: [String] = [], attributePrefixes prefixes: [String] = []) {
        self.names = names
        self.attributes = attributes
        self.prefixes = prefixes
        var sharedAttributes = Self.mask(attributes)
        for prefix in prefixes {
            for code in HTMLNames.codes(withPrefix: prefix) { sharedAttributes[Int(code)] = true }
        }
        testsAttributes = !attributes.isEmpty || !prefixes.isEmpty
        sharedNameCodes = Self.codes(flaggedIn: Self.mask(names))
        sharedAttributeCodes = Self.codes(flaggedIn: sharedAttributes)
    }

    private static func codes(flaggedIn mask: [Bool]) -> [Int32] {
        mask.indices.filter { mask[$0] }.map(Int32.init)
    }

    private static func mask(_ names: [String]) -> [Bool] {
        var mask = [Bool](repeating: false, count: HTMLNames.count)
        for name in names { if let code = HTMLNames.codes[name] { mask[Int(code)] = true } }
        return mask
    }

    /// Whether an attribute of this name (one of a page's own) is one the query looks for.
    func matchesAttribute(named name: String) -> Bool {
        attributes.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }
}

extension HTMLDocument {
    /// The elements the query finds, each once, in document order: the page's lists of elements
    /// under each of the query's names (``HTMLCodeIndex``), merged.
    public func elements(matching query: HTMLElementQuery) -> HTMLElementMatches {
        HTMLElementMatches(tree: tree, positions: positions(matching: query))
    }

    /// The positions of the elements the query finds, each once, in document order.
    private func positions(matching query: HTMLElementQuery) -> ArraySlice<Int32> {
        var found: [Int32] = []
        var lists = 0
        for code in query.sharedNameCodes { lists += collect(tree.nameIndex, code, into: &found) }
        if query.testsAttributes {
            for code in query.sharedAttributeCodes { lists += collect(tree.attributeIndex, code, into: &found) }
        }
        // The page's own names (a `data-` attribute, a custom element) are compared as strings,
        // only where the page uses them in the query's role.
        let shared = Int32(HTMLNames.count)
        for (position, name) in tree.ownNames.enumerated() {
            let code = shared + Int32(position)
            if tree.nameIndex.contains(code), query.names.contains(name) { lists += collect(tree.nameIndex, code, into: &found) }
            if query.testsAttributes, tree.attributeIndex.contains(code), query.matchesAttribute(named: name) {
                lists += collect(tree.attributeIndex, code, into: &found)
            }
        }
        // One list is in document order already; several are merged. Each element once.
        if lists > 1 { found.sort() }
        var kept = 0
        for position in found.indices where kept == 0 || found[kept - 1] != found[position] {
            found[kept] = found[position]
            kept += 1
        }
        return found[..<kept]
    }

    /// Appends the elements of `code` in `index`; 1 when it found any, else 0.
    private func collect(_ index: HTMLCodeIndex, _ code: Int32, into found: inout [Int32]) -> Int {
        let before = found.count
        index.append(elementsOf: code, to: &found)
        return found.count > before ? 1 : 0
    }

    /// The elements with one of the tag names, one of the attributes, or an attribute whose name
    /// starts with one of the prefixes: each once, in document order. Code that runs the same
    /// query on many pages keeps an ``HTMLElementQuery`` instead.
    public func elements(named names: [String] = [], withAttributes attributes: [String] = [],
                         attributePrefixes prefixes: [String] = []) -> HTMLElementMatches {
        elements(matching: HTMLElementQuery(named: names, withAttributes: attributes, attributePrefixes: prefixes))
    }
}

/// The elements a query found, in document order: their positions, each made an element when
/// it is read (so `first(where:)` makes them only up to the one it finds, and `isEmpty` none). A
/// list of element values made at once retained the page's tree for each, and reading each out
/// of the list retained it again.
public struct HTMLElementMatches: RandomAccessCollection, Sendable {
    let tree: HTMLTree
    /// The elements' numbers, from the start of an array of their own.
    let positions: ArraySlice<Int32>

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }

    public subscript(position: Int) -> HTMLElement {
        HTMLElement(tree: tree, index: Int(positions[positions.startIndex + position]))
    }
}
