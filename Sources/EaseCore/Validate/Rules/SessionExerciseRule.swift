import EaseDiagnostics

/// Each session has 1–3 exercises, each an existing exercise id, none twice.
struct SessionExerciseRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["session.exercise-count": "a session does not have 1–3 exercises",
         "session.unknown-exercise": "a session names an exercise that does not exist"]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        let index = IdentifierIndex(context.catalog.exercises.map(\.item), kind: .exercise, in: context.catalog)
        var diagnostics: [Diagnostic] = []
        var files = FindingSourceFiles()
        for rule in site.sessions {
            if !(1...3).contains(rule.exercises.count) {
                diagnostics.append(.error("session.exercise-count",
                                          "session for '\(rule.mood.value)', \(rule.minutes.value) minutes has \(rule.exercises.count) exercises; a session has 1 to 3",
                                          at: rule.location))
            }
            var used: Set<String> = []
            for exercise in rule.exercises {
                if !used.insert(exercise.value).inserted {
                    let first = rule.exercises.first { $0.value == exercise.value }
                    diagnostics.append(.warning("session.exercise-count", "exercise '\(exercise.value)' appears twice in one session",
                                                at: exercise.location,
                                                notes: first.map { [DiagnosticNote("first listed here", at: $0.location)] } ?? [],
                                                fixIts: context.removalOfRepeated(exercise, label: "remove the second '\(exercise.value)'", memo: &files)))
                }
                guard index.isUnknown(exercise.value) else { continue }
                let suggestion = index.suggestion(for: exercise.value)
                diagnostics.append(.error("session.unknown-exercise",
                                          "no exercise has id '\(exercise.value)'" + NameSuggester.didYouMean(suggestion),
                                          at: exercise.location,
                                          notes: [DiagnosticNote("exercises: \(index.ids.sorted().joined(separator: ", "))")],
                                          fixIts: FixIt.suggested(suggestion, replacing: exercise.location.range)))
            }
        }
        return diagnostics
    }
}
