public import EaseDiagnostics
import Foundation

/// `ease strings import`: reads translations from an Xcode String Catalog into `site.yml`'s
/// `translations:` block, then checks the content again.
public struct StringsImportAction: Sendable {
    /// The content folder.
    public var contentRoot: String
    /// The `.xcstrings` file.
    public var catalogPath: String

    /// Creates the action.
    public init(contentRoot: String, catalogPath: String) {
        self.contentRoot = contentRoot
        self.catalogPath = catalogPath
    }

    /// What the import did: the report to print, the exit status and the locales written.
    public struct Outcome: Sendable {
        public var report: DiagnosticReport
        public var exitStatus: Int32
        public var importedLocales: [String]
    }

    /// Runs the import.
    public func perform() -> Outcome {
        let before = CheckAction(contentRoot: contentRoot, warningsAsErrors: false).perform()
        guard let site = before.result.catalog.site else { return Outcome(report: before.report, exitStatus: max(before.exitStatus, 1), importedLocales: []) }
        var notes: [Diagnostic] = []
        let parsed: (sourceLanguage: String, locales: [String: StringCatalog.Translation])
        do {
            guard let data = FileManager.default.contents(atPath: catalogPath) else {
                return failure(.error("io.unreadable", "cannot read '\(catalogPath)'", at: nil), before)
            }
            parsed = try StringCatalog.translations(from: Array(data))
        } catch {
            return failure(.error("usage.invalid-catalog", "'\(catalogPath)' \(error)", at: .file(catalogPath)), before)
        }
        if parsed.sourceLanguage != site.defaultLocale {
            return failure(.error("usage.invalid-catalog", "the catalog's source language is '\(parsed.sourceLanguage)', site.yml's is '\(site.defaultLocale)'",
                                  at: .file(catalogPath)), before)
        }
        let keys = site.sourceStrings.map(\.key)
        let known = Set(keys)
        let currentHash = SiteStrings.hash(of: site.sourceStrings)
        var blocks: [TranslationsBlockWriter.Block] = []
        let locales = site.translations.map(\.locale.value) + parsed.locales.keys.sorted().filter { locale in !site.translations.contains { $0.locale.value == locale } }
        for locale in locales {
            let existing = site.translation(for: locale)
            guard let imported = parsed.locales[locale] else {
                blocks.append(TranslationsBlockWriter.Block(locale: locale, sourceHash: existing?.sourceHash?.value,
                                                            strings: (existing?.keys ?? []).compactMap { key in existing?.strings[key].map { (key, $0.value) } }))
                continue
            }
            for key in imported.strings.keys.sorted() where !known.contains(key) {
                notes.append(.warning("l10n.unknown-key", "the catalog's '\(key)' (\(locale)) is not a string of site.yml; it was not imported", at: .file(catalogPath)))
            }
            let hash = imported.isReviewed ? currentHash : existing?.sourceHash?.value
            blocks.append(TranslationsBlockWriter.Block(locale: locale, sourceHash: hash,
                                                        strings: keys.compactMap { key in imported.strings[key].map { (key, $0) } }))
        }
        let path = site.document.source.file.path
        let text = TranslationsBlockWriter.replacingBlock(in: site.document.source.file.text, with: TranslationsBlockWriter.yaml(blocks))
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return failure(.error("io.write-failed", "could not write '\(path)': \(error)", at: nil), before)
        }
        var report = CheckAction(contentRoot: contentRoot, warningsAsErrors: false).perform().report
        let status = report.merge(notes)
        return Outcome(report: report, exitStatus: status, importedLocales: parsed.locales.keys.sorted())
    }

    private func failure(_ diagnostic: Diagnostic, _ check: CheckAction.Outcome) -> Outcome {
        var report = check.report
        let status = report.merge([diagnostic])
        return Outcome(report: report, exitStatus: status, importedLocales: [])
    }
}
