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
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    /// The thread's builder (``HTMLTreeBuilder/ofThisThread``), emptied by the read before it starts.
    private let builder: HTMLTreeBuilder
    /// The open elements' names, innermost last.
    private var open: OpenElements
    /// libxml2's answers about nesting so far (``LibXML2Nesting``), looked up without a lock: by
    /// code for HTML's own elements, by name for the others and for answers the table lacks.
    private var nesting: PackedKeyMap<LibXML2Nesting.Question, Bool>
    private let nestingTable: LibXML2Nesting.Table
    /// Codes of the page's own element and attribute names seen (not ``HTMLNames``); most pages
    /// have none, and the map allocates nothing until the first.
    private var ownCodes = PackedKeyMap<PackedName, Int32>(capacity: 0)
    private var sawRoot = false, sawHead = false, sawBody = false
    /// Decoded text or attribute values.
    private var scratch: [UInt8] = []
    /// The codes of the names the reader tests for, and the shared names' codes, kept in the
    /// reader: a `static let` is a lazily initialised global, each use a call into the runtime
    /// (over half a million in a 1k build's audit). A shared name and its code go together, so
    /// testing the code of a tag's name tests the name.
    private let html = HTMLNames.Reserved.html, head = HTMLNames.Reserved.head, body = HTMLNames.Reserved.body
    private let script = HTMLNames.Reserved.script, style = HTMLNames.Reserved.style
    private let sharedCodes = SharedNameCodes.shared

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
            withUnsafeTemporaryAllocation(of: OpenElements.Entry.self, capacity: OpenElements.limit) { entries in
                var reader = PlainHTMLReader(bytes: buffer, open: OpenElements(entries), builder: builder)
                return reader.document()
            }
        }
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
    private func starts(with prefix: StaticString) -> Bool {
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
    private mutating func decode(_ slice: UnsafeBufferPointer<UInt8>) -> Bool {
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

    /// `<name attributes>`; an empty element is closed at once, `script` and `style` read to their end tag.
    /// Attributes go straight into the builder: if anything after the name is not plain, the
    /// whole page goes to libxml2, so what was built of it does not matter.
    private mutating func startTag() -> Bool {
        index += 1
        let nameStart = index
        while index < bytes.count, PlainText.isLetter(bytes[index]) || PlainText.isDigit(bytes[index]) { index += 1 }
        guard let name = PackedName(in: bytes, nameStart..<index) else { return false }
        let nameCode = code(name)
        guard place(name, code: nameCode) else { return false }
        let isRawText = nameCode == script || nameCode == style
        let isEmpty = nameCode != html && nameCode != head && nameCode != body && !isRawText
            && (nestingTable.answer(parent: -1, child: nameCode) ?? ask(.init(parent: .none, child: name)))
        guard builder.beginElement(nameCode: nameCode, line: line) else { return false }
        var isSelfClosing = false
        while true {
            let beforeSpace = index
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t") {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
            guard index < bytes.count else { return false }
            if bytes[index] == UInt8(ascii: ">") { break }
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                isSelfClosing = true
                break
            }
            guard index > beforeSpace, attribute() else { return false }
        }
        guard !isSelfClosing || isEmpty else { return false }
        // libxml2 gives an element the line its start tag ends on.
        builder.endStartTag(line: line)
        index += isSelfClosing ? 2 : 1
        if isEmpty {
            builder.endElement()
            return true
        }
        open.append(name, code: nameCode)
        return isRawText ? rawText() : true
    }

    /// libxml2's answer (``LibXML2Nesting``) to a question its table of codes does not have.
    private mutating func ask(_ question: LibXML2Nesting.Question) -> Bool {
        if let known = nesting[question] { return known }
        let answer = LibXML2Nesting.answer(question)
        nesting[question] = answer
        return answer
    }

    /// Whether `name` (whose code is `code`) may start here and stay where it is written in libxml2's tree.
    private mutating func place(_ name: PackedName, code: Int32) -> Bool {
        guard open.count < OpenElements.limit else { return false }
        if code == html {
            guard !sawRoot, open.isEmpty else { return false }
            sawRoot = true
            return true
        }
        if code == head || code == body {
            guard open.count == 1, open.firstCode == html, !sawBody, code == body || !sawHead else { return false }
            if code == head { sawHead = true } else { sawBody = true }
            return true
        }
        guard !open.isEmpty, open.lastCode != html else { return false }
        return nestingTable.answer(parent: open.lastCode, child: code) ?? ask(.init(parent: open.last!, child: name))
    }

    /// `name="value"` (or a name alone), added to the element being opened; false for a repeated
    /// name, and for unquoted values, which are left to libxml2.
    private mutating func attribute() -> Bool {
        let start = index
        while index < bytes.count, PlainText.isAttributeNameByte(bytes[index]) { index += 1 }
        guard index > start, PlainText.isLetter(bytes[start]) || bytes[start] == UInt8(ascii: "_"), index < bytes.count else { return false }
        guard let name = PackedName(in: bytes, start..<index) else { return false }
        let nameCode = code(name)
        guard !builder.openStartTagHas(nameCode: nameCode) else { return false }
        guard bytes[index] == UInt8(ascii: "=") else {
            builder.addAttribute(nameCode: nameCode, value: "")
            return true
        }
        index += 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return false }
        let quote = bytes[index]
        index += 1
        let valueStart = index
        var hasReference = false
        // Sixteen bytes at a time up to the block holding the quote, a `<`, a line feed or a `&`;
        // when the first of them is the quote, the value ends there and is read no further.
        while index + ByteBlock.width <= bytes.count {
            let block = ByteBlock(bytes, at: index)
            let quotes = block.matches(quote)
            let stops = quotes | block.matches(0x3C) | block.matches(0x0A) | block.matches(0x26)
            if stops.isEmpty {
                index += ByteBlock.width
                continue
            }
            if stops.first == quotes.first { index += quotes.first }
            break
        }
        while index < bytes.count, bytes[index] != quote {
            let byte = bytes[index]
            // The three bytes tested are all below `A`; a letter or digit passes one compare.
            if byte < UInt8(ascii: "A") {
                if byte == UInt8(ascii: "<") { return false }
                if byte == UInt8(ascii: "\n") { line += 1 } else if byte == UInt8(ascii: "&") { hasReference = true }
            }
            index += 1
        }
        guard index < bytes.count else { return false }
        let raw = UnsafeBufferPointer(rebasing: bytes[valueStart..<index])
        index += 1
        if !hasReference {
            builder.addAttribute(nameCode: nameCode, value: String(decoding: raw, as: UTF8.self))
            return true
        }
        guard decode(raw) else { return false }
        builder.addAttribute(nameCode: nameCode, value: String(decoding: scratch, as: UTF8.self))
        return true
    }

    /// The content of `script` or `style` (libxml2 reads it as text) and its end tag.
    private mutating func rawText() -> Bool {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        if index > start { builder.characters(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
        return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/") && endTag()
    }

    /// `</name>`, which must close the innermost open element.
    private mutating func endTag() -> Bool {
        index += 2
        // The name is compared in place with the innermost open element's, whose length is known
        // (in any case); a longer name then fails where the `>` must be.
        guard let expected = open.last else { return false }
        let end = index + expected.count
        guard end < bytes.count, PackedName(in: bytes, index..<end) == expected else { return false }
        index = end
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return false }
        index += 1
        open.removeLast()
        builder.endElement()
        return true
    }

    /// `<!-- text -->`: a boundary between text nodes.
    private mutating func comment() -> Bool {
        guard starts(with: "<!--") else { return false }
        let start = index + 4
        var end = start
        while end + 2 < bytes.count, !(bytes[end] == UInt8(ascii: "-") && bytes[end + 1] == UInt8(ascii: "-")) {
            if bytes[end] == UInt8(ascii: "\n") { line += 1 }
            end += 1
        }
        // A comment must end at the first "--", as "-->", and not start with ">" or "->".
        guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: ">"), end > start,
              bytes[start] != UInt8(ascii: ">"), bytes[start] != UInt8(ascii: "-") else { return false }
        index = end + 3
        builder.boundary()
        return true
    }

    private mutating func code(_ name: PackedName) -> Int32 {
        if let shared = sharedCodes.code(of: name) { return shared }
        if let known = ownCodes[name] { return known }
        var spelled = name.string
        let code = spelled.withUTF8 { builder.code(ofLowercaseName: $0) }
        ownCodes[name] = code
        return code
    }
}
