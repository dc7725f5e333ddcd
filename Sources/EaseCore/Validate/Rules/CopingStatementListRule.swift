import EaseDiagnostics

/// The coping statements exist when an exercise needs them, every statement is one short
/// paragraph, and none is listed twice (the app would offer it twice in a row of choices).
struct CopingStatementListRule: ValidationRule {
    /// Statements longer than this are hard to repeat to oneself.
    static let wordLimit = 30

    var diagnosticIDs: [String: String] {
        ["coping.missing": "coping-statements.md is missing or has no statements",
         "coping.long-statement": "a coping statement is too long to repeat",
         "coping.repeated": "a coping statement is listed twice"]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let collections = context.catalog.copingStatements
        if let exercise = context.catalog.exercises.first(where: { $0.kind == "coping-statements" }),
           !collections.contains(where: { $0.item.locale == nil }) {
            diagnostics.append(.error("coping.missing", "exercise '\(exercise.item.id.value)' needs coping-statements.md, which is missing",
                                      at: exercise.item.id.location))
        }
        for collection in collections {
            if collection.statements.isEmpty {
                diagnostics.append(.error("coping.missing", "coping-statements.md has no statements",
                                          at: collection.item.id.location,
                                          notes: [DiagnosticNote("write each statement as a list item ('- …'), optionally under headings")]))
            }
            var first: [String: Located<String>] = [:]
            var files = FindingSourceFiles()
            for statement in collection.statements {
                // Compared as read: letter case and the spaces around it aside.
                let key = statement.value.trimmingWhitespace().lowercased()
                if let earlier = first[key] {
                    diagnostics.append(.warning("coping.repeated", "this statement is already listed; the app and the site would offer it twice",
                                                at: statement.location, notes: [DiagnosticNote("first listed here", at: earlier.location)],
                                                fixIts: Self.lineRemoval(of: statement, context, &files)))
                    continue
                }
                first[key] = statement
                let words = statement.value.split(whereSeparator: \.isWhitespace).count
                if words > Self.wordLimit {
                    diagnostics.append(.warning("coping.long-statement",
                                                "statement has \(words) words; keep statements under \(Self.wordLimit) so they can be repeated",
                                                at: statement.location))
                }
            }
        }
        return diagnostics
    }

    /// The fix-it that removes a repeated statement's line (`- …` and its line break), when the
    /// statement is a list item on a line of its own.
    static func lineRemoval(of statement: Located<String>, _ context: ValidationContext, _ files: inout FindingSourceFiles) -> [FixIt] {
        let range = statement.location.range
        guard range.start.line == range.end.line, let file = context.sourceFile(at: statement.location.path, memo: &files),
              let line = file.byteRange(ofLine: range.start.line),
              file.text(inBytes: line).trimmingWhitespace().hasPrefix("- "), let next = file.byteRange(ofLine: range.start.line + 1) else { return [] }
        return [FixIt("remove the repeated statement", replacing: file.range(ofBytes: line.lowerBound..<next.lowerBound), with: "")]
    }
}
