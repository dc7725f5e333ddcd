import EaseDiagnostics

/// `ease l10n-report`: checks the content, then reports translation coverage per locale.
public struct LocalizationReportAction: Sendable {
    /// The content folder.
    public var contentRoot: String

    /// Creates the action.
    public init(contentRoot: String) {
        self.contentRoot = contentRoot
    }

    /// The check's report (printed when it has errors), its exit status, and the coverage report
    /// (`nil` when the content has errors and cannot be read reliably).
    public func perform() -> (check: CheckAction.Outcome, report: LocalizationReport?) {
        let check = CheckAction(contentRoot: contentRoot, warningsAsErrors: false).perform()
        guard check.exitStatus == 0 else { return (check, nil) }
        return (check, LocalizationReport(check.result.catalog))
    }
}
