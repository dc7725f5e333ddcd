internal import CLibXML2

/// Builds an ``HTMLTree`` from libxml2's parse events: an element is numbered in document order
/// when it opens; its child list is copied into the flat arrays when it closes (its children are
/// known then). Adjacent text events are one text node. Only the first top-level element (the
/// root) is kept, and elements deeper than ``HTMLParser/maximumDepth`` are left out with their content.
final class HTMLTreeBuilder: HTMLEventSink {
    /// The page's names that are not ``HTMLNames``, in the order met (``HTMLTree/ownNames``).
    @exclusivity(unchecked) private var ownNames: [String] = []
    /// Their codes by name.
    @exclusivity(unchecked) private var ownCodes: [String: Int32] = [:]
    /// Their bytes, to check a cached pointer's name quickly.
    @exclusivity(unchecked) private var ownSpellings: [[UInt8]] = []
    /// A direct-mapped cache from libxml2's name pointers to codes.
    @exclusivity(unchecked) private var pointerCache = [(pointer: UnsafePointer<xmlChar>?, code: Int32)](repeating: (nil, 0), count: 256)
    private var usedPointerCache = false
    // The tables of ``HTMLTree``, in buffers that ``finish()`` lends to the tree (``HTMLTreeTables``).
    @exclusivity(unchecked) private var buffers = HTMLTreeBuffers()
    @exclusivity(unchecked) private var attributeValues: [String] = []
    /// The values this thread's pages repeat, made once (``AttributeValueCache``).
    @exclusivity(unchecked) private var valueCache = AttributeValueCache()

    /// The open elements, innermost last, with where their children start in `pending`.
    @exclusivity(unchecked) private var open = GrowingBuffer<(index: Int32, firstChild: Int)>(capacity: 64)
    /// The child codes of every open element, one run per open element (an element number, or `~t` for text `t`).
    @exclusivity(unchecked) private var pending = GrowingBuffer<Int32>(capacity: 256)
    /// How many elements are open that are being left out (too deep, or after the root).
    private var skipped = 0
    private var hasDoctype = false
    /// The tables the last ``finish()`` lent the tables' buffers to; until ``reset()`` takes
    /// them back (or leaves them to the tree), the builder's buffers are theirs.
    private var lent: HTMLTreeTables?

    override init() {
        super.init()
        attributeValues.reserveCapacity(128)
        reset()
    }

    deinit {
        // Lent buffers are freed by their tables, once no tree holds them.
        if lent == nil { buffers.free() }
        open.free(); pending.free()
        valueCache.free()
    }

    override func startElement(_ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard beginElement(nameCode: code(of: name), line: currentLine) else { return }
        Self.forEachAttribute(attributes) { attribute, value in
            addAttribute(nameCode: code(of: attribute), value: value.map { String(cString: $0) } ?? "")
        }
        endStartTag()
    }

    /// Makes room in the tables for a page of at most `elements` elements, about `attributes`
    /// attributes and `textBytes` bytes of text; called after ``reset()``, before the page is read.
    /// The stack of open elements is left as it is: its size follows the page's depth (at most
    /// ``HTMLParser/maximumDepth``), not its length, and a long page is a flat one.
    func reserve(elements: Int, attributes: Int, textBytes: Int) {
        buffers.reserve(elements: elements, attributes: attributes, textBytes: textBytes)
        attributeValues.reserveCapacity(attributes)
        // An open list's children wait here until it closes: a list of every reading holds them all.
        pending.reserve(min(2 * elements + 1, 1 << 20))
    }

    /// Opens an element (its attributes follow, then ``endStartTag()``); false when it is left out
    /// (too deep, or after the root), and then no attributes or end of start tag follow.
    ///
    /// This and the other steps ``PlainHTMLReader`` takes for every tag are inlined into it: as
    /// calls, they were 8.6 M of the 528 M instructions of `ease audit` of a 1k site.
    @inline(__always)
    func beginElement(nameCode: Int32, line: Int) -> Bool {
        flushText()
        if skipped > 0 || open.count > HTMLParser.maximumDepth || (open.count == 0 && buffers.nameCodes.count > 0) {
            skipped += 1
            return false
        }
        buffers.nameCodes.append(nameCode)
        buffers.lines.append(Int32(truncatingIfNeeded: line))
        buffers.parents.append(open.last?.index ?? -1)
        return true
    }

    /// An attribute of the element ``beginElement(nameCode:line:)`` opened.
    func addAttribute(nameCode: Int32, value: String) {
        buffers.attributeNameCodes.append(nameCode)
        attributeValues.append(value)
    }

    /// Adds an attribute whose value is the UTF-8 `bytes`, its string taken from the thread's
    /// ``AttributeValueCache`` when an earlier page had the same value.
    @inline(__always)
    func addAttribute(nameCode: Int32, bytes: UnsafeBufferPointer<UInt8>) {
        buffers.attributeNameCodes.append(nameCode)
        attributeValues.append(valueCache.string(of: bytes))
    }

    /// Whether the element being opened already has an attribute of this name.
    func openStartTagHas(nameCode: Int32) -> Bool {
        UnsafeBufferPointer(rebasing: buffers.attributeNameCodes.elements[Int(buffers.attributeStarts.last!)...]).contains(nameCode)
    }

    /// The end of the start tag, on `line` when given (else the line ``beginElement(nameCode:line:)``
    /// was given): the element's attributes are all added.
    @inline(__always)
    func endStartTag(line: Int? = nil) {
        let index = Int32(buffers.nameCodes.count - 1)
        if let line { buffers.lines[Int(index)] = Int32(truncatingIfNeeded: line) }
        buffers.attributeStarts.append(Int32(buffers.attributeNameCodes.count))
        buffers.childRanges.append(0..<0)
        buffers.childElementRanges.append(0..<0)
        if open.count > 0 { pending.append(index) }
        open.append((index, pending.count))
    }

    /// The code of a lower-case name given as bytes: a shared name's (``HTMLNames``), or one of
    /// the page's own.
    func code(ofLowercaseName bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
        if let shared = HTMLNames.code(ofLowercaseName: bytes) { return shared }
        let name = String(decoding: bytes, as: UTF8.self)
        if let known = ownCodes[name] { return known }
        let code = Int32(HTMLNames.count + ownNames.count)
        ownNames.append(name)
        ownSpellings.append(Array(bytes))
        ownCodes[name] = code
        return code
    }

    /// The name of a code, as bytes.
    private func spelling(of code: Int32) -> [UInt8] {
        let shared = HTMLNames.count
        return Int(code) < shared ? HTMLNames.spellings[Int(code)] : ownSpellings[Int(code) - shared]
    }

    @inline(__always)
    override func endElement() {
        flushText()
        if skipped > 0 {
            skipped -= 1
            return
        }
        guard open.count > 0 else { return }
        let (index, firstChild) = open.removeLast()
        let element = Int(index), count = pending.count - firstChild
        buffers.childRanges[element] = Int32(buffers.childCodes.count)..<Int32(buffers.childCodes.count + count)
        let elementStart = Int32(buffers.childElements.count)
        let children = UnsafeBufferPointer(rebasing: pending.elements[firstChild...])
        buffers.childCodes.append(contentsOf: children)
        for code in children where code >= 0 { buffers.childElements.append(code) }
        buffers.childElementRanges[element] = elementStart..<Int32(buffers.childElements.count)
        pending.truncate(to: firstChild)
    }

    @inline(__always)
    override func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Text is kept inside elements whose children are kept (depth below the limit).
        guard skipped == 0, open.count > 0, open.count <= HTMLParser.maximumDepth else { return }
        buffers.textBytes.append(contentsOf: bytes)
    }

    override func boundary() { flushText() }

    override func doctype() { hasDoctype = true }

    /// The document, once libxml2 has finished (anything still open is closed first). The tree
    /// reads the builder's buffers in place (``HTMLTreeTables``); ``reset()`` readies the builder
    /// for another page (``PlainHTMLReader`` keeps one per thread).
    func finish() -> HTMLDocument {
        while skipped > 0 || open.count > 0 { endElement() }
        let tables = HTMLTreeTables(buffers)
        lent = tables
        let tree = HTMLTree(tables: tables, ownNames: ownNames, ownCodes: ownCodes, attributeValues: attributeValues)
        return HTMLDocument(tree: tree, hasDoctype: hasDoctype)
    }

    /// Empties the builder for a page: what the last page left (after ``finish()``, or a read
    /// given up half-way) is forgotten. The buffers lent to the last page's tree are taken back,
    /// with their memory, when no tree holds them any more; when one still does, they stay with
    /// it and the builder starts on new ones.
    func reset() {
        ownNames = []
        ownCodes = [:]
        ownSpellings = []
        // Only libxml2's events fill the cache of name pointers; its codes of the page's own names were this page's.
        if usedPointerCache {
            for slot in pointerCache.indices { pointerCache[slot] = (nil, 0) }
            usedPointerCache = false
        }
        if lent != nil {
            if isKnownUniquelyReferenced(&lent) {
                lent?.returnMemory()
            } else {
                // New, empty buffers; the last ones stay with the tree that holds them.
                buffers = HTMLTreeBuffers()
            }
            lent = nil
        }
        buffers.removeAll(); open.removeAll(); pending.removeAll()
        buffers.attributeStarts.append(0)
        // The last tree shares the array while it lives; once it is gone the array is emptied in
        // place, keeping its room (a new array of 128 values for every page before).
        attributeValues.removeAll(keepingCapacity: true)
        skipped = 0
        hasDoctype = false
    }

    /// The code of a name, lower-cased. libxml2 hands the same pointer for each use
    /// of a name it parsed (its dictionary's copy), so most names are found by pointer, checked
    /// against the bytes, without making a string.
    private func code(of pointer: UnsafePointer<xmlChar>) -> Int32 {
        let slot = Int(truncatingIfNeeded: UInt(bitPattern: pointer) >> 3) & 255
        if pointerCache[slot].pointer == pointer, Self.spells(spelling(of: pointerCache[slot].code), pointer) { return pointerCache[slot].code }
        var name = Self.lowercased(pointer)
        let code: Int32 = name.withUTF8 { self.code(ofLowercaseName: $0) }
        pointerCache[slot] = (pointer, code)
        usedPointerCache = true
        return code
    }

    /// Whether the C string is `name` (lower case), ASCII letters in any case.
    private static func spells(_ name: [UInt8], _ pointer: UnsafePointer<xmlChar>) -> Bool {
        name.withUnsafeBufferPointer { bytes in
            for offset in 0..<bytes.count {
                let other = pointer[offset]
                if (other >= 0x41 && other <= 0x5A ? other | 0x20 : other) != bytes[offset] { return false }
            }
            return pointer[bytes.count] == 0
        }
    }

    /// Ends the text node being read, if any: its bytes are those appended since the last one ended.
    @inline(__always)
    private func flushText() {
        let end = Int32(buffers.textBytes.count)
        guard end > (buffers.textEnds.last ?? 0) else { return }
        pending.append(~Int32(buffers.textEnds.count))
        buffers.textEnds.append(end)
    }
}
