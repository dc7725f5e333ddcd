public import EaseDiagnostics

/// Checks that positions reported for a file point into that file: lines that exist, columns no
/// further than one past the end of their line, and ranges that do not run backwards.
public struct SourceBoundsCheck: Sendable {
    let file: SourceFile

    /// Creates the check for one file.
    public init(_ file: SourceFile) {
        self.file = file
    }

    /// The findings for one range, described by `what` (such as "diagnostic source.invalid-utf8").
    public func check(_ range: SourceRange, _ what: String) -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        for (name, position) in [("start", range.start), ("end", range.end)] where !contains(position) {
            findings.append(FuzzFinding("position-in-file",
                                        "\(what): \(name) \(position) is outside \(file.path) (\(file.lineCount) lines)"))
        }
        if range.end < range.start {
            findings.append(FuzzFinding("range-order", "\(what): range \(range) ends before it starts"))
        }
        return findings
    }

    /// The findings for every diagnostic, note and fix-it located in this file.
    public func check(_ diagnostics: [Diagnostic]) -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        for diagnostic in diagnostics {
            if let location = diagnostic.location, location.path == file.path {
                findings += check(location.range, "diagnostic \(diagnostic.id)")
            }
            for note in diagnostic.notes {
                if let location = note.location, location.path == file.path {
                    findings += check(location.range, "note of \(diagnostic.id)")
                }
            }
            for fix in diagnostic.fixIts where diagnostic.location?.path == file.path {
                findings += check(fix.range, "fix-it of \(diagnostic.id)")
            }
        }
        return findings
    }

    private func contains(_ position: SourcePosition) -> Bool {
        // One line past the last is where a range that ends with the file's final newline stops.
        guard position.line >= 1, position.line <= file.lineCount + 1, position.column >= 1 else { return false }
        return position.column <= file.scalarCount(ofLine: position.line) + 1
    }
}
