/// Which elements to find (``HTMLDocument/elements(matching:)``): those with one of the tag
/// names, one of the attributes, or an attribute whose name starts with one of the prefixes.
///
/// The names are looked up in HTML's shared vocabulary (``HTMLNames``) once, when the query is
/// made, so an audit rule that keeps its queries runs them on every page as a scan of integer
/// name codes; only a page's own names (custom elements, `data-` attributes) are matched per page.
public struct HTMLElementQuery: Sendable {
    let names: [String]
    let attributes: [String]
    let prefixes: [String]
    /// A flag per shared code: the tag names, and the attribute names with the prefixed ones.
    let sharedNames: [Bool]
    let sharedAttributes: [Bool]
    let testsAttributes: Bool

    /// A query for elements named one of `names`, or carrying one of `attributes`, or an attribute
    /// whose name starts with one of `prefixes` (all lower case).
    public init(named names: [String] = [], withAttributes attributes: [String] = [], attributePrefixes prefixes: [String] = []) {
        self.names = names
        self.attributes = attributes
        self.prefixes = prefixes
        sharedNames = Self.mask(names)
        var sharedAttributes = Self.mask(attributes)
        for prefix in prefixes {
            for code in HTMLNames.codes(withPrefix: prefix) { sharedAttributes[Int(code)] = true }
        }
        self.sharedAttributes = sharedAttributes
        testsAttributes = !attributes.isEmpty || !prefixes.isEmpty
    }

    private static func mask(_ names: [String]) -> [Bool] {
        var mask = [Bool](repeating: false, count: HTMLNames.count)
        for name in names { if let code = HTMLNames.codes[name] { mask[Int(code)] = true } }
        return mask
    }

    /// The flags of a page's own names (code ``HTMLNames/count`` + i is position i), usually none.
    func ownMasks(for tree: HTMLTree) -> (names: [Bool], attributes: [Bool]) {
        guard !tree.ownNames.isEmpty else { return ([], []) }
        return (tree.ownNames.map { self.names.contains($0) },
                tree.ownNames.map { name in attributes.contains(name) || prefixes.contains { name.hasPrefix($0) } })
    }
}

extension HTMLDocument {
    /// The elements the query finds, each once, in document order. A scan over the flat name
    /// arrays, cheaper on a page of a few hundred elements than keeping dictionaries of them.
    public func elements(matching query: HTMLElementQuery) -> [HTMLElement] {
        let (ownNames, ownAttributes) = query.ownMasks(for: tree)
        let shared = Int32(HTMLNames.count)
        let testsAttributes = query.testsAttributes
        var found: [HTMLElement] = []
        query.sharedNames.withUnsafeBufferPointer { sharedNames in
            query.sharedAttributes.withUnsafeBufferPointer { sharedAttributes in
                tree.nameCodes.withUnsafeBufferPointer { nameCodes in
                    tree.attributeNameCodes.withUnsafeBufferPointer { attributeNameCodes in
                        tree.attributeStarts.withUnsafeBufferPointer { starts in
                            for index in 0..<nameCodes.count {
                                let name = nameCodes[index]
                                var matches = name < shared ? sharedNames[Int(name)] : ownNames[Int(name - shared)]
                                if !matches, testsAttributes {
                                    for position in Int(starts[index])..<Int(starts[index + 1]) {
                                        let attribute = attributeNameCodes[position]
                                        if attribute < shared ? sharedAttributes[Int(attribute)] : ownAttributes[Int(attribute - shared)] {
                                            matches = true
                                            break
                                        }
                                    }
                                }
                                if matches { found.append(HTMLElement(tree: tree, index: index)) }
                            }
                        }
                    }
                }
            }
        }
        return found
    }

    /// The elements with one of the tag names, one of the attributes, or an attribute whose name
    /// starts with one of the prefixes: each once, in document order. Code that runs the same
    /// query on many pages keeps an ``HTMLElementQuery`` instead.
    public func elements(named names: [String] = [], withAttributes attributes: [String] = [],
                         attributePrefixes prefixes: [String] = []) -> [HTMLElement] {
        elements(matching: HTMLElementQuery(named: names, withAttributes: attributes, attributePrefixes: prefixes))
    }
}
