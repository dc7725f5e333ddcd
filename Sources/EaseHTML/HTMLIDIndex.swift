/// The elements of a page by `id`: each id's first element by number, and every element of the
/// few ids a page uses more than once.
///
/// The audit asks whether an id exists (fragment links, `aria-labelledby`, skip links) on every
/// page and reads the elements of an id only when it repeats, so the index keeps numbers, not
/// an array of element values per id (an allocation and a reference to the tree each).
public struct HTMLIDIndex: Sendable {
    private let tree: HTMLTree
    /// The first element carrying each id.
    private let first: [String: Int32]
    /// Every element of each id used more than once, in document order.
    private let repeated: [String: [Int32]]

    /// The index of `tree`'s `id` attributes, read from its attribute index in document order.
    init(tree: HTMLTree) {
        self.tree = tree
        guard let id = tree.code(of: "id") else {
            (first, repeated) = ([:], [:])
            return
        }
        var owners: [Int32] = []
        tree.attributeIndex.append(elementsOf: id, to: &owners)
        var first = [String: Int32](minimumCapacity: owners.count)
        var repeated: [String: [Int32]] = [:]
        for owner in owners {
            // An element carries an attribute at most once, so each owner is listed once.
            guard let position = tree.attributePosition(id, ofElement: Int(owner)) else { continue }
            let value = tree.attributeValues[position]
            // One hashing of the id in the usual case, an id met for the first time; a repeated
            // one puts its first element back.
            if let earlier = first.updateValue(owner, forKey: value) {
                first[value] = earlier
                repeated[value, default: [earlier]].append(owner)
            }
        }
        self.first = first
        self.repeated = repeated
    }

    /// How many distinct ids the page has.
    public var count: Int { first.count }

    /// Whether an element of the page has this id.
    public func contains(_ id: String) -> Bool {
        first[id] != nil
    }

    /// The first element with this id, in document order.
    public subscript(id: String) -> HTMLElement? {
        first[id].map { HTMLElement(tree: tree, index: Int($0)) }
    }

    /// Every element with this id, in document order (none for an id the page lacks).
    public func elements(withID id: String) -> [HTMLElement] {
        if let all = repeated[id] { return all.map { HTMLElement(tree: tree, index: Int($0)) } }
        return self[id].map { [$0] } ?? []
    }

    /// The page's ids, in no particular order.
    public var ids: Dictionary<String, Int32>.Keys { first.keys }

    /// The ids more than one element carries, sorted.
    public var repeatedIDs: [String] { repeated.keys.sorted() }
}

extension HTMLDocument {
    /// The page's elements by `id` (``HTMLIDIndex``).
    public func idIndex() -> HTMLIDIndex {
        HTMLIDIndex(tree: tree)
    }
}
