import EaseDiagnostics

/// What a successful build with a ``BuildCache`` leaves for the next one's ``ReadingEditBuild``:
/// its check (catalog and findings by stage, document and rule), the templates' findings, and
/// where each document and reading sits in the catalog.
struct BuildState: Sendable {
    var check: CheckResult
    let templateDiagnostics: [Diagnostic]
    /// Display path → index in the catalog's documents.
    let documentIndex: [String: Int]
    /// Display path → index in the catalog's readings.
    let readingIndex: [String: Int]
    /// Content-relative path → index in the catalog's documents, as link rules look them up.
    let documentIndexByPath: [String: Int]

    init(check: CheckResult, templateDiagnostics: [Diagnostic]) {
        self.check = check
        self.templateDiagnostics = templateDiagnostics
        let catalog = check.catalog
        documentIndex = Dictionary(catalog.documents.indices.map { (catalog.documents[$0].path, $0) }, uniquingKeysWith: { a, _ in a })
        readingIndex = Dictionary(catalog.readings.indices.map { (catalog.readings[$0].item.document.path, $0) }, uniquingKeysWith: { a, _ in a })
        documentIndexByPath = catalog.documentIndexByPath()
    }
}
