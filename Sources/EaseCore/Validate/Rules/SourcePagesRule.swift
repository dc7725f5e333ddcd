import EaseDiagnostics

/// A source's `pages` reads as pages once the site has put its word in front ("pages 173–180"):
/// no "pp." of its own (which showed as "pages pp. 173–180"), no range that runs backwards or
/// starts and ends on one page, and no range with an end left out. Each is a warning at the
/// value, with a fix-it when the value it should be is clear (see ``SourcePages``).
struct SourcePagesRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["attribution.pages": "a source's pages are not page numbers and ranges the site can show as they are"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        var diagnostics: [Diagnostic] = []
        // By index: a reading copied out of the array is a dozen reference counts taken and dropped.
        for index in catalog.readings.indices {
            if let pages = catalog.readings[index].source?.pages, let found = finding(pages, in: catalog.readings[index].item) { diagnostics.append(found) }
        }
        for collection in catalog.copingStatements {
            if let pages = collection.source?.pages, let found = finding(pages, in: collection.item) { diagnostics.append(found) }
        }
        return diagnostics
    }

    private func finding(_ pages: String, in item: ContentItem) -> Diagnostic? {
        guard let problem = SourcePages.problem(in: pages) else { return nil }
        let node = item.document.frontMatter?["source"]?["pages"]
        let location = node.map { item.document.location($0.range) } ?? item.id.location
        var fixIts: [FixIt] = []
        if let node, let corrected = problem.corrected {
            // Quoted, as a page number alone would otherwise be read as a number.
            fixIts.append(FixIt("write '\(corrected)'", replacing: node.range, with: "\"\(corrected)\""))
        }
        return .warning("attribution.pages", "the source's pages, '\(pages)', \(problem.message)",
                        at: location,
                        notes: [DiagnosticNote("the site shows them after its word for pages, such as 'pages 173–180'; write page numbers and ranges, separated by commas")],
                        fixIts: fixIts)
    }
}

