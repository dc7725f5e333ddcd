import EaseDiagnostics

/// A summary says more than the title: each page shows the title and, under it, the summary (the
/// Learn tab lists them the same way), so a summary that reads as the title (``ReadAlike``: letter
/// case, spaces and a closing full stop aside) is read out twice in a row and tells the reader
/// nothing new. A warning at the summary of a reading, an exercise or the coping statements.
struct SummaryRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["content.summary-repeats-title": "a summary reads as its item's title"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        var diagnostics: [Diagnostic] = []
        for index in catalog.readings.indices {
            if let found = finding(catalog.readings[index].summary, of: catalog.readings[index].item) { diagnostics.append(found) }
        }
        for index in catalog.exercises.indices {
            if let found = finding(catalog.exercises[index].summary, of: catalog.exercises[index].item) { diagnostics.append(found) }
        }
        for collection in catalog.copingStatements {
            if let found = finding(collection.summary, of: collection.item) { diagnostics.append(found) }
        }
        return diagnostics
    }

    private func finding(_ summary: String, of item: ContentItem) -> Diagnostic? {
        // Most summaries are much longer than their titles: told apart by length alone.
        guard abs(summary.utf8.count - item.title.utf8.count) <= 4, !summary.isEmpty,
              ReadAlike.key(summary) == ReadAlike.key(item.title) else { return nil }
        let location = item.location(ofValueAt: "summary")
        return .warning("content.summary-repeats-title", "the summary of '\(item.id.value)' reads as its title, so it would be read out twice in a row",
                        at: location,
                        notes: [DiagnosticNote("the page shows the title and the summary under it; say in a sentence what the page offers")])
    }
}
