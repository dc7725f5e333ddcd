import EaseDiagnostics
import Yams

/// Copies Yams nodes into ``YAMLNode``s, resolving plain scalars with YAML 1.2's core schema.
struct YamsNodeConverter {
    let file: SourceFile
    let lineOffset: Int
    let lines: YAMLLineMap
    let setAside: Set<SourcePosition>
    var diagnostics: [Diagnostic] = []
    var nodeCount = 0
    var reportedLimit = false

    init(file: SourceFile, lineOffset: Int, lines: YAMLLineMap, setAside: Set<SourcePosition>) {
        self.file = file
        self.lineOffset = lineOffset
        self.lines = lines
        self.setAside = setAside
    }

    mutating func convert(_ node: Node, depth: Int) -> YAMLNode? {
        nodeCount += 1
        let start = position(node.mark)
        guard nodeCount <= YAMLReader.maximumNodeCount, depth <= YAMLReader.maximumDepth else {
            if !reportedLimit {
                reportedLimit = true
                let limit = nodeCount > YAMLReader.maximumNodeCount
                    ? "more than \(YAMLReader.maximumNodeCount) values (are aliases expanding into a huge document?)"
                    : "collections nested more than \(YAMLReader.maximumDepth) deep"
                diagnostics.append(.error("yaml.too-large", "YAML has \(limit); the rest was not read",
                                          at: SourceLocation(path: file.path, range: SourceRange(at: start))))
            }
            return nil
        }
        switch node {
        case .scalar(let scalar):
            let resolved = scalar.style == .plain ? YAMLScalar.resolve(scalar.string) : .string
            let range = SourceRange(start: start, end: scalarEnd(scalar, start: start))
            if scalar.style == .plain, resolved == .string {
                if let comment = gluedComment(after: scalar.string, at: range) { diagnostics.append(comment) }
                if let item = YAMLContinuedItem.find(in: scalar.string, at: range, file: file) { diagnostics.append(item) }
            }
            return YAMLNode(.scalar(YAMLScalar(text: scalar.string, resolved: resolved)), range: range)
        case .mapping(let mapping):
            var entries: [YAMLEntry] = []
            for (key, value) in mapping {
                let keyStart = position(key.mark)
                guard !setAside.contains(keyStart) else { continue }
                guard let keyNode = convert(key, depth: depth + 1), let valueNode = convert(value, depth: depth + 1) else { continue }
                entries.append(YAMLEntry(key: key.string ?? "", keyRange: keyNode.range, value: valueNode))
            }
            return YAMLNode(.mapping(entries), range: SourceRange(at: start))
        case .sequence(let sequence):
            return YAMLNode(.sequence(sequence.compactMap { convert($0, depth: depth + 1) }), range: SourceRange(at: start))
        case .alias:
            return YAMLNode(.scalar(YAMLScalar(text: "", resolved: .null)), range: SourceRange(at: start))
        }
    }

    /// A comment whose `#` is glued to a word (`title: Coping step #1`) right after a plain text
    /// value on one line: what the author meant as part of the value, which YAML leaves out.
    /// A warning at the `#`, with a fix-it that puts the value and the comment in quotes.
    func gluedComment(after text: String, at range: SourceRange) -> Diagnostic? {
        guard range.start.line == range.end.line, !text.contains("\n"), let line = file.line(range.end.line) else { return nil }
        let scalars = Array(line.unicodeScalars)
        var index = range.end.column - 1
        guard index < scalars.count, scalars[index] == " " || scalars[index] == "\t" else { return nil }
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        guard index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1].isASCII,
              !YAMLLineScanner.endsCommentMark(UInt8(scalars[index + 1].value)) else { return nil }
        let end = YAMLSyntaxRepair.textEnd(of: scalars, from: index, to: scalars.count)
        let comment = String(String.UnicodeScalarView(scalars[index..<end]))
        let whole = String(String.UnicodeScalarView(scalars[(range.start.column - 1)..<end]))
        let quoted = YAMLQuoting.doubleQuoted(whole)
        let at = SourceRange(line: range.end.line, column: index + 1, length: end - index)
        return .warning("yaml.comment-in-value", "'\(comment)' is a YAML comment, not part of the value, which reads '\(text)'",
                        at: SourceLocation(path: file.path, range: at),
                        notes: [DiagnosticNote("a '#' after a space starts a comment; in quotes it is text")],
                        fixIts: [FixIt("put the value and '\(comment)' in quotes", replacing: SourceRange(start: range.start, end: SourcePosition(line: range.end.line, column: end + 1)), with: quoted)])
    }

    /// A libyaml mark in file coordinates. libyaml can place a mark past the end of its line
    /// (a plain scalar continued inside a flow collection over lines with mixed endings), so the
    /// position stops one past the line's last character, inside the file.
    func position(_ yamlMark: Mark?) -> SourcePosition {
        guard let yamlMark else { return SourcePosition(line: lineOffset + 1, column: 1) }
        let mark = lines.translate(yamlMark)
        let line = max(1, min(mark.line + lineOffset, file.lineCount + 1))
        return SourcePosition(line: line, column: max(1, min(mark.column, file.scalarCount(ofLine: line) + 1)))
    }

    /// The end of a scalar: after the closing quote on its first line, or after the plain text
    /// (on its last line when YAML folded it from several, ``YAMLFoldedScalar``).
    func scalarEnd(_ scalar: Node.Scalar, start: SourcePosition) -> SourcePosition {
        guard let line = file.line(start.line) else { return start }
        let tail = line.unicodeScalars.dropFirst(start.column - 1)
        let restCount = tail.count
        var length: Int
        switch scalar.style {
        case .doubleQuoted, .singleQuoted:
            let rest = Array(tail)
            let quote: Unicode.Scalar = scalar.style == .doubleQuoted ? "\"" : "'"
            length = rest.count
            var index = 1
            while index < rest.count {
                if quote == "\"", rest[index] == "\\" { index += 2; continue }
                if rest[index] == quote {
                    if quote == "'", index + 1 < rest.count, rest[index + 1] == "'" { index += 2; continue }
                    length = index + 1
                    break
                }
                index += 1
            }
        case .plain:
            // Plain text on one line that the line spells out ends after it; text the lines from
            // there spell out ends on the last of them; otherwise the line's rest is marked.
            let text = scalar.string
            if !text.contains("\n") && tail.starts(with: text.unicodeScalars) {
                length = text.unicodeScalars.count
            } else if let folded = YAMLFoldedScalar.end(of: text, startingAt: start, in: file) {
                return folded
            } else {
                length = restCount
            }
        default:
            length = 1
        }
        // An empty value (`source:` with nothing after it) is marked at the end of its line: the range stays empty there.
        return SourcePosition(line: start.line, column: start.column + min(max(1, length), restCount))
    }
}
