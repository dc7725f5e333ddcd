public import EaseDiagnostics

extension TemplateSet {
    /// Loads the templates of `folder` for the site of `catalog` (whose `ui` strings are names
    /// they may read, and are reported when none reads one of the site's own) and adds what the load reports to `report`, with the template files those
    /// diagnostics point at for the lines printed under them. Returns the set (`nil` when a
    /// template is broken), the diagnostics, and the exit status of the report with them (0 when
    /// there were none).
    static func load(from folder: String, for catalog: ContentCatalog, into report: inout DiagnosticReport,
                     warningsAsErrors: Bool) -> (templates: TemplateSet?, diagnostics: [Diagnostic], status: Int32) {
        let interfaceKeys = Set((catalog.site?.ui ?? InterfaceStrings.byKey.mapValues(\.value)).keys)
        let (templates, diagnostics) = load(from: folder, interfaceKeys: interfaceKeys, site: catalog.site)
        guard !diagnostics.isEmpty else { return (templates, [], 0) }
        for file in sourceFiles(of: diagnostics) { report.sources.add(file) }
        return (templates, diagnostics, report.merge(diagnostics, warningsAsErrors: warningsAsErrors))
    }
}
