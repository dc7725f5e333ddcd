/// One element as the flat tables of its document hold it: numbers only. A pass over every
/// element of a page (the audit's style resolution) reads these instead of making an
/// ``HTMLElement`` per element, each of which takes a reference to the document's storage.
public struct HTMLElementRecord {
    /// The element's position in ``HTMLDocument/elements``.
    public let index: Int
    /// The parent's position; -1 for the root.
    public let parent: Int
    /// The tag name's code.
    public let nameCode: HTMLNameCode
    /// The positions of the element's attributes, for ``HTMLElementRecords/attributeNameCode(at:)``
    /// and ``HTMLDocument/attributeValue(at:)``.
    public let attributes: Range<Int>

    @usableFromInline
    init(index: Int, parent: Int, nameCode: HTMLNameCode, attributes: Range<Int>) {
        (self.index, self.parent, self.nameCode, self.attributes) = (index, parent, nameCode, attributes)
    }
}

/// Every element's record of a page (``HTMLElementRecord``) and its attributes' name codes, read
/// in place in the page's tables, for one pass over every element written as a loop of the
/// caller's own (``HTMLDocument/withElementRecords(_:)``), in document order (a parent before its
/// children): a closure called for each element reached the caller's variables through its
/// context every time.
public struct HTMLElementRecords {
    @usableFromInline let nameCodes: UnsafeBufferPointer<Int32>
    @usableFromInline let parents: UnsafeBufferPointer<Int32>
    @usableFromInline let attributeStarts: UnsafeBufferPointer<Int32>
    @usableFromInline let attributeNameCodes: UnsafeBufferPointer<Int32>

    /// The number of elements: their positions are `0..<count`, in document order.
    @inlinable public var count: Int { nameCodes.count }

    /// The record of the element at `index`.
    @inlinable public subscript(index: Int) -> HTMLElementRecord {
        HTMLElementRecord(index: index, parent: Int(parents[index]), nameCode: HTMLNameCode(value: nameCodes[index]),
                          attributes: Int(attributeStarts[index])..<Int(attributeStarts[index + 1]))
    }

    /// The name code of the attribute at `position` (of an ``HTMLElementRecord/attributes`` range).
    @inlinable public func attributeNameCode(at position: Int) -> HTMLNameCode {
        HTMLNameCode(value: attributeNameCodes[position])
    }
}

extension HTMLDocument {
    /// `body`'s result for the page's element records, valid only while `body` runs.
    public func withElementRecords<Result>(_ body: (HTMLElementRecords) -> Result) -> Result {
        let tree = self.tree
        return tree.nameCodes.withUnsafeBufferPointer { names in
            tree.parents.withUnsafeBufferPointer { parents in
                tree.attributeStarts.withUnsafeBufferPointer { starts in
                    tree.attributeNameCodes.withUnsafeBufferPointer { attributeNames in
                        body(HTMLElementRecords(nameCodes: names, parents: parents, attributeStarts: starts, attributeNameCodes: attributeNames))
                    }
                }
            }
        }
    }

    /// The value of the attribute at `position`.
    public func attributeValue(at position: Int) -> String {
        tree.attributeValues[position]
    }

    /// The name of the attribute at `position`, lower case.
    public func attributeName(at position: Int) -> String {
        tree.name(ofAttribute: position)
    }

    /// The element at `index` of ``elements``.
    public func element(at index: Int) -> HTMLElement {
        HTMLElement(tree: tree, index: index)
    }

    /// The tag name's code of the element at `index` of ``elements``.
    public func nameCode(ofElementAt index: Int) -> HTMLNameCode {
        HTMLNameCode(value: tree.nameCodes[index])
    }

    /// The value of the attribute whose name has `code` on the element at `index`, if present:
    /// ``HTMLElement/subscript(code:)`` without making the element, which holds a reference to
    /// the page's tree (a rule walking a query's matches by position takes none per element).
    public func attribute(_ code: HTMLNameCode, ofElementAt index: Int) -> String? {
        tree.attributePosition(code.value, ofElement: index).map { tree.attributeValues[$0] }
    }

    /// Whether the element at `index` carries the attribute whose name has `code` (any value).
    public func hasAttribute(_ code: HTMLNameCode, ofElementAt index: Int) -> Bool {
        tree.attributePosition(code.value, ofElement: index) != nil
    }

    /// `body`'s result for the UTF-8 bytes of the text of the element at `index`, when every
    /// child of it is text (an element with no children gives no bytes); `nil`, and `body` is not
    /// called, when a child is an element. Its text nodes follow one another in the page's text,
    /// so their bytes are read in place as one run: no string is made (a link's text, read for
    /// its accessible name).
    public func withOnlyText<Result>(ofElementAt index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        let children = tree.childRanges[index]
        var first = -1, last = -1
        for position in Int(children.lowerBound)..<Int(children.upperBound) {
            let code = Int(tree.childCodes[position])
            guard code < 0 else { return nil }
            let text = ~code
            if first < 0 { first = text } else if text != last + 1 { return nil }
            last = text
        }
        guard first >= 0 else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        let bytes = tree.byteRange(ofTexts: first...last)
        return tree.textBytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[bytes])) }
    }

    /// Whether `predicate` accepts the UTF-8 bytes of one of the text nodes that are children of
    /// the element at `index` (its own text, not its descendants'), read in place: no string is
    /// made. Asked in document order, up to the first it accepts.
    public func hasTextChild(ofElementAt index: Int, where predicate: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        let children = tree.childRanges[index]
        return tree.textBytes.withUnsafeBufferPointer { bytes in
            for position in Int(children.lowerBound)..<Int(children.upperBound) {
                let code = Int(tree.childCodes[position])
                guard code < 0 else { continue }
                if predicate(UnsafeBufferPointer(rebasing: bytes[tree.byteRange(ofTexts: ~code...(~code))])) { return true }
            }
            return false
        }
    }
}

extension HTMLElementMatches {
    /// The matched elements' positions in ``HTMLDocument/elements``, in document order: for
    /// walking them with the document's positional reads instead of as element values.
    public var elementIndices: LazyMapSequence<ArraySlice<Int32>, Int> {
        positions.lazy.map(Int.init)
    }
}
