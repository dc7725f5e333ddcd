import EaseDiagnostics

extension TemplateSet {
    /// Loads the templates of `folder` for the site `check` read (whose `ui` strings are names
    /// they may read, and are reported when none reads one of the site's own; whose headings may
    /// not take an id the templates write, ``HeadingAnchorCollisionCheck``) and adds what the load
    /// reports to `report`, with the files those diagnostics point at for the lines printed under
    /// them. Returns the set (`nil` when a template is broken), the diagnostics, and the exit
    /// status of the report with them (0 when there were none).
    static func load(from folder: String, for check: CheckResult, into report: inout DiagnosticReport,
                     warningsAsErrors: Bool) -> (templates: TemplateSet?, diagnostics: [Diagnostic], status: Int32) {
        let catalog = check.catalog
        let interfaceKeys = Set((catalog.site?.ui ?? InterfaceStrings.byKey.mapValues(\.value)).keys)
        var (templates, diagnostics) = load(from: folder, interfaceKeys: interfaceKeys, site: catalog.site)
        let collisions = templates.map { HeadingAnchorCollisionCheck(templates: $0, catalog: catalog).diagnostics() } ?? []
        guard !diagnostics.isEmpty || !collisions.isEmpty else { return (templates, [], 0) }
        // The template files (and site.yml) the diagnostics and notes point at, read again.
        let templatePaths = diagnostics.compactMap(\.location?.path) + collisions.flatMap { $0.notes.compactMap(\.location?.path) }
        for file in sourceFiles(at: templatePaths) { report.sources.add(file) }
        // The content files the check let go are read again, as the check reads those with findings.
        let contentPaths = Set(collisions.compactMap(\.location?.path)).filter { report.sources[$0] == nil }
        if let rereader = check.rereader {
            for path in contentPaths.sorted() { if let file = rereader.file(at: path) { report.sources.add(file) } }
        } else {
            for path in contentPaths { if let file = check.sources[path] { report.sources.add(file) } }
        }
        diagnostics += collisions
        return (templates, diagnostics, report.merge(diagnostics, warningsAsErrors: warningsAsErrors))
    }
}
