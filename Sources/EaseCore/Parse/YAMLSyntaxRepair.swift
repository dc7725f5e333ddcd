import EaseDiagnostics

/// A few YAML syntax errors that authors make most, told in their words rather than libyaml's,
/// each with a fix-it (``YAMLReader`` asks when libyaml fails):
///
/// - a value that holds `: ` and is not in quotes (`summary: Breathe: in for four`), which YAML
///   reads as a key's `: ` ("mapping values are not allowed in this context"): the value put in
///   double quotes, its `\` and `"` escaped;
/// - a value that starts with `@` or `` ` ``, which YAML keeps for itself ("found character that
///   cannot start any token"): the value in quotes;
/// - a key with no space after its colon (`title:Calm`), a plain text to YAML, so that the next
///   line fails ("could not find expected ':'"): the space inserted;
/// - a key indented otherwise than the key above it, inside a mapping ("did not find expected
///   key"), or more, which makes it part of the value above ("mapping values are not allowed"):
///   the key indented as the one above;
/// - a list in brackets or a mapping in braces not closed on its line ("did not find expected ','
///   or ']'"): closed at the end of that line.
enum YAMLSyntaxRepair {
    /// What to say instead of libyaml's problem, where, and the fix-it.
    struct Repair: Equatable {
        let message: String
        let range: SourceRange
        let note: String
        let fixIt: FixIt
    }

    /// The repair of libyaml's `problem` at `mark` (file coordinates), with `context` the mark
    /// of libyaml's context note, or `nil` when the mistake is not one of these.
    static func repair(_ problem: String, at mark: SourcePosition, context: SourcePosition?, in file: SourceFile) -> Repair? {
        switch problem {
        case "mapping values are not allowed in this context":
            // A key with no space after its colon runs on into the key below it.
            return lineAbove(mark.line, in: file).flatMap { spaced(line: $0, in: file) }
                ?? reindented(line: mark.line, at: mark.column, in: file) ?? quoted(line: mark.line, at: mark.column, in: file)
        case "did not find expected key":
            return reindented(line: mark.line, at: mark.column, in: file)
        case "could not find expected ':'":
            return context.flatMap { spaced(line: $0.line, in: file) }
        case "found character that cannot start any token":
            return quoted(line: mark.line, at: mark.column, in: file)
        case "did not find expected ',' or ']'", "did not find expected ',' or '}'":
            return context.flatMap { closed(at: $0, in: file) }
        default:
            return nil
        }
    }

    /// The scalars of a line and where its key starts: after its indentation and any `- `.
    static func keyStart(of line: [Unicode.Scalar]) -> Int {
        var index = line.prefix { $0 == " " }.count
        while index + 1 < line.count, line[index] == "-", line[index + 1] == " " {
            index += 2
            while index < line.count, line[index] == " " { index += 1 }
        }
        return index
    }

    /// The index of the `:` that ends a plain key starting at `start` (`:` then a space or the
    /// line's end), when the key is a word of letters, digits, `-`, `_` or `.`.
    static func keyEnd(of line: [Unicode.Scalar], from start: Int, needingSpace: Bool = true) -> Int? {
        var index = start
        while index < line.count, line[index].properties.isAlphabetic || ("0"..."9").contains(line[index]) || "-_.".unicodeScalars.contains(line[index]) {
            index += 1
        }
        guard index > start, index < line.count, line[index] == ":" else { return nil }
        return !needingSpace || index + 1 == line.count || line[index + 1] == " " ? index : nil
    }

    /// A plain value whose `:` at `column`, or whose first character at it, YAML could not read:
    /// the value in double quotes.
    static func quoted(line number: Int, at column: Int, in file: SourceFile) -> Repair? {
        guard let text = file.line(number) else { return nil }
        let line = Array(text.unicodeScalars)
        let key = keyStart(of: line)
        guard let separator = keyEnd(of: line, from: key) else { return nil }
        var start = separator + 1
        while start < line.count, line[start] == " " { start += 1 }
        guard start < line.count, column - 1 >= start, column - 1 < line.count else { return nil }
        let reserved = line[start] == "@" || line[start] == "`"
        // A `: ` later in a value written plain, or a first character YAML keeps for itself.
        guard column - 1 == start ? reserved : !"\"'#{[&*!|>%@`".unicodeScalars.contains(line[start]) else { return nil }
        // A plain value ends before ` #` (a comment) and its trailing spaces.
        let end = textEnd(of: line, from: start, to: (start..<line.count).first { line[$0] == "#" && line[$0 - 1] == " " } ?? line.count)
        guard column - 1 < end else { return nil }
        let quoted = YAMLQuoting.doubleQuoted(String(String.UnicodeScalarView(line[start..<end])))
        let range = SourceRange(start: SourcePosition(line: number, column: start + 1), end: SourcePosition(line: number, column: end + 1))
        let message = reserved ? "a value that starts with '\(Character(line[start]))' is not read as text: YAML keeps that character for itself"
            : "this ': ' is inside a value that is not in quotes, and YAML reads it as the start of a key"
        return Repair(message: message, range: SourceRange(line: number, column: column, length: 1),
                      note: reserved ? "such a value is written in quotes" : "a value with ': ' in it is written in quotes",
                      fixIt: FixIt("put the value in quotes", replacing: range, with: quoted))
    }

    /// A key with no space after its colon on line `number` (`title:Calm`): the space inserted.
    static func spaced(line number: Int, in file: SourceFile) -> Repair? {
        guard let text = file.line(number) else { return nil }
        let line = Array(text.unicodeScalars)
        let key = keyStart(of: line)
        guard let colon = keyEnd(of: line, from: key, needingSpace: false), colon + 1 < line.count,
              !" \t\r:/".unicodeScalars.contains(line[colon + 1]) else { return nil }
        let name = String(String.UnicodeScalarView(line[key..<colon]))
        return Repair(message: "'\(name):' has no space after its ':', so YAML reads the line as text, not as the key '\(name)'",
                      range: SourceRange(line: number, column: colon + 1, length: 1),
                      note: "a key is followed by ': ', a colon and a space",
                      fixIt: FixIt("insert a space after '\(name):'", replacing: SourceRange(at: SourcePosition(line: number, column: colon + 2)), with: " "))
    }

    /// A flow list or mapping opened at `open` (libyaml's context mark, its `[` or `{`) and not
    /// closed on its line, so that YAML read on into the lines after it: closed at the end of
    /// that line's text (before a comment and trailing spaces), together with every other list or
    /// mapping still open there (`{ title: [a` takes `]}`), so that one fix closes them all. None
    /// when it is closed on its line.
    static func closed(at open: SourcePosition, in file: SourceFile) -> Repair? {
        guard let text = file.line(open.line) else { return nil }
        let line = Array(text.unicodeScalars)
        let start = open.column - 1
        guard start < line.count, line[start] == "[" || line[start] == "{" else { return nil }
        // The collections open at the end of the line's text, outermost first, read from the
        // line's start: brackets inside quotes are text (a quote opens one only where a value
        // starts, so the apostrophe of `don't` does not), and a ` #` starts a comment.
        var stack: [Int] = []
        var quote: Unicode.Scalar?
        var end = line.count
        var before: Unicode.Scalar = ":"
        for index in line.indices {
            let scalar = line[index]
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            defer { if scalar != " " && scalar != "\t" { before = scalar } }
            switch scalar {
            case "\"", "'":
                if ":[{,-".unicodeScalars.contains(before) { quote = scalar }
            case "[", "{": stack.append(index)
            case "]", "}": _ = stack.popLast()
            case "#" where index > 0 && (line[index - 1] == " " || line[index - 1] == "\t"):
                end = index
            default: continue
            }
            if end < line.count { break }
        }
        guard quote == nil, stack.contains(start) else { return nil }
        end = textEnd(of: line, from: start, to: end)
        let close = line[start] == "[" ? "]" : "}"
        let closers = String(String.UnicodeScalarView(stack.reversed().map { line[$0] == "[" ? "]" : "}" }))
        let what = line[start] == "[" ? "list" : "mapping"
        let fix = stack.count == 1 ? "close it with '\(close)' at the end of line \(open.line)"
            : "close it and the \(stack.count == 2 ? "list or mapping" : "\(stack.count - 1) lists and mappings") open around or inside it with '\(closers)' at the end of line \(open.line)"
        return Repair(message: "the \(what) opened here is not closed with '\(close)' on its line, so YAML read on into the lines after it",
                      range: SourceRange(line: open.line, column: open.column, length: 1),
                      note: "a list in brackets, or a mapping in braces, is closed on the line it opens",
                      fixIt: FixIt(fix, replacing: SourceRange(at: SourcePosition(line: open.line, column: end + 1)), with: closers))
    }

    /// Where the text of `line` between `start` and `end` ends, the spaces, tabs and carriage
    /// return after it left out: where a value ends, or a closing bracket goes.
    static func textEnd(of line: [Unicode.Scalar], from start: Int, to end: Int) -> Int {
        var end = end
        while end > start, line[end - 1] == " " || line[end - 1] == "\t" || line[end - 1] == "\r" { end -= 1 }
        return end
    }

    /// An indentation in words: `1 space`, `4 spaces`.
    static func spaces(_ count: Int) -> String { count == 1 ? "1 space" : "\(count) spaces" }

    /// The nearest line above line `number` that is neither blank nor a comment.
    static func lineAbove(_ number: Int, in file: SourceFile) -> Int? {
        var above = number - 1
        while above > 0, let text = file.line(above), text.allSatisfy({ $0 == " " || $0 == "\r" }) || text.drop(while: { $0 == " " }).hasPrefix("#") { above -= 1 }
        return above > 0 ? above : nil
    }

    /// A key on line `number` (libyaml's mark at its first character or its `: `) indented
    /// otherwise than the key on the line above it, which holds a value of its own (so the two
    /// are keys of one mapping): the key indented as that one.
    static func reindented(line number: Int, at column: Int, in file: SourceFile) -> Repair? {
        guard let text = file.line(number) else { return nil }
        let line = Array(text.unicodeScalars)
        let indent = line.prefix { $0 == " " }.count
        guard let colon = keyEnd(of: line, from: indent), column - 1 == indent || column - 1 == colon else { return nil }
        guard let above = lineAbove(number, in: file), let previousText = file.line(above) else { return nil }
        let previous = Array(previousText.unicodeScalars)
        let previousKey = keyStart(of: previous)
        guard let previousColon = keyEnd(of: previous, from: previousKey), previousKey != indent,
              previous[(previousColon + 1)...].contains(where: { $0 != " " && $0 != "\r" }) else { return nil }
        let aboveIndent = previousKey == 0 ? "the key above it is not indented" : "the key above it \(spaces(previousKey))"
        return Repair(message: "this key is indented \(spaces(indent)) and \(aboveIndent), so YAML cannot tell which mapping it belongs to",
                      range: SourceRange(line: number, column: indent + 1, length: colon - indent),
                      note: "the keys of one mapping line up: each is indented as much as the others",
                      fixIt: FixIt(previousKey == 0 ? "start it at the beginning of its line, as the key above" : "indent it \(spaces(previousKey)), as the key above",
                                   replacing: SourceRange(line: number, column: 1, length: indent), with: String(repeating: " ", count: previousKey)))
    }
}
