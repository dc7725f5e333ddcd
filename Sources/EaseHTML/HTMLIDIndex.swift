import EaseBytes

/// The elements of a page by `id`: each id's first element by number, and every element of the
/// few ids a page uses more than once.
///
/// The audit asks whether an id exists (fragment links, `aria-labelledby`, skip links) on every
/// page and reads the elements of an id only when it repeats, so the index keeps numbers, not
/// an array of element values per id (an allocation and a reference to the tree each).
public struct HTMLIDIndex: Sendable {
    private let tree: HTMLTree
    /// An id, the first element carrying it and the id's digest (``ByteWord/digest(of:)-(String)``).
    private struct Entry {
        let id: String
        let firstElement: Int32
        let digest: UInt64
    }

    /// The page's distinct ids, in the order of the first element carrying each.
    private let entries: [Entry]
    /// Positions in `entries` by open addressing on their digests (`-1`: empty): a power of two
    /// of slots, at most half of them used. A dictionary ran every id through `Hasher` as it was
    /// added and again for each question.
    private let slots: [Int32]
    /// Every element of each id used more than once, in document order.
    private let repeated: [String: [Int32]]

    /// The index of `tree`'s `id` attributes, read from its attribute index in document order.
    init(tree: HTMLTree) {
        self.tree = tree
        let idCode = tree.code(of: "id")
        var owners: [Int32] = []
        if let idCode { tree.attributeIndex.append(elementsOf: idCode, to: &owners) }
        var entries: [Entry] = []
        entries.reserveCapacity(owners.count)
        // At least twice as many slots as elements with an id, so at most half are ever used.
        var slotCount = 1
        while slotCount < 2 * owners.count { slotCount <<= 1 }
        var slots = [Int32](filledWith: -1, count: slotCount)
        var repeated: [String: [Int32]] = [:]
        for owner in owners {
            // An element carries an attribute at most once, so each owner is listed once.
            guard let idCode, let position = tree.attributePosition(idCode, ofElement: Int(owner)) else { continue }
            let value = tree.attributeValues[position]
            let digest = ByteWord.digest(of: value)
            switch Self.find(value, digest: digest, slots: slots, entries: entries) {
            case .found(let earlier):
                repeated[value, default: [entries[earlier].firstElement]].append(owner)
            case .free(let slot):
                slots[slot] = Int32(entries.count)
                entries.append(Entry(id: value, firstElement: owner, digest: digest))
            }
        }
        self.entries = entries
        self.slots = slots
        self.repeated = repeated
    }

    /// Where a probe for an id ended: at its position in `entries`, or at the free slot it would take.
    private enum Probe {
        case found(Int)
        case free(Int)
    }

    private static func find(_ id: String, digest: UInt64, slots: [Int32], entries: [Entry]) -> Probe {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: digest >> 7) & mask
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            if entries[position].digest == digest && entries[position].id == id { return .found(position) }
            slot = (slot + 1) & mask
        }
        return .free(slot)
    }

    /// The entry of `id`.
    private func entry(of id: String) -> Entry? {
        guard case .found(let position) = Self.find(id, digest: ByteWord.digest(of: id), slots: slots, entries: entries) else {
            return nil
        }
        return entries[position]
    }

    /// How many distinct ids the page has.
    public var count: Int { entries.count }

    /// The page's distinct ids, in the order of the first element carrying each.
    public var ids: [String] { entries.map(\.id) }

    /// Whether an element of the page has this id.
    public func contains(_ id: String) -> Bool {
        entry(of: id) != nil
    }

    /// The first element with this id, in document order.
    public subscript(id: String) -> HTMLElement? {
        entry(of: id).map { HTMLElement(tree: tree, index: Int($0.firstElement)) }
    }

    /// Every element with this id, in document order (none for an id the page lacks).
    public func elements(withID id: String) -> [HTMLElement] {
        if let all = repeated[id] { return all.map { HTMLElement(tree: tree, index: Int($0)) } }
        return self[id].map { [$0] } ?? []
    }

    /// The ids more than one element carries, sorted.
    public var repeatedIDs: [String] { repeated.keys.sorted() }
}

extension HTMLDocument {
    /// The page's elements by `id` (``HTMLIDIndex``).
    public func idIndex() -> HTMLIDIndex {
        HTMLIDIndex(tree: tree)
    }
}
