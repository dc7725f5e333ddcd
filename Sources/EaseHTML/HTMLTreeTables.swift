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
    /// Not changed while a tree holds them: the builder writes to its buffers again only once it
    /// holds the only reference (`isKnownUniquelyReferenced`), and takes them back first.
    let buffers: HTMLTreeBuffers
    /// Whether the tables free the buffers when they go: true until the builder takes them back.
    private var ownsMemory = true

    init(_ buffers: HTMLTreeBuffers) {
        self.buffers = buffers
    }

    /// The builder that lent the buffers has them back: the tables no longer free them.
    func returnMemory() {
        ownsMemory = false
    }

    deinit {
        if ownsMemory { buffers.free() }
    }
}

/// The tables of one page's ``HTMLTree`` as the builder appends to them (``HTMLTreeBuilder``), and
/// as a finished tree's ``HTMLTreeTables`` hold them: values, not copies of the memory, so the
/// builder and the tables share the same buffers.
struct HTMLTreeBuffers {
    var nameCodes = GrowingBuffer<Int32>(capacity: 128)
    var lines = GrowingBuffer<Int32>(capacity: 128)
    var parents = GrowingBuffer<Int32>(capacity: 128)
    var attributeStarts = GrowingBuffer<Int32>(capacity: 129)
    var attributeNameCodes = GrowingBuffer<Int32>(capacity: 128)
    var childRanges = GrowingBuffer<Range<Int32>>(capacity: 128)
    var childCodes = GrowingBuffer<Int32>(capacity: 256)
    var childElementRanges = GrowingBuffer<Range<Int32>>(capacity: 128)
    var childElements = GrowingBuffer<Int32>(capacity: 128)
    var textBytes = GrowingBuffer<UInt8>(capacity: 8_192)
    var textEnds = GrowingBuffer<Int32>(capacity: 128)

    /// Room for a page of at most `elements` elements (and as many text nodes), `attributes`
    /// attributes and `textBytes` bytes of text, so that a large page's tables do not grow by
    /// doubling as they fill.
    mutating func reserve(elements: Int, attributes: Int, textBytes: Int) {
        attributeNameCodes.reserve(attributes)
        nameCodes.reserve(elements); lines.reserve(elements); parents.reserve(elements)
        attributeStarts.reserve(elements + 1); childRanges.reserve(elements); childElementRanges.reserve(elements)
        childElements.reserve(elements); childCodes.reserve(2 * elements + 1)
        textEnds.reserve(elements + 1); self.textBytes.reserve(textBytes)
    }

    /// Empties every table, keeping its memory for the next page (``GrowingBuffer/removeAll()``).
    mutating func removeAll() {
        nameCodes.removeAll(); lines.removeAll(); parents.removeAll(); attributeStarts.removeAll(); attributeNameCodes.removeAll()
        childRanges.removeAll(); childCodes.removeAll(); childElementRanges.removeAll(); childElements.removeAll()
        textBytes.removeAll(); textEnds.removeAll()
    }

    /// Hands every table's memory back; the buffers must not be used after.
    func free() {
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
