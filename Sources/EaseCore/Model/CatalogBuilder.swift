public import EaseDiagnostics

/// Checks each parsed document against its kind's schema and builds the typed ``ContentCatalog``.
public enum CatalogBuilder {
    /// Builds the catalog from parsed documents; returns the schema diagnostics with it.
    public static func build(_ documents: [ParsedDocument], root: String, mediaFiles: Set<String>) -> (ContentCatalog, [Diagnostic]) {
        var catalog = ContentCatalog(root: root)
        catalog.documents = documents
        catalog.mediaFiles = mediaFiles
        var diagnostics: [Diagnostic] = []
        for document in documents {
            guard let node = document.frontMatter else { continue }
            let checker = SchemaChecker(path: document.path)
            let fields = FieldReader(node, in: document)
            switch document.source.kind {
            case .site:
                diagnostics += checker.check(node, against: SiteSchema.site, anchor: document.frontMatterAnchor)
                catalog.site = SiteConfiguration(fields)
            case .reading:
                diagnostics += checker.check(node, against: ReadingSchema.reading, anchor: document.frontMatterAnchor)
                if let reading = Reading(fields) { catalog.readings.append(reading) }
            case .onboardingPage:
                diagnostics += checker.check(node, against: OnboardingPageSchema.page, anchor: document.frontMatterAnchor)
                if let page = OnboardingPage(fields) { catalog.onboardingPages.append(page) }
            case .copingStatements:
                diagnostics += checker.check(node, against: CopingStatementsSchema.collection, anchor: document.frontMatterAnchor)
                if let collection = CopingStatementCollection(fields) { catalog.copingStatements.append(collection) }
            case .exercise:
                let kind = node["kind"]?.string ?? ""
                if let schema = ExerciseSchema.schema(forKind: kind) {
                    diagnostics += checker.check(node, against: schema, anchor: document.frontMatterAnchor)
                    if let exercise = Exercise(fields) { catalog.exercises.append(exercise) }
                } else {
                    // Without a known kind only the common keys can be checked; others would be reported as unknown.
                    let common = checker.check(node, against: ExerciseSchema.common, anchor: document.frontMatterAnchor)
                    diagnostics += common.filter { $0.id != "schema.unknown-key" }
                }
            }
        }
        return (catalog, diagnostics)
    }
}
