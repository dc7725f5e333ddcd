import EaseHTML

/// A page's elements grouped by id, by tag name and by attribute name, built in one pass over the
/// tree, so that each rule visits only the elements it can report on instead of every element.
public struct ElementIndex: Sendable {
    /// Elements by `id`.
    public let ids: [String: [HTMLElement]]
    private let byName: [String: [HTMLElement]]
    private let byAttribute: [String: [HTMLElement]]

    /// Indexes every element of a document.
    public init(_ document: HTMLDocument) {
        var ids: [String: [HTMLElement]] = [:]
        var byName: [String: [HTMLElement]] = [:]
        var byAttribute: [String: [HTMLElement]] = [:]
        byName.reserveCapacity(48)
        byAttribute.reserveCapacity(48)
        for element in document.elements {
            byName[element.name, default: []].append(element)
            for (name, value) in element.attributes {
                byAttribute[name, default: []].append(element)
                if name == "id" { ids[value, default: []].append(element) }
            }
        }
        self.ids = ids
        self.byName = byName
        self.byAttribute = byAttribute
    }

    /// The elements with one of the tag names, one of the attributes, or an attribute whose name
    /// starts with one of the prefixes: each once, in document order.
    public func elements(named names: [String] = [], withAttributes attributes: [String] = [],
                         attributePrefixes prefixes: [String] = []) -> [HTMLElement] {
        var lists = names.compactMap { byName[$0] } + attributes.compactMap { byAttribute[$0] }
        if !prefixes.isEmpty {
            for (name, list) in byAttribute where prefixes.contains(where: { name.hasPrefix($0) }) { lists.append(list) }
        }
        // One list is already in document order, without repeats.
        if lists.count <= 1 { return lists.first ?? [] }
        var seen = Set<Int>()
        var merged: [HTMLElement] = []
        for list in lists {
            for element in list where seen.insert(element.index).inserted { merged.append(element) }
        }
        return merged.sorted { $0.index < $1.index }
    }
}
