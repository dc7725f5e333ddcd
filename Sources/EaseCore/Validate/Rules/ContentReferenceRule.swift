import EaseDiagnostics

/// Ids named in front matter and site.yml exist: `related` readings and the tutorial page; a
/// reading lists each related reading once (the page would link to it twice).
struct ContentReferenceRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["reference.unknown-id": "an id names no content item of the right kind",
         "reference.repeated": "a reading lists the same related reading twice"]
    }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // Ids name default-locale items; a translation keeps its source's id.
        // By index: a `for reading in` loop or a `filter` copies each reading whole.
        let readings = context.catalog.readings
        var items: [ContentItem] = []
        items.reserveCapacity(readings.count)
        for index in readings.indices { items.append(readings[index].item) }
        let readingIndex = IdentifierIndex(items, kind: .reading, in: context.catalog)
        // Made only for a reading that lists its own id: one whose id is another file's lists it
        // rightly, and is reported for its id (content.duplicate-id).
        var misnamed: MisnamedDuplicates?
        var files = FindingSourceFiles()
        for index in readings.indices {
            let id = readings[index].item.id.value
            let list = readings[index].related
            for (position, related) in list.enumerated() {
                if let first = list[..<position].first(where: { $0.value == related.value }) {
                    diagnostics.append(.warning("reference.repeated", "'\(related.value)' is listed twice as related; the page would link to it twice",
                                                at: related.location, notes: [DiagnosticNote("first listed here", at: first.location)],
                                                fixIts: context.removalOfRepeated(related, label: "remove the second '\(related.value)'", memo: &files)))
                } else if related.value == id {
                    if misnamed == nil { misnamed = MisnamedDuplicates(context.catalog) }
                    guard misnamed?[readings[index].item.path] == nil else { continue }
                    diagnostics.append(.warning("reference.unknown-id", "a reading should not list itself as related", at: related.location))
                } else if readingIndex.isUnknown(related.value) {
                    diagnostics.append(unknown(related, kind: "reading", among: readingIndex, in: context.catalog))
                }
            }
        }
        if let page = context.catalog.site?.tutorialPage {
            let pages = IdentifierIndex(context.catalog.onboardingPages.map(\.item), kind: .onboardingPage, in: context.catalog)
            if pages.isUnknown(page.value) {
                // A page number (`tutorial-page: 3`) names the page of that number.
                let numbered = Int(page.value).flatMap { number in
                    context.catalog.onboardingPages.first { $0.item.locale == nil && $0.page.value == number }
                }
                if let numbered {
                    let id = numbered.item.id.value
                    diagnostics.append(.error("reference.unknown-id", "no onboarding page has id '\(page.value)'; did you mean '\(id)', page \(page.value)?",
                                              at: page.location,
                                              notes: [DiagnosticNote("'tutorial-page' names a page by its id, not its number")],
                                              fixIts: FixIt.suggested(id, replacing: page.location.range)))
                } else {
                    diagnostics.append(unknown(page, kind: "onboarding page", among: pages, in: context.catalog))
                }
            }
        }
        return diagnostics
    }

    private func unknown(_ id: Located<String>, kind: String, among index: IdentifierIndex, in catalog: ContentCatalog) -> Diagnostic {
        let suggestion = index.suggestion(for: id.value)
        // The id of an item of another kind (an exercise listed as a related reading): said so.
        let other = Self.kind(ofItemWithID: id.value, in: catalog).flatMap { $0 == kind ? nil : $0 }
        return .error("reference.unknown-id",
                      "no \(kind) has id '\(id.value)'" + NameSuggester.didYouMean(suggestion),
                      at: id.location,
                      notes: other.map { [DiagnosticNote("'\(id.value)' is the id of \(ContentReferenceRule.article($0)) \($0), not of \(ContentReferenceRule.article(kind)) \(kind)")] } ?? [],
                      fixIts: FixIt.suggested(suggestion, replacing: id.location.range))
    }

    /// The kind of the content item with `id`, when there is one.
    private static func kind(ofItemWithID id: String, in catalog: ContentCatalog) -> String? {
        if catalog.exercises.contains(where: { $0.item.id.value == id }) { return "exercise" }
        if catalog.onboardingPages.contains(where: { $0.item.id.value == id }) { return "onboarding page" }
        if catalog.readings.contains(where: { $0.item.id.value == id }) { return "reading" }
        return nil
    }

    private static func article(_ kind: String) -> String {
        kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    }
}
