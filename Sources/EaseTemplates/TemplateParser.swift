/// Reads Mustache text into ``TemplateNode``s.
///
/// It works on characters (grapheme clusters), as swift-mustache 2.1 does, and follows its rules
/// for whitespace: at the start of a line the spaces and tabs are held back; a section, inverted
/// section, closing, comment or partial tag alone on its line (“standalone”) drops them and the
/// line's end; a standalone partial keeps them as its indentation; any other tag or text gives
/// them back to the output.
struct TemplateParser {
    let characters: [Character]
    /// The text's UTF-8 bytes, and where each character starts in them (one more entry for the
    /// end): a run of text is copied out as bytes, not character by character.
    let bytes: [UInt8]
    let offsets: [Int]
    /// The index in `characters` of the next character to read.
    var position = 0
    /// Where the last name read starts (a character index), the `{{#name}}` sections open around
    /// the cursor, and the names read so far.
    var lastNameStart = 0
    var openSections: [String] = []
    var nameUses: [TemplateNameUse] = []

    init(_ text: String) {
        characters = Array(text)
        bytes = Array(text.utf8)
        var offsets = [Int]()
        offsets.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            offsets.append(offset)
            offset += character.utf8.count
        }
        offsets.append(offset)
        self.offsets = offsets
    }

    /// The bytes of the characters in `range`.
    func utf8(_ range: Range<Int>) -> ArraySlice<UInt8> {
        bytes[offsets[range.lowerBound]..<offsets[range.upperBound]]
    }

    mutating func parseTemplate() throws(TemplateSyntaxError) -> [TemplateNode] {
        try parseNodes(inSection: nil, atLineStart: true)
    }

    // MARK: The state machine

    /// Parses nodes until the end of the text or, inside a section, its closing tag.
    /// `atLineStart` says whether leading whitespace may still make the first tag standalone.
    private mutating func parseNodes(inSection section: String?, atLineStart: Bool) throws(TemplateSyntaxError) -> [TemplateNode] {
        var nodes: [TemplateNode] = []
        var lineStart = atLineStart
        // Spaces and tabs read at a line's start, not yet given to the output.
        var heldWhitespace: [Character] = []
        func giveBackWhitespace() {
            if !heldWhitespace.isEmpty { nodes.append(.text(Self.utf8(heldWhitespace))) }
            heldWhitespace = []
        }
        while position < characters.count {
            if lineStart { heldWhitespace = read { $0 == " " || $0 == "\t" } }
            let text = readTextUntilTagOrLineEnd()
            if current.isNewline {
                // The line's end after the text (which may have ended at a `{{` just before it).
                nodes.append(.text(Self.utf8(heldWhitespace) + utf8(text) + utf8(position..<(position + 1))))
                lineStart = true
                position += 1
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(Self.utf8(heldWhitespace) + utf8(text)))
                heldWhitespace = []
                lineStart = false
            }
            if position >= characters.count { break }
            var standalone = false
            let tagStart = position
            switch current {
            case "#", "^":
                let inverted = current == "^"
                position += 1
                let name = try readName()
                let use = recordUse(name, inverted ? .invertedSection : .section, tag: tagStart)
                standalone = lineStart && consumeLineEnd()
                if !standalone { giveBackWhitespace() }
                if !inverted { openSections.append(name) }
                let body = try parseNodes(inSection: name, atLineStart: standalone)
                if !inverted { openSections.removeLast() }
                // The last name read was the closing tag's.
                recordClosing(of: use)
                nodes.append(inverted ? .invertedSection(TemplateName(name), body) : .section(TemplateName(name), body))
            case "/":
                position += 1
                let nameStart = position
                let name = try readName()
                guard let section else { throw error(.closingWithoutSection(name), at: nameStart) }
                guard name == section else { throw error(.sectionClosedWithWrongName(expected: section, found: name), at: nameStart) }
                if !(lineStart && consumeLineEnd()) { giveBackWhitespace() }
                return nodes
            case "!":
                position += 1
                try skipComment()
                // The held whitespace stays held: it goes out with the next text.
                standalone = lineStart && consumeLineEnd()
            case "{", "&":
                let triple = current == "{"
                giveBackWhitespace()
                position += 1
                let name = try readName()
                if triple {
                    guard current == "}" else { throw error(.unfinishedTag, at: position) }
                    position += 1
                }
                recordUse(name, .unescapedVariable, tag: tagStart)
                nodes.append(.variable(TemplateName(name), escaped: false))
            case ">":
                position += 1
                _ = read { $0.isWhitespace }
                if current == "*" { throw error(.unsupported("dynamic partials ({{>*name}})"), at: tagStart) }
                let name = try readPartialName()
                recordUse(name, .partial, tag: tagStart)
                let indentation = heldWhitespace
                giveBackWhitespace()
                standalone = lineStart && consumeLineEnd()
                nodes.append(.partial(name, indentation: standalone ? Self.utf8(indentation) : nil))
            case "<", "$":
                throw error(.unsupported("template inheritance ({{<parent}}, {{$block}})"), at: tagStart)
            case "=":
                throw error(.unsupported("changed delimiters ({{=<% %>=}})"), at: tagStart)
            case "%":
                throw error(.unsupported("pragmas ({{%NAME}})"), at: tagStart)
            default:
                giveBackWhitespace()
                let name = try readName()
                recordUse(name, .variable, tag: tagStart)
                nodes.append(.variable(TemplateName(name), escaped: true))
            }
            lineStart = standalone
        }
        if let section { throw error(.sectionNeverClosed(section), at: position) }
        return nodes
    }

    // MARK: Errors

    /// A syntax error at the character `offset`, with its line and column counted from 1 as every
    /// diagnostic counts them: a line ends at `\n`, `\r\n` or a lone `\r`, and a column is a
    /// Unicode scalar (a character may be several).
    func error(_ kind: TemplateSyntaxError.Kind, at offset: Int) -> TemplateSyntaxError {
        let end = offsets[min(offset, characters.count)]
        var line = 1
        var column = 1
        for index in 0..<end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, byte != 0x0D {
                column += 1
            }
        }
        return TemplateSyntaxError(kind: kind, line: line, column: column)
    }
}
