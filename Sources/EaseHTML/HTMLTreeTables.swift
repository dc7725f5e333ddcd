/// The tables of one page's ``HTMLTree``, in the memory its builder filled: a finished tree reads
/// the builder's buffers in place instead of copies of them.
///
/// ``HTMLTreeBuilder/finish()`` lends its buffers to a new `HTMLTreeTables`, which the tree holds.
/// When the builder starts its next page it takes them back if nothing else holds the tables any
/// more (the page's tree is gone, as it is once the audit has checked the page), keeping their
/// memory; otherwise the tables keep the memory, free it when the last tree lets go, and the
/// builder starts on new buffers. The audit's workers then read page after page into the same
/// memory, without copying each page's tables out and handing the copies back.
final class HTMLTreeTables: @unchecked Sendable {
    // Not changed while a tree holds them: the builder writes to its buffers again only once it
    // holds the only reference (`isKnownUniquelyReferenced`), and takes them back first.
    let nameCodes: GrowingBuffer<Int32>
    let lines: GrowingBuffer<Int32>
    let parents: GrowingBuffer<Int32>
    let attributeStarts: GrowingBuffer<Int32>
    let attributeNameCodes: GrowingBuffer<Int32>
    let childRanges: GrowingBuffer<Range<Int32>>
    let childCodes: GrowingBuffer<Int32>
    let childElementRanges: GrowingBuffer<Range<Int32>>
    let childElements: GrowingBuffer<Int32>
    let textBytes: GrowingBuffer<UInt8>
    let textEnds: GrowingBuffer<Int32>
    /// Whether the tables free the buffers when they go: true until the builder takes them back.
    private var ownsMemory = true

    init(nameCodes: GrowingBuffer<Int32>, lines: GrowingBuffer<Int32>, parents: GrowingBuffer<Int32>,
         attributeStarts: GrowingBuffer<Int32>, attributeNameCodes: GrowingBuffer<Int32>,
         childRanges: GrowingBuffer<Range<Int32>>, childCodes: GrowingBuffer<Int32>,
         childElementRanges: GrowingBuffer<Range<Int32>>, childElements: GrowingBuffer<Int32>,
         textBytes: GrowingBuffer<UInt8>, textEnds: GrowingBuffer<Int32>) {
        self.nameCodes = nameCodes
        self.lines = lines
        self.parents = parents
        self.attributeStarts = attributeStarts
        self.attributeNameCodes = attributeNameCodes
        self.childRanges = childRanges
        self.childCodes = childCodes
        self.childElementRanges = childElementRanges
        self.childElements = childElements
        self.textBytes = textBytes
        self.textEnds = textEnds
    }

    /// The builder that lent the buffers has them back: the tables no longer free them.
    func returnMemory() {
        ownsMemory = false
    }

    deinit {
        guard ownsMemory else { return }
        nameCodes.free(); lines.free(); parents.free(); attributeStarts.free(); attributeNameCodes.free()
        childRanges.free(); childCodes.free(); childElementRanges.free(); childElements.free()
        textBytes.free(); textEnds.free()
    }
}

/// One table of an ``HTMLTree``, read in place in ``HTMLTreeTables``' memory, with the bounds
/// checks an array's reads have.
struct HTMLTreeTable<Element>: RandomAccessCollection, @unchecked Sendable {
    private let base: UnsafePointer<Element>
    let count: Int

    init(_ buffer: GrowingBuffer<Element>) {
        let elements = buffer.elements
        base = elements.baseAddress!
        count = elements.count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "position outside the page's table")
        return base[position]
    }

    /// The table's elements, read in place.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}
