/// A parsed page's elements, attributes and text in flat arrays indexed by element number
/// (document order), instead of an object per element: building and freeing a page is a handful
/// of array allocations, not several per element. ``HTMLElement`` and ``HTMLNode`` are views into it.
final class HTMLTree: Sendable {
    /// Every distinct element and attribute name of the page, lower case; names are stored as
    /// positions in it, so looking elements up by name compares integers, not strings.
    let vocabulary: [String]
    /// Positions in `vocabulary` by name.
    let codes: [String: Int32]
    /// Tag names, by element, as positions in `vocabulary`.
    let nameCodes: [Int32]
    /// 1-based lines of the start tags, by element.
    let lines: [Int32]
    /// The parent of each element (`-1` for the root).
    let parents: [Int32]
    /// Element `i`'s attributes are positions `attributeStarts[i]..<attributeStarts[i + 1]` of
    /// `attributeNameCodes` (positions in `vocabulary`) and `attributeValues`.
    let attributeStarts: [Int32]
    let attributeNameCodes: [Int32]
    let attributeValues: [String]
    /// Element `i`'s child nodes are `childCodes[childRanges[i]]`: an element number, or `~t` for text `t`.
    let childRanges: [Range<Int32>]
    let childCodes: [Int32]
    /// Element `i`'s child elements are `childElements[childElementRanges[i]]`.
    let childElementRanges: [Range<Int32>]
    let childElements: [Int32]
    /// Text nodes (adjacent text events joined).
    let texts: [String]

    init(vocabulary: [String], codes: [String: Int32], nameCodes: [Int32], lines: [Int32], parents: [Int32], attributeStarts: [Int32],
         attributeNameCodes: [Int32], attributeValues: [String], childRanges: [Range<Int32>], childCodes: [Int32],
         childElementRanges: [Range<Int32>], childElements: [Int32], texts: [String]) {
        self.vocabulary = vocabulary
        self.codes = codes
        self.nameCodes = nameCodes
        self.lines = lines
        self.parents = parents
        self.attributeStarts = attributeStarts
        self.attributeNameCodes = attributeNameCodes
        self.attributeValues = attributeValues
        self.childRanges = childRanges
        self.childCodes = childCodes
        self.childElementRanges = childElementRanges
        self.childElements = childElements
        self.texts = texts
    }

    func name(ofElement index: Int) -> String { vocabulary[Int(nameCodes[index])] }

    func name(ofAttribute position: Int) -> String { vocabulary[Int(attributeNameCodes[position])] }

    /// A flag per vocabulary entry: set for each of `names`, and for each entry starting with one of `prefixes`.
    func vocabularyMask(_ names: [String], prefixes: [String] = []) -> [Bool] {
        var mask = [Bool](repeating: false, count: vocabulary.count)
        for name in names { if let code = codes[name] { mask[Int(code)] = true } }
        if !prefixes.isEmpty {
            for (code, entry) in vocabulary.enumerated() where prefixes.contains(where: { entry.hasPrefix($0) }) { mask[code] = true }
        }
        return mask
    }

    var count: Int { nameCodes.count }
}

/// The attributes of an element, in source order, names lower-cased.
public struct HTMLAttributes: RandomAccessCollection, Sendable {
    let tree: HTMLTree
    public let startIndex: Int
    public let endIndex: Int

    public subscript(position: Int) -> (name: String, value: String) {
        (tree.name(ofAttribute: position), tree.attributeValues[position])
    }
}

/// Child nodes of an element, in order.
public struct HTMLChildren: RandomAccessCollection, Sendable {
    let tree: HTMLTree
    public let startIndex: Int
    public let endIndex: Int

    public subscript(position: Int) -> HTMLNode {
        let code = Int(tree.childCodes[position])
        return code >= 0 ? .element(HTMLElement(tree: tree, index: code)) : .text(tree.texts[~code])
    }
}

/// A list of elements: an element's child elements, or every element of a document in order.
public struct HTMLElementList: RandomAccessCollection, Sendable {
    let tree: HTMLTree
    public let startIndex: Int
    public let endIndex: Int
    /// Whether positions go through `tree.childElements` (child lists) or are element numbers (the whole document).
    let isChildList: Bool

    public subscript(position: Int) -> HTMLElement {
        HTMLElement(tree: tree, index: isChildList ? Int(tree.childElements[position]) : position)
    }
}
