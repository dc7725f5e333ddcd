import EaseDiagnostics

/// Where a plain scalar that YAML folded from several lines ends in its file:
///
/// ```yaml
/// summary: A long summary that goes
///   on to the next line.
/// ```
///
/// YAML reads `A long summary that goes on to the next line.`: each line break a space, each blank
/// line a line feed. A node's range that ended on its first line made a fix-it written over it
/// (`use 'a-b'` for an invalid id) replace the first line's words alone, and leave the rest to be
/// read into the new value: `ease check --fix` then offered it again, longer each round (found by
/// the `fix-exercise` fuzz target).
enum YAMLFoldedScalar {
    /// The end of `text`, a plain scalar starting at `start`, when the lines from there spell it
    /// out: the first line's rest, then each line's words after its indentation, one space or one
    /// line feed a blank line between them; inside a flow collection the last line may go on after
    /// it with the `,`, `]` or `}` that ends it. `nil` when they do not (a first line that holds
    /// more than the value's start), for the caller to keep the first line's end.
    static func end(of text: String, startingAt start: SourcePosition, in file: SourceFile) -> SourcePosition? {
        guard let first = file.line(start.line) else { return nil }
        var rest = Array(text.unicodeScalars)[...]
        let firstLine = Array(first.unicodeScalars)
        let from = min(start.column - 1, firstLine.count)
        let head = firstLine[from..<YAMLSyntaxRepair.textEnd(of: firstLine, from: from, to: firstLine.count)]
        guard rest.starts(with: head), head.count < rest.count else { return nil }
        rest = rest.dropFirst(head.count)
        var line = start.line
        var end = SourcePosition(line: line, column: start.column + head.count)
        while !rest.isEmpty {
            // Blank lines are line feeds; a line break between two lines of words is a space.
            var blank = 0
            while rest.first == "\n" { rest = rest.dropFirst(); blank += 1 }
            if blank == 0 {
                guard rest.first == " " else { return nil }
                rest = rest.dropFirst()
            }
            line += 1
            for _ in 0..<blank {
                guard let empty = file.line(line).map({ Array($0.unicodeScalars) }), YAMLSyntaxRepair.textEnd(of: empty, from: 0, to: empty.count) == 0 else { return nil }
                line += 1
            }
            guard let next = file.line(line) else { return nil }
            let scalars = Array(next.unicodeScalars)
            let indentation = scalars.prefix { $0 == " " || $0 == "\t" }.count
            let words = scalars[indentation..<YAMLSyntaxRepair.textEnd(of: scalars, from: indentation, to: scalars.count)]
            guard !words.isEmpty else { return nil }
            if rest.starts(with: words) {
                rest = rest.dropFirst(words.count)
                end = SourcePosition(line: line, column: indentation + words.count + 1)
            } else if words.starts(with: rest), endsFlowValue(scalars[(indentation + rest.count)...]) {
                // Inside a flow collection the value ends mid-line, before a `,`, `]` or `}`.
                return SourcePosition(line: line, column: indentation + rest.count + 1)
            } else {
                return nil
            }
        }
        return end
    }

    /// Whether the text after a value in a flow collection starts, after spaces, with the `,`,
    /// `]` or `}` that ends it.
    private static func endsFlowValue(_ after: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let next = after.first(where: { $0 != " " && $0 != "\t" }) else { return false }
        return next == "," || next == "]" || next == "}"
    }
}
