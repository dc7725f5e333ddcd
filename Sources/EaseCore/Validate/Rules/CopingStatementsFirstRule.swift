import EaseDiagnostics

/// Sessions for the most anxious mood (the last in `moods`) start with the coping statements.
/// Not while the moods are listed out of order (``MoodOrderRule``): the last is then not the mood meant.
struct CopingStatementsFirstRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["session.coping-first": "a session for the most anxious mood does not start with coping statements"]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site, let mostAnxious = site.moods.last?.id.value, MoodOrderRule.slip(in: site.moods) == nil else { return [] }
        let kinds = Dictionary(context.catalog.exercises.filter { $0.item.locale == nil }.map { ($0.item.id.value, $0.kind) },
                               uniquingKeysWith: { first, _ in first })
        return site.sessions.compactMap { rule in
            guard rule.mood.value == mostAnxious, let first = rule.exercises.first,
                  let kind = kinds[first.value], kind != "coping-statements" else { return nil }
            let coping = kinds.first { $0.value == "coping-statements" }?.key
            return .error("session.coping-first",
                          "sessions for '\(mostAnxious)' must start with the coping statements, not '\(first.value)'",
                          at: first.location,
                          notes: [DiagnosticNote("the most anxious mood is the last one in 'moods'; coping statements help most then")],
                          fixIts: coping.map { [FixIt("start with '\($0)'", replacing: SourceRange(at: first.location.range.start), with: "\($0), ")] } ?? [])
        }
    }
}
