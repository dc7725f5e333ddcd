public import EaseDiagnostics
import Yams

/// Parse (YAML half): reads YAML text with Yams and copies it into ``YAMLNode`` values that keep
/// the exact line and column of every key and value in the whole file.
///
/// Syntax errors, tabs used for indentation and duplicate keys become diagnostics. After a duplicate
/// key the later occurrence is set aside and parsing is retried, so the rest of the file is still checked.
public struct YAMLReader: Sendable {
    /// Nodes beyond this count (an alias bomb, a huge file) are not copied; a diagnostic says so.
    public static let maximumNodeCount = 200_000
    /// Collections nested deeper than this are not copied.
    public static let maximumDepth = 64

    /// The result of reading.
    public struct Result: Sendable {
        /// The root value; `nil` after a syntax error or for an empty document.
        public var root: YAMLNode?
        /// Problems found.
        public var diagnostics: [Diagnostic]
    }

    let file: SourceFile
    let lineOffset: Int

    /// Creates a reader for YAML that starts after `lineOffset` lines of `file`.
    public init(file: SourceFile, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
    }

    /// Reads `yaml`.
    public func read(_ yaml: String) -> Result {
        read(Substring(yaml))
    }

    /// ``read(_:)`` for front matter sliced out of its file.
    public func read(_ yaml: Substring) -> Result {
        if let root = BlockYAMLReader.read(yaml, lineOffset: lineOffset) {
            return Result(root: root, diagnostics: [])
        }
        return readWithYams(String(yaml))
    }

    /// Reads `yaml` with Yams, whatever its syntax (what ``read(_:)`` does when ``BlockYAMLReader`` declines).
    func readWithYams(_ yaml: String) -> Result {
        var text = yaml
        let lines = YAMLLineMap(yaml)
        var diagnostics: [Diagnostic] = []
        var setAside: [SourcePosition] = []
        for _ in 0..<64 {
            do {
                // The encoding is given: Yams's default reads the whole process environment on every parser.
                let parser = try Parser(yaml: text, resolver: .basic, encoding: .utf8)
                guard let node = try parser.singleRoot() else { return Result(root: nil, diagnostics: diagnostics) }
                var converter = YamsNodeConverter(file: file, lineOffset: lineOffset, lines: lines, setAside: Set(setAside))
                let root = converter.convert(node, depth: 0)
                diagnostics += converter.diagnostics
                return Result(root: root, diagnostics: diagnostics)
            } catch let error as YamlError {
                if case .duplicatedKeysInMapping(let keys, let context) = error,
                   let (diagnostic, rewritten, position) = duplicate(keys: keys, firstMark: lines.translate(context.mark), in: text) {
                    diagnostics.append(diagnostic)
                    setAside.append(position)
                    text = rewritten
                    continue
                }
                diagnostics.append(syntaxDiagnostic(error, lines: lines))
                return Result(root: nil, diagnostics: diagnostics)
            } catch {
                diagnostics.append(.error("yaml.syntax", "could not read YAML: \(error)", at: .file(file.path)))
                return Result(root: nil, diagnostics: diagnostics)
            }
        }
        return Result(root: nil, diagnostics: diagnostics)
    }

    /// A location `length` characters long, or empty where the mark is past the end of its line (the end of the input).
    private func location(line: Int, column: Int, length: Int = 1) -> SourceLocation {
        let length = column <= file.scalarCount(ofLine: line + lineOffset) ? length : 0
        return SourceLocation(path: file.path, range: SourceRange(line: line + lineOffset, column: column, length: length))
    }

    private func syntaxDiagnostic(_ error: YamlError, lines: YAMLLineMap) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let yamlMark, _), .parser(let context, let problem, let yamlMark, _),
             .composer(let context, let problem, let yamlMark, _):
            let mark = lines.translate(yamlMark)
            let line = file.line(mark.line + lineOffset) ?? ""
            let scalars = Array(line.unicodeScalars)
            if mark.column - 1 < scalars.count, scalars[mark.column - 1] == "\t" || line.hasPrefix("\t") {
                let tabColumn = (scalars.firstIndex(of: "\t") ?? (mark.column - 1)) + 1
                let tabs = scalars[(tabColumn - 1)...].prefix { $0 == "\t" }.count
                let range = SourceRange(line: mark.line + lineOffset, column: tabColumn, length: tabs)
                return .error("yaml.tab-indentation", "tab character in YAML; YAML indents with spaces only",
                              at: SourceLocation(path: file.path, range: range),
                              fixIts: [FixIt("replace the tab with two spaces", replacing: range,
                                             with: String(repeating: "  ", count: tabs))])
            }
            var notes: [DiagnosticNote] = []
            var fixIts: [FixIt] = []
            let contextMark = context.map { lines.translate($0.mark) }
            // libyaml names the same quote when the value runs to the end ("while scanning a quoted
            // scalar"): then the note at the quote says it instead.
            var contextIsTheQuote = false
            if let opening = YAMLUnclosedQuote.opening(in: file, from: lineOffset + 1, before: mark.line + lineOffset) {
                contextIsTheQuote = contextMark.map { $0.line + lineOffset == opening.position.line && $0.column == opening.position.column } ?? false
                notes.append(DiagnosticNote(contextIsTheQuote ? "the quoted value that starts here is never closed"
                                                : "the quoted value that starts here does not end on its line, so YAML read on to the next \(opening.quote)",
                                            at: SourceLocation(path: file.path, range: SourceRange(line: opening.position.line, column: opening.position.column, length: 1))))
                fixIts.append(FixIt("close the quote at the end of line \(opening.position.line)", replacing: SourceRange(at: opening.end), with: opening.quote))
            }
            if let context, let contextMark, !contextIsTheQuote {
                notes.append(DiagnosticNote(context.text, at: location(line: contextMark.line, column: contextMark.column)))
            }
            if fixIts.isEmpty, let repair = YAMLSyntaxRepair.repair(problem, at: SourcePosition(line: mark.line + lineOffset, column: mark.column),
                                                                     context: contextMark.map { SourcePosition(line: $0.line + lineOffset, column: $0.column) }, in: file) {
                return .error("yaml.syntax", "YAML syntax error: \(repair.message)", at: SourceLocation(path: file.path, range: repair.range),
                              notes: [DiagnosticNote(repair.note)], fixIts: [repair.fixIt])
            }
            return .error("yaml.syntax", "YAML syntax error: \(problem)",
                          at: location(line: mark.line, column: mark.column), notes: notes, fixIts: fixIts)
        case .reader(let problem, _, _, _):
            return .error("yaml.syntax", "YAML cannot be read: \(problem)", at: .file(file.path))
        default:
            return .error("yaml.syntax", "YAML syntax error: \(error)", at: .file(file.path))
        }
    }

    /// Finds the later occurrence of a duplicated key at the first occurrence's indentation, reports it,
    /// and returns the YAML with that key renamed so parsing can continue.
    private func duplicate(keys: [String], firstMark: (line: Int, column: Int), in text: String) -> (Diagnostic, String, SourcePosition)? {
        guard let key = keys.first else { return nil }
        // The text's lines as the file counts them (``SourceFile`` ends one at a lone carriage
        // return too), so that a line's number here is its number in the diagnostic; split at "\n"
        // alone, a lone CR before the duplicate put it on a line above its own (fuzzer).
        let lines = SourceFile(path: file.path, text: text)
        let column = firstMark.column
        // libyaml's line can lie past the text's last line (seen with CRLF endings and invalid bytes in keys).
        guard firstMark.line < lines.lineCount else { return nil }
        for lineNumber in (firstMark.line + 1)...lines.lineCount {
            guard let line = lines.line(lineNumber), let range = lines.byteRange(ofLine: lineNumber) else { continue }
            let scalars = Array(line.unicodeScalars)
            guard scalars.count >= column - 1 + key.unicodeScalars.count else { continue }
            let indent = scalars.prefix(column - 1)
            guard indent.allSatisfy({ $0 == " " || $0 == "-" }) else { continue }
            let rest = String(String.UnicodeScalarView(scalars[(column - 1)...]))
            guard rest.hasPrefix(key + ":") || rest.hasPrefix("\"\(key)\":") || rest.hasPrefix("'\(key)':") else { continue }
            let start = String.UnicodeScalarView(scalars.prefix(column - 1))
            let placeholder = "__ease_duplicate_\(lineNumber - 1)__"
            // The line rewritten in place: the text around it, its line breaks included, stays as it was.
            let rewritten = String(lines.text(inBytes: 0..<range.lowerBound)) + String(start) + placeholder
                + rest.dropFirst(rest.hasPrefix(key) ? key.count : key.count + 2) + lines.text(inBytes: range.upperBound..<text.utf8.count)
            let diagnostic = Diagnostic.error(
                "yaml.duplicate-key", "duplicate key '\(key)'",
                at: location(line: lineNumber, column: column, length: key.count),
                notes: [DiagnosticNote("'\(key)' was first set here; YAML keeps only one of them",
                                       at: location(line: firstMark.line, column: firstMark.column, length: key.count))])
            return (diagnostic, rewritten, SourcePosition(line: lineNumber + lineOffset, column: column))
        }
        return nil
    }
}
