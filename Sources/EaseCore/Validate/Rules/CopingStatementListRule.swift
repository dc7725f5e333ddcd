import EaseDiagnostics

/// The coping statements exist when an exercise needs them, every statement is one short
/// paragraph, none is listed twice (the app would offer it twice in a row of choices), and none
/// is a question.
struct CopingStatementListRule: ValidationRule {
    /// Statements longer than this are hard to repeat to oneself.
    static let wordLimit = 30

    var diagnosticIDs: [String: String] {
        ["coping.missing": "coping-statements.md is missing or has no statements",
         "coping.long-statement": "a coping statement is too long to repeat",
         "coping.repeated": "a coping statement is listed twice",
         "coping.empty-statement": "a list item of coping-statements.md has no words",
         "coping.empty-group": "a heading of coping-statements.md has no statements under it",
         "coping.question": "a coping statement is a question"]
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
            for group in collection.groups where group.statements.isEmpty {
                guard let heading = group.heading, let location = group.headingLocation else { continue }
                diagnostics.append(.warning("coping.empty-group", "'\(heading)' has no statements under it; the app and the site would show the heading alone",
                                            at: location,
                                            notes: [DiagnosticNote("list the statements under it ('- …'), or remove the heading")]))
            }
            var first: [String: Located<String>] = [:]
            var files = FindingSourceFiles()
            for statement in collection.statements {
                // Compared as read: letter case, spaces and a closing mark aside.
                let key = ReadAlike.key(statement.value)
                if key.isEmpty {
                    diagnostics.append(.error("coping.empty-statement", "this statement has no words; the app and the site would offer a blank one",
                                              at: statement.location,
                                              fixIts: context.removalOfRepeated(statement, label: "remove the empty item", memo: &files)))
                    continue
                }
                if let earlier = first[key] {
                    diagnostics.append(.warning("coping.repeated", "this statement is already listed; the app and the site would offer it twice",
                                                at: statement.location, notes: [DiagnosticNote("first listed here", at: earlier.location)],
                                                fixIts: context.removalOfRepeated(statement, label: "remove the repeated statement", memo: &files)))
                    continue
                }
                first[key] = statement
                let words = statement.value.split(whereSeparator: \.isWhitespace).count
                if words > Self.wordLimit {
                    diagnostics.append(.warning("coping.long-statement",
                                                "statement has \(words) words; keep statements under \(Self.wordLimit) so they can be repeated",
                                                at: statement.location))
                }
                // A question (`Will this ever stop?`) asks what the statement is there to settle.
                if statement.value.unicodeScalars.last == "?" {
                    diagnostics.append(.warning("coping.question", "this statement is a question: one repeats a coping statement to oneself, and a question asks what it is there to settle",
                                                at: statement.location,
                                                notes: [DiagnosticNote("say it as something true to hold on to, such as 'This feeling will pass.'")]))
                }
            }
        }
        return diagnostics
    }
}
