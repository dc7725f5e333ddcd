import EaseDiagnostics

/// `ease strings export`: `site.yml`'s strings in every locale as an Xcode String Catalog.
public struct StringsExportAction: Sendable {
    /// The content folder.
    public var contentRoot: String

    /// Creates the action.
    public init(contentRoot: String) {
        self.contentRoot = contentRoot
    }

    /// The check's outcome and the catalog's JSON (`nil` when site.yml could not be read).
    public func perform() -> (check: CheckAction.Outcome, catalog: String?) {
        let check = CheckAction(contentRoot: contentRoot, warningsAsErrors: false).perform()
        guard check.exitStatus == 0, let site = check.result.catalog.site else { return (check, nil) }
        return (check, StringCatalog.export(site))
    }
}
