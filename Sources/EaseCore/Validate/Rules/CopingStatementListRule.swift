import EaseDiagnostics

/// The coping statements exist when an exercise needs them, and every statement is one short paragraph.
struct CopingStatementListRule: ValidationRule {
    /// Statements longer than this are hard to repeat to oneself.
    static let wordLimit = 30

    var diagnosticIDs: [String: String] {
        ["coping.missing": "coping-statements.md is missing or has no statements",
         "coping.long-statement": "a coping statement is too long to repeat"]
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
            for statement in collection.statements {
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
}
