import EaseDiagnostics

/// A quoted value left open on its line (`summary: "Sleep, movement…` with no closing quote), the
/// usual cause of a YAML syntax error reported further down: a quoted value may run over several
/// lines, so the reader takes everything up to the next quote of that kind as the value, and
/// fails where what follows that quote makes no sense. The error's own line is then not where
/// the mistake is; ``YAMLReader`` adds a note at the quote that opened the value.
enum YAMLUnclosedQuote {
    /// An open quote: where it is, the quote itself, and the end of its line's text (trailing
    /// spaces left out), where the closing quote would go.
    struct Opening: Equatable {
        let position: SourcePosition
        let quote: String
        let end: SourcePosition
    }

    /// The first quote from `firstLine` up to `line` (file lines) that opens a value, after a
    /// key's `: ` or a list's `- `, and is not closed on its own line.
    static func opening(in file: SourceFile, from firstLine: Int, before line: Int) -> Opening? {
        guard firstLine <= line else { return nil }
        for number in firstLine...line {
            guard let text = file.line(number) else { continue }
            let scalars = Array(text.unicodeScalars)
            guard let column = openColumn(of: scalars) else { continue }
            let length = scalars.count - scalars.reversed().prefix { $0 == " " || $0 == "\t" || $0 == "\r" }.count
            return Opening(position: SourcePosition(line: number, column: column), quote: String(Character(scalars[column - 1])),
                           end: SourcePosition(line: number, column: length + 1))
        }
        return nil
    }

    /// The 1-based column of a quote that opens a value on this line and is not closed on it.
    static func openColumn(of line: [Unicode.Scalar]) -> Int? {
        let indent = line.prefix { $0 == " " }.count
        guard indent < line.count, line[indent] != "#" else { return nil }
        // After `- ` (a list item, with any spaces after it) or the first `: ` of a plain key,
        // where a value starts.
        var index = YAMLSyntaxRepair.keyStart(of: line)
        if index < line.count, line[index] != "\"", line[index] != "'" {
            guard let colon = (index..<line.count).first(where: { line[$0] == ":" && ($0 + 1 == line.count || line[$0 + 1] == " ") }) else { return nil }
            index = colon + 1
            while index < line.count, line[index] == " " { index += 1 }
        }
        guard index < line.count, line[index] == "\"" || line[index] == "'" else { return nil }
        return isClosed(line, quoteAt: index) ? nil : index + 1
    }

    /// Whether the quoted value opened at `start` ends on the line: `"` ends at an unescaped `"`;
    /// `'` at a `'` that is not doubled (`''` is a quote inside).
    private static func isClosed(_ line: [Unicode.Scalar], quoteAt start: Int) -> Bool {
        let quote = line[start]
        var index = start + 1
        while index < line.count {
            if quote == "\"", line[index] == "\\" {
                index += 2
                continue
            }
            if line[index] == quote {
                if quote == "'", index + 1 < line.count, line[index + 1] == "'" {
                    index += 2
                    continue
                }
                return true
            }
            index += 1
        }
        return false
    }
}
