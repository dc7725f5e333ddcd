import Yams

/// libyaml's lines against the file's. libyaml also ends a line at NEL (U+0085), LS (U+2028) and
/// PS (U+2029); CommonMark, the file's line table and editors end lines only at line feeds and
/// carriage returns. Where a YAML text holds one of the three, libyaml's line numbers run ahead
/// of the file's, and its marks are translated here.
struct YAMLLineMap: Sendable {
    /// The text-relative line and column (1-based) where each of libyaml's lines starts; empty
    /// when the text has none of the three, so that the lines are the same.
    private let starts: [(line: Int, column: Int)]

    /// The map for a YAML text.
    init(_ text: String) {
        guard text.unicodeScalars.contains(where: Self.isExtraBreak) else {
            starts = []
            return
        }
        var starts = [(line: 1, column: 1)]
        var (line, column) = (1, 1)
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\r" || (scalar == "\n" && !afterCarriageReturn) {
                (line, column) = (line + 1, 1)
                starts.append((line, column))
            } else if scalar != "\n" {
                column += 1
                if Self.isExtraBreak(scalar) { starts.append((line, column)) }
            }
            afterCarriageReturn = scalar == "\r"
        }
        self.starts = starts
    }

    /// The text-relative line and column of libyaml's 1-based `line` and `column`.
    func translate(line: Int, column: Int) -> (line: Int, column: Int) {
        guard !starts.isEmpty else { return (line, column) }
        let start = starts[max(0, min(line - 1, starts.count - 1))]
        return (start.line, start.column + column - 1)
    }

    private static func isExtraBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

extension YAMLLineMap {
    /// A libyaml mark in the text's own lines.
    func translate(_ mark: Mark) -> (line: Int, column: Int) {
        translate(line: mark.line, column: mark.column)
    }
}
