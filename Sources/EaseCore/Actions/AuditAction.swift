public import EaseDiagnostics

/// `ease audit`: checks a folder of HTML for accessibility, privacy and CSP problems.
public struct AuditAction: Sendable {
    /// The folder to audit.
    public var folder: String
    /// Rule ids to run (all when empty).
    public var only: Set<String>
    /// Rule ids to skip.
    public var disabled: Set<String>
    /// Whether warnings count as errors.
    public var warningsAsErrors: Bool

    /// Creates the action.
    public init(folder: String, only: Set<String> = [], disabled: Set<String> = [], warningsAsErrors: Bool = false) {
        self.folder = folder
        self.only = only
        self.disabled = disabled
        self.warningsAsErrors = warningsAsErrors
    }

    /// Runs the audit.
    public func perform() -> (report: DiagnosticReport, exitStatus: Int32, timings: StageTimings) {
        var engine = DiagnosticEngine(warningsAsErrors: warningsAsErrors)
        let known = Set(AuditRules.all.map(\.id))
        for id in only.union(disabled).sorted() where !known.contains(id) {
            engine.emit(.error("usage.unknown-rule", "no audit rule has id '\(id)'" +
                               NameSuggester.didYouMean(NameSuggester.suggestion(for: id, among: known)), at: nil))
        }
        var sources = SourceFileStore()
        var pages = 0
        var timings = StageTimings()
        if engine.exitStatus == 0 {
            do {
                let result = try SiteAuditor(only: only, disabled: disabled).audit(folder: folder)
                engine.emit(contentsOf: result.diagnostics)
                sources = result.sources
                pages = result.pageCount
                timings = result.timings
            } catch {
                engine.emit(.error("usage.audit-folder", "cannot audit '\(folder)': it is not a folder", at: nil))
            }
        }
        let report = DiagnosticReport(diagnostics: engine.diagnostics, sources: sources, fileCount: pages,
                                      toolVersion: EaseVersion.current, ruleDescriptions: SiteAuditor.ruleDescriptions)
        return (report, engine.exitStatus, timings)
    }
}
