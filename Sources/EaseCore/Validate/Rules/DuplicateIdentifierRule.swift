import EaseDiagnostics

/// Ids are unique: content items per locale, moods in `site.yml`, scenes within an exercise. An
/// item whose id is another's file's name (``MisnamedDuplicates``) is the one reported, with a
/// fix-it to its own file's name; a mood or scene whose label or title makes a free id gets a
/// fix-it to that id (a scene copied from the one above, its title changed and its id not).
struct DuplicateIdentifierRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["content.duplicate-id": "an id is used twice"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        func report(_ ids: [Located<String>], scope: String, names: [String]? = nil) -> [Diagnostic] {
            var diagnostics: [Diagnostic] = []
            var first: [String: Located<String>] = [:]
            first.reserveCapacity(ids.count)
            for (index, id) in ids.enumerated() {
                if let earlier = first[id.value] {
                    // A mood or scene copied from the one above keeps its id; its label or title says what it was meant to be.
                    let meant = names.map { SchemaChecker.identifier(from: $0[index]) }
                        .flatMap { meant in SchemaChecker.isIdentifier(meant) && !ids.contains { $0.value == meant } ? meant : nil }
                    diagnostics.append(.error("content.duplicate-id", "\(scope) id '\(id.value)' is already used"
                                                + (meant.map { "; did you mean '\($0)', from its \(scope == "mood" ? "label" : "title")?" } ?? ""),
                                              at: id.location, notes: [DiagnosticNote("first used here", at: earlier.location)],
                                              fixIts: meant.map { [FixIt("use '\($0)'", replacing: id.location.range, with: $0)] } ?? []))
                } else {
                    first[id.value] = id
                }
            }
            return diagnostics
        }
        let identities = context.catalog.itemIdentities
        func reportContent(_ identities: [ItemIdentity]) -> [Diagnostic] {
            let byLocale = Dictionary(grouping: identities) { $0.locale ?? "" }
            return byLocale.keys.sorted().flatMap { report(byLocale[$0]!.sorted { $0.path < $1.path }.map(\.id), scope: "content") }
        }
        var content = reportContent(identities)
        // Only when an id is given twice are the files' names compared with the ids.
        if !content.isEmpty {
            let misnamed = MisnamedDuplicates(context.catalog)
            if !misnamed.items.isEmpty {
                content = reportContent(identities.filter { misnamed[$0.path] == nil })
                for identity in identities.sorted(by: { $0.path < $1.path }) {
                    guard let item = misnamed[identity.path] else { continue }
                    content.append(Self.misnamed(identity, item, taken: identities.contains { $0.locale == identity.locale && $0.id.value == item.meant }))
                }
            }
        }
        return content + context.catalog.siteAndSceneIdentifiers.flatMap { report($0.ids, scope: $0.scope, names: $0.names) }
    }

    /// The report at an item whose id belongs to another's file: there, with a fix-it to its own
    /// file's name unless another item has that id already.
    static func misnamed(_ identity: ItemIdentity, _ item: MisnamedDuplicates.Item, taken: Bool) -> Diagnostic {
        let owner = item.owner.path.split(separator: "/").last.map(String.init) ?? item.owner.path
        let meant = SchemaChecker.isIdentifier(item.meant) && !taken ? item.meant : nil
        return .error("content.duplicate-id",
                      "content id '\(identity.id.value)' is already used by \(owner), whose name it is"
                        + (meant.map { "; did you mean '\($0)', as this file is named?" } ?? ""),
                      at: identity.id.location,
                      notes: [DiagnosticNote("'\(identity.id.value)' is this file's id", at: item.owner.id.location)],
                      fixIts: meant.map { [FixIt("use '\($0)'", replacing: identity.id.location.range, with: $0)] } ?? [])
    }
}

extension ContentCatalog {
    /// The ids besides content items that must be unique and distinct within their group: the
    /// moods of `site.yml`, and the scenes of each calming-scene exercise, with each one's label or
    /// title (`names`, in the same order).
    var siteAndSceneIdentifiers: [(scope: String, ids: [Located<String>], names: [String])] {
        var groups: [(scope: String, ids: [Located<String>], names: [String])] = []
        if let site { groups.append(("mood", site.moods.map(\.id), site.moods.map(\.label.value))) }
        for exercise in exercises {
            if case .calmingScene(_, let scenes) = exercise.payload { groups.append(("scene", scenes.map(\.id), scenes.map(\.title))) }
        }
        return groups
    }
}
