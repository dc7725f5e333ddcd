/// The parser's reading of its text: the character under the cursor, runs of text, names and
/// delimiters, comments and the end of a standalone tag's line. Each advances `position` past
/// what it read.
extension TemplateParser {
    /// The character at the current position; `"\0"` past the end.
    var current: Character { position < characters.count ? characters[position] : "\0" }

    /// Reads text up to a line's end (`\n` or `\r\n`, left unread) or an opening `{{` (read);
    /// the text's characters (without the `{{`).
    mutating func readTextUntilTagOrLineEnd() -> Range<Int> {
        let start = position
        while position < characters.count {
            let character = characters[position]
            if character == "\n" || character == "\r\n" { break }
            if character == "{", position + 1 < characters.count, characters[position + 1] == "{" {
                position += 2
                return start..<(position - 2)
            }
            position += 1
        }
        return start..<position
    }

    /// Reads characters while `predicate` holds.
    mutating func read(while predicate: (Character) -> Bool) -> [Character] {
        let start = position
        while position < characters.count, predicate(characters[position]) { position += 1 }
        return Array(characters[start..<position])
    }

    /// Reads a tag's name and the `}}` after it.
    mutating func readName() throws(TemplateSyntaxError) -> String {
        _ = read { $0.isWhitespace }
        let nameStart = position
        lastNameStart = nameStart
        let name = String(read(while: Self.isNameCharacter))
        _ = read { $0.isWhitespace }
        guard readCloseDelimiter() else { throw error(.unfinishedTag, at: position) }
        if name.contains("(") { throw error(.unsupported("transforms ({{name(value)}})"), at: nameStart) }
        if name.contains(")") { throw error(.unfinishedTag, at: nameStart) }
        return name
    }

    /// Reads a partial's name and the `}}` after it.
    mutating func readPartialName() throws(TemplateSyntaxError) -> String {
        lastNameStart = position
        let name = String(read { Self.isNameCharacter($0) || $0 == "/" })
        _ = read { $0.isWhitespace }
        guard readCloseDelimiter() else { throw error(.unfinishedTag, at: position) }
        return name
    }

    mutating func readCloseDelimiter() -> Bool {
        guard current == "}", position + 1 < characters.count, characters[position + 1] == "}" else { return false }
        position += 2
        return true
    }

    /// Skips a comment's text and its `}}`.
    mutating func skipComment() throws(TemplateSyntaxError) {
        let start = position
        while position < characters.count {
            if readCloseDelimiter() { return }
            position += 1
        }
        throw error(.commentNeverClosed, at: start)
    }

    /// Whether only spaces and tabs follow on this line (or the text ends right here); if a line
    /// end follows them, reads up to and including it.
    mutating func consumeLineEnd() -> Bool {
        if position >= characters.count { return true }
        var end = position
        while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
        guard end < characters.count, characters[end].isNewline else { return false }
        position = end + 1
        return true
    }

    /// The characters a tag's name is made of, by ASCII value.
    private static let nameCharacters: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for byte in "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?()*".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// Whether a character may be part of a tag's name: looked up by its ASCII value (no hashing;
    /// CR LF, whose value is a line feed's, is not one).
    static func isNameCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return nameCharacters[Int(ascii)]
    }

    static func utf8(_ characters: [Character]) -> [UInt8] {
        var bytes: [UInt8] = []
        for character in characters { bytes.append(contentsOf: character.utf8) }
        return bytes
    }
}
