import EaseDiagnostics

/// Ids are unique: content items per locale, moods in `site.yml`, scenes within an exercise.
struct DuplicateIdentifierRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["content.duplicate-id": "an id is used twice"] }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func report(_ ids: [Located<String>], scope: String) {
            var first: [String: Located<String>] = [:]
            for id in ids {
                if let earlier = first[id.value] {
                    diagnostics.append(.error("content.duplicate-id", "\(scope) id '\(id.value)' is already used",
                                              at: id.location, notes: [DiagnosticNote("first used here", at: earlier.location)]))
                } else {
                    first[id.value] = id
                }
            }
        }
        let byLocale = Dictionary(grouping: context.catalog.items) { $0.locale ?? "" }
        for locale in byLocale.keys.sorted() {
            report(byLocale[locale]!.sorted { $0.path < $1.path }.map(\.id), scope: "content")
        }
        if let site = context.catalog.site {
            report(site.moods.map(\.id), scope: "mood")
        }
        for exercise in context.catalog.exercises {
            if case .calmingScene(_, let scenes) = exercise.payload {
                report(scenes.map(\.id), scope: "scene")
            }
        }
        return diagnostics
    }
}
