import EaseDiagnostics

/// A value that holds `: ` and is not in quotes (`summary: Breathe: in for four`), the usual
/// cause of libyaml's "mapping values are not allowed in this context": YAML reads the second
/// `: ` as a key's, inside a value. ``YAMLReader`` says so, with a fix-it that puts the value in
/// double quotes (its `\` and `"` escaped), where the line is one key and its value.
enum YAMLColonInValue {
    /// The value of a line and the same value in quotes.
    struct Quoting: Equatable {
        /// From the value's first character to its last (a comment and trailing spaces left out).
        let range: SourceRange
        let quoted: String
    }

    /// The quoting of the value on file line `number` whose `: ` is at `column` (libyaml's mark),
    /// or `nil` when the line is not `key: value` (after any `- `) with the mark inside a plain value.
    static func quoting(line text: String, number: Int, column: Int) -> Quoting? {
        let line = Array(text.unicodeScalars)
        var index = line.prefix { $0 == " " }.count
        while index + 1 < line.count, line[index] == "-", line[index + 1] == " " {
            index += 2
            while index < line.count, line[index] == " " { index += 1 }
        }
        guard index < line.count, !"\"'#{[&*!|>%@`?".unicodeScalars.contains(line[index]) else { return nil }
        guard let separator = (index..<line.count).first(where: { line[$0] == ":" && ($0 + 1 == line.count || line[$0 + 1] == " ") }) else { return nil }
        var start = separator + 1
        while start < line.count, line[start] == " " { start += 1 }
        // The mark is at a later `:` of the same line, inside a value written plain.
        guard start < line.count, column - 1 > start, column - 1 < line.count,
              !"\"'#{[&*!|>%@`".unicodeScalars.contains(line[start]) else { return nil }
        // A plain value ends before ` #` (a comment) and its trailing spaces.
        var end = (start..<line.count).first { line[$0] == "#" && line[$0 - 1] == " " } ?? line.count
        while end > start, line[end - 1] == " " || line[end - 1] == "\t" || line[end - 1] == "\r" { end -= 1 }
        guard column - 1 < end else { return nil }
        var quoted = "\""
        for scalar in line[start..<end] {
            if scalar == "\\" || scalar == "\"" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(scalar)
        }
        quoted += "\""
        return Quoting(range: SourceRange(start: SourcePosition(line: number, column: start + 1), end: SourcePosition(line: number, column: end + 1)),
                       quoted: quoted)
    }
}
