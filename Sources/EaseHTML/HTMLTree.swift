/// A parsed page's elements, attributes and text in flat tables indexed by element number
/// (document order), instead of an object per element: building and freeing a page is a handful
/// of buffers, not several allocations per element. ``HTMLElement`` and ``HTMLNode`` are views into it.
/// The tables are read in place in the memory the builder filled (``HTMLTreeTables``).
final class HTMLTree: @unchecked Sendable {
    /// The memory of the tables below, held while the tree is.
    private let tables: HTMLTreeTables
    /// The page's element and attribute names that are not ``HTMLNames`` (custom elements,
    /// `data-` attributes), lower case. Names are stored as codes: a shared name's position in
    /// ``HTMLNames/all``, or ``HTMLNames/count`` plus a position here; looking elements up by
    /// name compares integers, not strings.
    let ownNames: [String]
    /// Codes of `ownNames` by name.
    let ownCodes: [String: Int32]
    /// Tag names, by element, as codes.
    let nameCodes: HTMLTreeTable<Int32>
    /// 1-based lines of the start tags, by element.
    let lines: HTMLTreeTable<Int32>
    /// The parent of each element (`-1` for the root).
    let parents: HTMLTreeTable<Int32>
    /// Element `i`'s attributes are positions `attributeStarts[i]..<attributeStarts[i + 1]` of
    /// `attributeNameCodes` (codes) and `attributeValues`.
    let attributeStarts: HTMLTreeTable<Int32>
    let attributeNameCodes: HTMLTreeTable<Int32>
    let attributeValues: [String]
    /// Element `i`'s child nodes are `childCodes[childRanges[i]]`: an element number, or `~t` for text `t`.
    let childRanges: HTMLTreeTable<Range<Int32>>
    let childCodes: HTMLTreeTable<Int32>
    /// Element `i`'s child elements are `childElements[childElementRanges[i]]`.
    let childElementRanges: HTMLTreeTable<Range<Int32>>
    let childElements: HTMLTreeTable<Int32>
    /// Text nodes (adjacent text events joined): text `t` is the UTF-8 bytes
    /// `textBytes[textEnds[t - 1]..<textEnds[t]]` (from 0 for the first), made a string only
    /// when a rule reads it — most of a page's text (its paragraphs) never is.
    let textBytes: HTMLTreeTable<UInt8>
    let textEnds: HTMLTreeTable<Int32>
    /// The elements by tag name code and by attribute name code, for queries.
    let nameIndex: HTMLCodeIndex
    let attributeIndex: HTMLCodeIndex
    /// ``HTMLNames/all``, kept by the tree: a `static let` is a lazily initialised global, each use
    /// a call into the runtime, and rules look names up by the hundred thousand.
    let sharedNames = HTMLNames.all

    init(tables: HTMLTreeTables, ownNames: [String], ownCodes: [String: Int32], attributeValues: [String]) {
        self.tables = tables
        self.ownNames = ownNames
        self.ownCodes = ownCodes
        self.attributeValues = attributeValues
        nameCodes = HTMLTreeTable(tables.buffers.nameCodes)
        lines = HTMLTreeTable(tables.buffers.lines)
        parents = HTMLTreeTable(tables.buffers.parents)
        attributeStarts = HTMLTreeTable(tables.buffers.attributeStarts)
        attributeNameCodes = HTMLTreeTable(tables.buffers.attributeNameCodes)
        childRanges = HTMLTreeTable(tables.buffers.childRanges)
        childCodes = HTMLTreeTable(tables.buffers.childCodes)
        childElementRanges = HTMLTreeTable(tables.buffers.childElementRanges)
        childElements = HTMLTreeTable(tables.buffers.childElements)
        textBytes = HTMLTreeTable(tables.buffers.textBytes)
        textEnds = HTMLTreeTable(tables.buffers.textEnds)
        nameIndex = HTMLCodeIndex(codes: nameCodes)
        attributeIndex = HTMLCodeIndex(codes: attributeNameCodes, owners: HTMLCodeIndex.attributeOwners(attributeStarts: attributeStarts))
    }

    /// Text node `t`.
    func text(_ index: Int) -> String {
        let bytes = byteRange(ofTexts: index...index)
        return textBytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[bytes]), as: UTF8.self) }
    }

    /// Where text nodes `texts` (consecutive) are in `textBytes`: one run, the first's start to the last's end.
    func byteRange(ofTexts texts: ClosedRange<Int>) -> Range<Int> {
        (texts.lowerBound == 0 ? 0 : Int(textEnds[texts.lowerBound - 1]))..<Int(textEnds[texts.upperBound])
    }

    func name(ofElement index: Int) -> String { name(ofCode: nameCodes[index]) }

    func name(ofAttribute position: Int) -> String { name(ofCode: attributeNameCodes[position]) }

    private func name(ofCode code: Int32) -> String {
        Int(code) < sharedNames.count ? sharedNames[Int(code)] : ownNames[Int(code) - sharedNames.count]
    }

    /// The code of a lower-case name; `nil` when the page uses no such name. HTML's own names
    /// are found by their packed bytes (``SharedNameCodes``), the page's own in its table when it
    /// has any; hashing the name for a dictionary of the shared names cost about 400
    /// instructions a lookup (the rules look up the names of `body`, `head` and `title` on every
    /// page).
    func code(of name: String) -> Int32? {
        var name = name
        // A name with an upper-case letter is no lower-case name's (the tables hold lower-case
        // names only; the packed bytes would lower-case it).
        let (isLowerCase, shared) = name.withUTF8 { bytes in
            bytes.contains { $0 &- 0x41 < 26 } ? (false, nil) : (true, HTMLNames.code(ofLowercaseName: bytes))
        }
        guard isLowerCase else { return nil }
        return shared ?? ownCode(of: name)
    }

    /// The code of a name that is not one of HTML's own (a `data-` attribute, a custom element),
    /// when the page uses it: looked up in the page's own table alone.
    func ownCode(of name: String) -> Int32? {
        ownCodes.isEmpty ? nil : ownCodes[name]
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
