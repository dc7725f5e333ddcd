import EaseDiagnostics

/// Ids of one kind do not differ only in characters that look alike (`calm-1` and `calm-l`,
/// `modern` and `rnodern`): a `related:` or session list naming the wrong one would read as right.
struct ConfusableIdentifierRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["id.confusable": "two ids differ only in characters that look alike"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func report(_ ids: [Located<String>], scope: String) {
            var bySkeleton: [String: Located<String>] = [:]
            bySkeleton.reserveCapacity(ids.count)
            for id in ids {
                let skeleton = Confusables.skeleton(id.value)
                guard let earlier = bySkeleton[skeleton] else {
                    bySkeleton[skeleton] = id
                    continue
                }
                // The same id twice is the duplicate-id rule's finding.
                guard earlier.value != id.value else { continue }
                diagnostics.append(.warning("id.confusable", "\(scope) id '\(id.value)' looks like '\(earlier.value)'",
                                            at: id.location,
                                            notes: [DiagnosticNote("'\(earlier.value)' is defined here", at: earlier.location),
                                                    DiagnosticNote("1 and l, 0 and o, rn and m, vv and w are easy to misread; choose ids that differ in more than that")]))
            }
        }
        let sourceItems = context.catalog.itemIdentities.filter { $0.locale == nil }.sorted { $0.path < $1.path }
        report(sourceItems.map(\.id), scope: "content")
        for group in context.catalog.siteAndSceneIdentifiers { report(group.ids, scope: group.scope) }
        return diagnostics
    }
}
