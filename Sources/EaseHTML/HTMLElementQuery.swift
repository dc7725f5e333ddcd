/// Which elements to find (``HTMLDocument/elements(matching:)``): those with one of the tag
/// names, one of the attributes, or an attribute whose name starts with one of the prefixes.
///
/// The names are looked up in HTML's shared vocabulary (``HTMLNames``) once, when the query is
/// made, so an audit rule that keeps its queries runs them on every page as lookups of integer
/// name codes in the page's index; only a page's own names (custom elements, `data-` attributes)
/// are matched per page.
public struct HTMLElementQuery: Sendable {
    /// The tag and attribute names that are not HTML's own: only a page's own names (which are
    /// never HTML's) can be one of them.
    let ownNames: [String]
    let ownAttributes: [String]
    let prefixes: [String]
    let testsAttributes: Bool
    /// Whether a page's own names can match: some name or attribute is not HTML's, or a prefix
    /// is given. Most queries name HTML's own names alone, and never compare a string.
    let readsOwnNames: Bool
    /// The shared codes of the tag names, and of the attribute names with the prefixed ones.
    let nameCodes: HTMLCodeBits
    let attributeCodes: HTMLCodeBits

    /// A query for elements named one of `names`, or carrying one of `attributes`, or an attribute
    /// whose name starts with one of `prefixes` (all lower case).
    public init(named names: [String] = [], withAttributes attributes: [String] = [], attributePrefixes prefixes: [String] = []) {
        ownNames = names.filter { HTMLNames.codes[$0] == nil }
        ownAttributes = attributes.filter { HTMLNames.codes[$0] == nil }
        self.prefixes = prefixes
        var attributeCodes = attributes.compactMap { HTMLNames.codes[$0] }
        for prefix in prefixes { attributeCodes += HTMLNames.codes(withPrefix: prefix) }
        testsAttributes = !attributes.isEmpty || !prefixes.isEmpty
        readsOwnNames = !ownNames.isEmpty || !ownAttributes.isEmpty || !prefixes.isEmpty
        nameCodes = HTMLCodeBits(names.compactMap { HTMLNames.codes[$0] })
        self.attributeCodes = HTMLCodeBits(attributeCodes)
    }

    /// Whether an attribute of this name (one of a page's own) is one the query looks for.
    func matchesAttribute(named name: String) -> Bool {
        ownAttributes.contains(name) || prefixes.contains { name.hasPrefix($0) }
    }
}

extension HTMLDocument {
    /// The elements the query finds, each once, in document order: the page's lists of elements
    /// under each of the query's names (``HTMLCodeIndex``), merged.
    public func elements(matching query: HTMLElementQuery) -> HTMLElementMatches {
        HTMLElementMatches(tree: tree, positions: positions(matching: query))
    }

    /// The positions of the elements the query finds, each once, in document order. The
    /// query's names and the names the page uses are compared as bit sets, sixty-four codes at a
    /// time (a query of every `aria-` attribute names forty-seven). A query that one of the
    /// page's lists answers alone gets that list itself, shared with the index: most of the
    /// audit's queries on most pages, which had each copied their list into an array of its own.
    private func positions(matching query: HTMLElementQuery) -> ArraySlice<Int32> {
        let tree = self.tree
        var found: [Int32] = []
        // The first list met is only noted; it is copied out when a second one is met.
        var first: (isAttribute: Bool, code: Int32)?
        var lists = 0
        // The tree's indexes are read in place: a copy of one retained its arrays.
        func count(_ isAttribute: Bool, _ code: Int32) -> Int {
            isAttribute ? tree.attributeIndex.count(of: code) : tree.nameIndex.count(of: code)
        }
        func append(_ isAttribute: Bool, _ code: Int32) {
            if isAttribute { tree.attributeIndex.append(elementsOf: code, to: &found) } else { tree.nameIndex.append(elementsOf: code, to: &found) }
        }
        func read(_ isAttribute: Bool, _ code: Int32) {
            lists += 1
            guard let (firstIsAttribute, firstCode) = first else {
                first = (isAttribute, code)
                return
            }
            if lists == 2 {
                found.reserveCapacity(count(firstIsAttribute, firstCode) + count(isAttribute, code))
                append(firstIsAttribute, firstCode)
            }
            append(isAttribute, code)
        }
        // The query's shared codes that the page uses, sixty-four at a time, in ascending order:
        // the tag names', then the attributes'.
        for pass in 0..<2 {
            let isAttribute = pass == 1
            if isAttribute && !query.testsAttributes { break }
            let wanted = isAttribute ? query.attributeCodes : query.nameCodes
            let present = isAttribute ? tree.attributeIndex.present : tree.nameIndex.present
            for code in wanted.intersection(present) { read(isAttribute, Int32(code)) }
        }
        // The page's own names (a `data-` attribute, a custom element) are compared as strings,
        // only where the page uses them in the query's role.
        if query.readsOwnNames {
            let shared = Int32(HTMLNames.count)
            for (position, name) in tree.ownNames.enumerated() {
                let code = shared + Int32(position)
                if tree.nameIndex.contains(code), query.ownNames.contains(name) { read(false, code) }
                if query.testsAttributes, tree.attributeIndex.contains(code), query.matchesAttribute(named: name) { read(true, code) }
            }
        }
        guard lists > 1 else {
            // One list holds each element once (an element carries an attribute name once).
            guard let (isAttribute, code) = first else { return [] }
            return isAttribute ? tree.attributeIndex.elements(of: code) : tree.nameIndex.elements(of: code)
        }
        // Several lists are merged: each element once, in document order.
        found.sort()
        var kept = 0
        for position in found.indices where kept == 0 || found[kept - 1] != found[position] {
            found[kept] = found[position]
            kept += 1
        }
        return found[..<kept]
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
    /// The elements' numbers: a slice of the page's index (a query one list answers) or of an
    /// array of their own.
    let positions: ArraySlice<Int32>

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }

    public subscript(position: Int) -> HTMLElement {
        HTMLElement(tree: tree, index: Int(positions[positions.startIndex + position]))
    }
}
