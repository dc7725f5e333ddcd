import EaseDiagnostics

/// Ids are unique: content items per locale, moods in `site.yml`, scenes within an exercise.
struct DuplicateIdentifierRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["content.duplicate-id": "an id is used twice"] }

    var scope: ValidationScope { .frontMatter }

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
        let byLocale = Dictionary(grouping: context.catalog.itemIdentities) { $0.locale ?? "" }
        for locale in byLocale.keys.sorted() {
            report(byLocale[locale]!.sorted { $0.path < $1.path }.map(\.id), scope: "content")
        }
        for group in context.catalog.siteAndSceneIdentifiers { report(group.ids, scope: group.scope) }
        return diagnostics
    }
}

extension ContentCatalog {
    /// The ids besides content items that must be unique and distinct within their group: the
    /// moods of `site.yml`, and the scenes of each calming-scene exercise.
    var siteAndSceneIdentifiers: [(scope: String, ids: [Located<String>])] {
        var groups: [(scope: String, ids: [Located<String>])] = []
        if let site { groups.append(("mood", site.moods.map(\.id))) }
        for exercise in exercises {
            if case .calmingScene(_, let scenes) = exercise.payload { groups.append(("scene", scenes.map(\.id))) }
        }
        return groups
    }
}
