import EaseDiagnostics

/// Two readings (or two exercises) of one locale do not share a summary: the Learn tab shows each
/// reading's summary under its title, so a file copied to start another, its title changed and
/// its summary not, would tell the reader the same thing of two different pages. Compared as a
/// screen reader reads them (``ReadAlike``: letter case, spaces and a closing mark aside), by
/// their digests first (``DuplicateTitleRule/readAlikeDigest(of:locale:)``). A warning at the
/// later by path, with a note at the other.
struct DuplicateSummaryRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["content.duplicate-summary": "two readings or two exercises of one locale have the same summary"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        var readings: [(item: ContentItem, summary: String)] = []
        readings.reserveCapacity(catalog.readings.count)
        // By index: a reading copied out of the array is a dozen reference counts taken and dropped.
        for index in catalog.readings.indices { readings.append((catalog.readings[index].item, catalog.readings[index].summary)) }
        return report(readings, kind: "reading", shown: "the Learn tab shows each reading's summary under its title")
            + report(catalog.exercises.map { ($0.item, $0.summary) }, kind: "exercise", shown: "each exercise's page opens with its summary")
    }

    private func report(_ items: [(item: ContentItem, summary: String)], kind: String, shown: String) -> [Diagnostic] {
        let digests = items.map { DuplicateTitleRule.readAlikeDigest(of: $0.summary, locale: $0.item.locale) }
        let order = items.indices.sorted { digests[$0] < digests[$1] || (digests[$0] == digests[$1] && $0 < $1) }
        var diagnostics: [Diagnostic] = []
        var first = 0
        for (position, index) in order.enumerated() {
            if position == 0 || digests[index] != digests[order[position - 1]] { first = index; continue }
            guard !items[index].summary.isEmpty, ReadAlike.key(items[first].summary) == ReadAlike.key(items[index].summary) else { continue }
            let (earlier, item) = items[first].item.path < items[index].item.path ? (items[first].item, items[index].item) : (items[index].item, items[first].item)
            diagnostics.append(.warning("content.duplicate-summary",
                                        "the \(kind) '\(item.id.value)' has the summary of '\(earlier.id.value)': \(shown), and the two would say the same",
                                        at: item.location(ofValueAt: "summary"),
                                        notes: [DiagnosticNote("'\(earlier.id.value)' has it here", at: earlier.location(ofValueAt: "summary")),
                                                DiagnosticNote("write what this \(kind) is about")]))
        }
        return diagnostics
    }
}
