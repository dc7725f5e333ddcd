import EaseBytes

/// Reads a well-formed page (every element closed where it ends, quoted attributes, a handful of
/// entities) into the same ``HTMLDocument`` libxml2 would build, several times faster: the pages
/// Ease renders are all of this kind, and the audit reads every one of them.
///
/// It returns `nil` for anything else (or anything it is not sure of), and ``HTMLParser`` then
/// hands the page to libxml2. Where libxml2 would close an element on its own, the answer comes
/// from libxml2 (``LibXML2Nesting``). `PlainHTMLReaderTests` compares the two on the sample site,
/// the audit fixtures and generated pages.
struct PlainHTMLReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var line = 1
    /// The thread's builder (``HTMLTreeBuilder/ofThisThread``), emptied by the read before it starts.
    let builder: HTMLTreeBuilder
    /// The open elements' names, innermost last.
    var open: OpenElements
    /// libxml2's answers about nesting so far (``LibXML2Nesting``), looked up without a lock: by
    /// code for HTML's own elements, by name for the others and for answers the table lacks.
    var nesting: PackedKeyMap<LibXML2Nesting.Question, Bool>
    let nestingTable: LibXML2Nesting.Table
    /// Codes of the page's own element and attribute names seen (not ``HTMLNames``); most pages
    /// have none, and the map allocates nothing until the first.
    var ownCodes = PackedKeyMap<PackedName, Int32>(capacity: 0)
    var sawRoot = false, sawHead = false, sawBody = false
    /// Decoded text or attribute values.
    var scratch: [UInt8] = []
    /// The codes of the names the reader tests for, and the shared names' codes, kept in the
    /// reader: a `static let` is a lazily initialised global, each use a call into the runtime
    /// (over half a million in a 1k build's audit). A shared name and its code go together, so
    /// testing the code of a tag's name tests the name.
    let html = HTMLNames.Reserved.html, head = HTMLNames.Reserved.head, body = HTMLNames.Reserved.body
    let script = HTMLNames.Reserved.script, style = HTMLNames.Reserved.style, track = HTMLNames.Reserved.track
    let sharedCodes = SharedNameCodes.shared

    private init(bytes: UnsafeBufferPointer<UInt8>, open: OpenElements, builder: HTMLTreeBuilder) {
        self.bytes = bytes
        self.open = open
        self.builder = builder
        (nesting, nestingTable) = LibXML2Nesting.known
    }

    /// The document, or `nil` when the page is not one this reader is sure of.
    static func read(_ input: [UInt8]) -> HTMLDocument? {
        guard PlainText.isPlain(input) else { return nil }
        let builder = HTMLTreeBuilder.ofThisThread
        // The page starts from an empty builder, whatever the thread's last page left (read or
        // given up half-way); the last tree's buffers come back if nothing holds that tree now.
        builder.reset()
        return input.withUnsafeBufferPointer { buffer in
            // A large page (a site's index of every reading, its list of every spoken label) gets
            // its tables' room at once: grown by doubling, they copied what they held each time
            // into memory touched for the first time (some 3,000 of a 10k build's 45,000 page faults).
            if buffer.count >= Self.largePage { reserveRoom(for: buffer, in: builder) }
            return withUnsafeTemporaryAllocation(of: OpenElements.Entry.self, capacity: OpenElements.limit) { entries in
                var reader = PlainHTMLReader(bytes: buffer, open: OpenElements(entries), builder: builder)
                return reader.document()
            }
        }
    }

    /// The size from which a page's tables are given their room before it is read.
    static let largePage = 65_536

    /// Room for every element the page can hold (no more than its `<`s), for the attributes with
    /// a value (no more than its `=`s; one without, such as `hidden`, grows the tables as before)
    /// and for its text.
    private static func reserveRoom(for page: UnsafeBufferPointer<UInt8>, in builder: HTMLTreeBuilder) {
        var tags = 0, equals = 0, index = 0
        while index + ByteBlock.width <= page.count {
            let block = ByteBlock(page, at: index)
            tags += block.matches(0x3C).count
            equals += block.matches(0x3D).count
            index += ByteBlock.width
        }
        while index < page.count {
            if page[index] == 0x3C { tags += 1 } else if page[index] == 0x3D { equals += 1 }
            index += 1
        }
        builder.reserve(elements: tags, attributes: equals, textBytes: page.count)
    }

    private mutating func document() -> HTMLDocument? {
        var sawDoctype = false
        while index < bytes.count {
            // A doctype comes before the root, after nothing but comments and white space.
            if !sawDoctype, !sawRoot, starts(with: "<!doctype html>") {
                sawDoctype = true
                builder.doctype()
                index += 15
                continue
            }
            let ok: Bool
            if bytes[index] == UInt8(ascii: "<") {
                guard index + 1 < bytes.count else { return nil }
                let next = bytes[index + 1]
                if next == UInt8(ascii: "/") { ok = endTag() }
                else if next == UInt8(ascii: "!") { ok = comment() }
                else if PlainText.isLetter(next) { ok = startTag() }
                else { ok = false }
            } else {
                ok = text()
            }
            guard ok else { return nil }
        }
        guard open.isEmpty, sawRoot else { return nil }
        return builder.finish()
    }

    /// Whether the input continues with `prefix` (ASCII letters in any case).
    func starts(with prefix: StaticString) -> Bool {
        guard index + prefix.utf8CodeUnitCount <= bytes.count else { return false }
        for offset in 0..<prefix.utf8CodeUnitCount where bytes[index + offset] | 0x20 != prefix.utf8Start[offset] | 0x20 {
            return false
        }
        return true
    }

    /// Text up to the next tag. Outside the body libxml2 drops white space before a tag and adds
    /// elements around any other text: only the first is read here.
    private mutating func text() -> Bool {
        let start = index
        let outsideBody = open.isEmpty || open.lastCode == html || open.lastCode == head
        // Whether the text has a `&` (a reference to decode), noted on the way.
        var hasReference = !outsideBody && skipToTag()
        var blank = true
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                blank = false
                if byte == UInt8(ascii: "&") { hasReference = true }
            }
            index += 1
        }
        if open.isEmpty { return blank && index - start < 1_000 }
        if outsideBody {
            guard blank, index - start < 1_000 else { return false }
        }
        return appendText(start..<index, hasReference: hasReference)
    }

    /// Moves sixteen bytes at a time up to the block holding the next `<`, counting line feeds;
    /// whether a block it passed had a `&`.
    @inline(__always)
    private mutating func skipToTag() -> Bool {
        var hasReference = false
        while index + ByteBlock.width <= bytes.count {
            let block = ByteBlock(bytes, at: index)
            if !block.matches(0x3C).isEmpty { return hasReference }
            line += block.matches(0x0A).count
            if !block.matches(0x26).isEmpty { hasReference = true }
            index += ByteBlock.width
        }
        return hasReference
    }

    @inline(__always)
    private mutating func appendText(_ range: Range<Int>, hasReference: Bool) -> Bool {
        let slice = UnsafeBufferPointer(rebasing: bytes[range])
        guard hasReference else {
            builder.characters(slice)
            return true
        }
        guard decode(slice) else { return false }
        scratch.withUnsafeBufferPointer { builder.characters($0) }
        return true
    }

    /// Decodes `&amp;`, `&lt;`, `&gt;`, `&quot;`, `&nbsp;` and numeric references into `scratch`.
    mutating func decode(_ slice: UnsafeBufferPointer<UInt8>) -> Bool {
        scratch.removeAll(keepingCapacity: true)
        var position = 0
        while position < slice.count {
            guard slice[position] == UInt8(ascii: "&") else {
                scratch.append(slice[position])
                position += 1
                continue
            }
            guard let (scalar, length) = PlainText.entity(in: slice, at: position) else { return false }
            scratch.append(contentsOf: String(Character(scalar)).utf8)
            position += length
        }
        return true
    }
}
