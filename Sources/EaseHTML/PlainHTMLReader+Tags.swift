import EaseBytes

/// Tags: a start tag with its attributes (straight into the builder), where libxml2 would place
/// the element, `script` and `style` content, an end tag, a comment, and the codes of names.
extension PlainHTMLReader {
    /// `<name attributes>`; an empty element is closed at once, `script` and `style` read to their end tag.
    /// Attributes go straight into the builder: if anything after the name is not plain, the
    /// whole page goes to libxml2, so what was built of it does not matter.
    mutating func startTag() -> Bool {
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
    @inline(__always)
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
            builder.addAttribute(nameCode: nameCode, bytes: raw)
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
    mutating func endTag() -> Bool {
        index += 2
        // The name is compared in place with the innermost open element's, whose length is known
        // (in any case); a longer name then fails where the `>` must be.
        guard let expected = open.last else { return false }
        let end = index + expected.count
        guard end < bytes.count, PackedName(in: bytes, index..<end) == expected else { return endTagAfterTrack() }
        index = end
        return closeInnermost()
    }

    /// An end tag that does not name the innermost element, a `<track>` (written with no end
    /// tag, as HTML has none): libxml2 keeps it open until the end tag of the `<video>` or
    /// `<audio>` around it, which closes both. Off ``endTag()``'s path, which every other end
    /// tag takes.
    @inline(never)
    private mutating func endTagAfterTrack() -> Bool {
        while open.lastCode == track {
            open.removeLast()
            builder.endElement()
            guard let expected = open.last else { return false }
            let end = index + expected.count
            if end < bytes.count, PackedName(in: bytes, index..<end) == expected {
                index = end
                return closeInnermost()
            }
        }
        return false
    }

    /// The rest of an end tag after its name (spaces, then `>`), which closes the innermost element.
    @inline(__always)
    private mutating func closeInnermost() -> Bool {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return false }
        index += 1
        open.removeLast()
        builder.endElement()
        return true
    }

    /// `<!-- text -->`: a boundary between text nodes.
    mutating func comment() -> Bool {
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

    @inline(__always)
    private mutating func code(_ name: PackedName) -> Int32 {
        if let shared = sharedCodes.code(of: name) { return shared }
        if let known = ownCodes[name] { return known }
        var spelled = name.string
        let code = spelled.withUTF8 { builder.code(ofLowercaseName: $0) }
        ownCodes[name] = code
        return code
    }
}
