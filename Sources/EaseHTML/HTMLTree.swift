/// A parsed page's elements, attributes and text in flat arrays indexed by element number
/// (document order), instead of an object per element: building and freeing a page is a handful
/// of array allocations, not several per element. ``HTMLElement`` and ``HTMLNode`` are views into it.
final class HTMLTree: Sendable {
    /// The page's element and attribute names that are not ``HTMLNames`` (custom elements,
    /// `data-` attributes), lower case. Names are stored as codes: a shared name's position in
    /// ``HTMLNames/all``, or ``HTMLNames/count`` plus a position here; looking elements up by
    /// name compares integers, not strings.
    let ownNames: [String]
    /// Codes of `ownNames` by name.
    let ownCodes: [String: Int32]
    /// Tag names, by element, as codes.
    let nameCodes: [Int32]
    /// 1-based lines of the start tags, by element.
    let lines: [Int32]
    /// The parent of each element (`-1` for the root).
    let parents: [Int32]
    /// Element `i`'s attributes are positions `attributeStarts[i]..<attributeStarts[i + 1]` of
    /// `attributeNameCodes` (codes) and `attributeValues`.
    let attributeStarts: [Int32]
    let attributeNameCodes: [Int32]
    let attributeValues: [String]
    /// Element `i`'s child nodes are `childCodes[childRanges[i]]`: an element number, or `~t` for text `t`.
    let childRanges: [Range<Int32>]
    let childCodes: [Int32]
    /// Element `i`'s child elements are `childElements[childElementRanges[i]]`.
    let childElementRanges: [Range<Int32>]
    let childElements: [Int32]
    /// Text nodes (adjacent text events joined): text `t` is the UTF-8 bytes
    /// `textBytes[textEnds[t - 1]..<textEnds[t]]` (from 0 for the first), made a string only
    /// when a rule reads it — most of a page's text (its paragraphs) never is.
    let textBytes: [UInt8]
    let textEnds: [Int32]
    /// The elements by tag name code and by attribute name code, for queries.
    let nameIndex: HTMLCodeIndex
    let attributeIndex: HTMLCodeIndex
    /// ``HTMLNames/all``, kept by the tree: a `static let` is a lazily initialised global, each use
    /// a call into the runtime, and rules look names up by the hundred thousand.
    let sharedNames = HTMLNames.all

    init(ownNames: [String], ownCodes: [String: Int32], nameCodes: [Int32], lines: [Int32], parents: [Int32], attributeStarts: [Int32],
         attributeNameCodes: [Int32], attributeValues: [String], childRanges: [Range<Int32>], childCodes: [Int32],
         childElementRanges: [Range<Int32>], childElements: [Int32], textBytes: [UInt8], textEnds: [Int32]) {
        self.ownNames = ownNames
        self.ownCodes = ownCodes
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
        self.textBytes = textBytes
        self.textEnds = textEnds
        nameIndex = HTMLCodeIndex(codes: nameCodes)
        attributeIndex = HTMLCodeIndex(codes: attributeNameCodes, owners: HTMLCodeIndex.attributeOwners(attributeStarts: attributeStarts))
    }

    /// Text node `t`.
    func text(_ index: Int) -> String {
        let start = index == 0 ? 0 : Int(textEnds[index - 1])
        return textBytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<Int(textEnds[index])]), as: UTF8.self) }
    }

    func name(ofElement index: Int) -> String { name(ofCode: nameCodes[index]) }

    func name(ofAttribute position: Int) -> String { name(ofCode: attributeNameCodes[position]) }

    private func name(ofCode code: Int32) -> String {
        Int(code) < sharedNames.count ? sharedNames[Int(code)] : ownNames[Int(code) - sharedNames.count]
    }

    /// The code of a lower-case name; `nil` when the page uses no such name.
    func code(of name: String) -> Int32? {
        HTMLNames.codes[name] ?? ownCodes[name]
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
        return code >= 0 ? .element(HTMLElement(tree: tree, index: code)) : .text(tree.text(~code))
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
