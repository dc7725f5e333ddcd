import EaseDiagnostics

/// Reads the plain block-style YAML that front matter is almost always written in, without Yams:
/// nested mappings with plain keys, indented `- ` lists, one-line plain and quoted scalars, one-line
/// flow lists and mappings of them, and comments.
///
/// It returns `nil` for anything else (other syntax, errors, duplicate keys, unusual characters), and
/// ``YAMLReader`` then reads the text with Yams, which reports the problem. Where it answers, the
/// answer equals Yams's node for node, with the same text, type and range (checked by
/// `BlockYAMLReaderTests` against Yams on the repository's content and on generated documents).
struct BlockYAMLReader {
    /// Deeper nesting than this is left to Yams and its limits.
    static let maximumDepth = 16

    private let bytes: UnsafeBufferPointer<UInt8>
    private let lineOffset: Int
    /// Byte ranges of the lines (without their "\n").
    private let lines: [Range<Int>]
    /// Whether every byte is ASCII: a column is then a byte count.
    private let isASCII: Bool
    /// The index of the next line to read.
    private var next = 0

    private init(_ split: BlockYAMLLines, lineOffset: Int) {
        self.bytes = split.bytes
        self.lines = split.lines
        self.isASCII = split.isASCII
        self.lineOffset = lineOffset
    }

    /// The root mapping of `yaml`, whose first line is line `lineOffset + 1` of its file, or `nil`
    /// when the text is not in the subset this reader knows.
    static func read(_ yaml: Substring, lineOffset: Int) -> YAMLNode? {
        var yaml = yaml
        return yaml.withUTF8 { buffer in
            guard let split = BlockYAMLLines(buffer) else { return nil }
            var reader = BlockYAMLReader(split, lineOffset: lineOffset)
            reader.skipBlankAndCommentLines()
            guard reader.next < reader.lines.count, reader.indent(of: reader.next) == 0,
                  let root = reader.mapping(indent: 0, depth: 0), reader.next == reader.lines.count else { return nil }
            return root
        }
    }

    private func indent(of line: Int) -> Int {
        let range = lines[line]
        var index = range.lowerBound
        while index < range.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index - range.lowerBound
    }

    private mutating func skipBlankAndCommentLines() {
        while next < lines.count {
            let range = lines[next]
            let start = range.lowerBound + indent(of: next)
            guard start == range.upperBound || bytes[start] == UInt8(ascii: "#") else { return }
            next += 1
        }
    }

    /// The position of byte `offset` of line `line`, its column counted in Unicode scalars as libyaml does.
    private func position(line: Int, offset: Int) -> SourcePosition {
        if isASCII { return SourcePosition(line: line + 1 + lineOffset, column: offset - lines[line].lowerBound + 1) }
        var column = 1
        for index in lines[line].lowerBound..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return SourcePosition(line: line + 1 + lineOffset, column: column)
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A block mapping whose keys start at column `indent`; the current line is its first key.
    private mutating func mapping(indent: Int, depth: Int, firstKeyAt firstKey: Int? = nil) -> YAMLNode? {
        guard depth <= Self.maximumDepth else { return nil }
        var entries: [YAMLEntry] = []
        // A front matter's mapping has a dozen keys: a repeated one is looked for among the
        // entries, without hashing each key into a set; a set is made past 16.
        var keys: Set<String>?
        var start: SourcePosition?
        while next < lines.count {
            let line = next
            let range = lines[line]
            let keyStart = entries.isEmpty ? (firstKey ?? range.lowerBound + indent) : range.lowerBound + indent
            if entries.isEmpty ? (firstKey == nil && self.indent(of: line) != indent) : self.indent(of: line) != indent { break }
            guard let colon = keyEnd(from: keyStart, in: range) else { return nil }
            let key = string(keyStart..<colon)
            if keys == nil, entries.count >= 16 { keys = Set(entries.map(\.key)) }
            if keys != nil {
                guard keys!.insert(key).inserted else { return nil }
            } else if entries.contains(where: { $0.key == key }) {
                return nil
            }
            let keyPosition = position(line: line, offset: keyStart)
            start = start ?? keyPosition
            let keyRange = SourceRange(start: keyPosition, end: position(line: line, offset: colon))
            next += 1
            let value: YAMLNode?
            if let valueStart = firstNonSpace(from: colon + 1, in: range), bytes[valueStart] != UInt8(ascii: "#") {
                value = inlineValue(line: line, from: valueStart, depth: depth + 1)
                skipBlankAndCommentLines()
                if next < lines.count, self.indent(of: next) > indent { return nil }
            } else {
                skipBlankAndCommentLines()
                guard next < lines.count, self.indent(of: next) > indent else { return nil }
                value = nestedBlock(indent: self.indent(of: next), depth: depth + 1)
            }
            guard let value else { return nil }
            entries.append(YAMLEntry(key: key, keyRange: keyRange, value: value))
            skipBlankAndCommentLines()
            if next < lines.count, self.indent(of: next) < indent { break }
        }
        guard let start else { return nil }
        return YAMLNode(.mapping(entries), range: SourceRange(at: start))
    }

    /// A mapping or an indented list starting on the current line at column `indent`.
    private mutating func nestedBlock(indent: Int, depth: Int) -> YAMLNode? {
        let range = lines[next]
        let start = range.lowerBound + indent
        guard bytes[start] == UInt8(ascii: "-") else { return mapping(indent: indent, depth: depth) }
        guard depth <= Self.maximumDepth else { return nil }
        let sequenceStart = position(line: next, offset: start)
        var items: [YAMLNode] = []
        while next < lines.count, self.indent(of: next) == indent {
            let line = next
            let range = lines[line]
            let dash = range.lowerBound + indent
            guard bytes[dash] == UInt8(ascii: "-"), dash + 1 < range.upperBound, bytes[dash + 1] == UInt8(ascii: " "),
                  let itemStart = firstNonSpace(from: dash + 1, in: range) else { return nil }
            let item: YAMLNode?
            if keyEnd(from: itemStart, in: range) != nil {
                item = mapping(indent: itemStart - range.lowerBound, depth: depth + 1, firstKeyAt: itemStart)
            } else {
                next += 1
                item = inlineValue(line: line, from: itemStart, depth: depth + 1)
            }
            guard let item else { return nil }
            items.append(item)
            skipBlankAndCommentLines()
            if next < lines.count, self.indent(of: next) > indent { return nil }
        }
        return YAMLNode(.sequence(items), range: SourceRange(at: sequenceStart))
    }

    /// The end of a plain key starting at `start` (the offset of its `:`), or `nil` when the line does not
    /// continue with `word:` followed by a space or the line's end.
    private func keyEnd(from start: Int, in range: Range<Int>) -> Int? {
        YAMLLineScanner(bytes: bytes, end: range.upperBound).keyEnd(from: start, inFlow: false)
    }

    private func firstNonSpace(from start: Int, in range: Range<Int>) -> Int? {
        var index = start
        while index < range.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index < range.upperBound ? index : nil
    }

    /// A value written on the line of its key or dash: a quoted or plain scalar or a flow list.
    private func inlineValue(line: Int, from start: Int, depth: Int) -> YAMLNode? {
        let range = lines[line]
        let scanner = YAMLLineScanner(bytes: bytes, end: range.upperBound)
        let first = bytes[start]
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
            guard let (collection, after) = scanner.flowCollection(from: start, depth: Self.maximumDepth - depth),
                  scanner.afterValue(after) == range.upperBound else { return nil }
            return node(line: line, collection)
        }
        guard let found = scanner.scalar(from: start, inFlow: false), found.end == range.upperBound else { return nil }
        return scalar(line: line, found.scalar)
    }

    private func node(line: Int, _ value: YAMLLineScanner.FlowValue) -> YAMLNode {
        switch value {
        case .scalar(let scalar):
            return self.scalar(line: line, scalar)
        case .list(let start, let items):
            return YAMLNode(.sequence(items.map { node(line: line, $0) }), range: SourceRange(at: position(line: line, offset: start)))
        case .mapping(let start, let entries):
            let entries = entries.map { entry in
                let key = scalar(line: line, entry.key)
                return YAMLEntry(key: key.scalar?.text ?? "", keyRange: key.range, value: node(line: line, entry.value))
            }
            return YAMLNode(.mapping(entries), range: SourceRange(at: position(line: line, offset: start)))
        }
    }

    private func scalar(line: Int, _ scanned: YAMLLineScanner.Scalar) -> YAMLNode {
        let text = string(scanned.text)
        let resolved = scanned.isQuoted ? YAMLScalar.Resolution.string : YAMLScalar.resolve(text)
        let range = SourceRange(start: position(line: line, offset: scanned.span.lowerBound),
                                end: position(line: line, offset: scanned.span.upperBound))
        return YAMLNode(.scalar(YAMLScalar(text: text, resolved: resolved)), range: range)
    }
}
