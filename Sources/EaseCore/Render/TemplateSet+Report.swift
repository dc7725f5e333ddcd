import EaseDiagnostics

extension TemplateSet {
    /// Loads the templates of `folder` for the site `check` read (whose `ui` strings are names
    /// they may read, and are reported when none reads one of the site's own; whose headings may
    /// not take an id the templates write, ``HeadingAnchorCollisionCheck``) and adds what the load
    /// reports to `report`, with the files those diagnostics point at for the lines printed under
    /// them. Returns the set (`nil` when a template is broken), the diagnostics, and the exit
    /// status of the report with them (0 when there were none). With `loaded` (the same load,
    /// made beside the check's rules), only the report is made here.
    static func load(from folder: String, for check: CheckResult, into report: inout DiagnosticReport,
                     warningsAsErrors: Bool, loaded: Checked? = nil) -> (templates: TemplateSet?, diagnostics: [Diagnostic], status: Int32) {
        let checked = loaded ?? Checked(from: folder, catalog: check.catalog)
        var diagnostics = checked.diagnostics
        let (templates, collisions) = (checked.templates, checked.collisions)
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

    /// The templates of a folder loaded and checked against a catalog, before anything is
    /// reported: what ``load(from:for:into:warningsAsErrors:loaded:)`` reports. Made from the
    /// catalog alone, so a one-off build makes it on a thread of its own while the check's rules
    /// run (``ContentPipeline/afterCatalog``): reading, compiling and checking the templates
    /// took 10-15 ms of one core between the check and the build, the other core waiting.
    struct Checked: Sendable {
        let templates: TemplateSet?
        /// The load's diagnostics (syntax, unknown partials and names).
        let diagnostics: [Diagnostic]
        /// Headings of the content whose ids the templates write too (``HeadingAnchorCollisionCheck``).
        let collisions: [Diagnostic]

        init(from folder: String, catalog: ContentCatalog) {
            let interfaceKeys = Set((catalog.site?.ui ?? InterfaceStrings.byKey.mapValues(\.value)).keys)
            (templates, diagnostics) = TemplateSet.load(from: folder, interfaceKeys: interfaceKeys, site: catalog.site)
            collisions = templates.map { HeadingAnchorCollisionCheck(templates: $0, catalog: catalog).diagnostics() } ?? []
        }
    }
}
