import EaseDiagnostics

/// Every locale in `site.yml` translates every content item and every string of the default locale.
struct TranslationMissingRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["l10n.missing": "a content item or a site.yml string of the default locale has no translation into a listed locale"]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        for locale in site.translationLocales {
            for item in TranslationInventory.items(in: context.catalog, locale: locale) where item.state == .missing {
                let path = item.source.document.source.relativePath
                let expected = String(path.dropLast(3)) + ".\(locale).md"
                diagnostics.append(.warning("l10n.missing", "'\(item.source.id.value)' has no \(locale) translation",
                                            at: item.source.id.location,
                                            notes: [DiagnosticNote("translate it in \(expected) (the site shows the \(site.defaultLocale) text until then)")]))
            }
            let localeLocation = site.locales.first { $0.value == locale }?.location
            guard let translation = site.translation(for: locale) else {
                diagnostics.append(.warning("l10n.missing", "site.yml has no translations for '\(locale)'", at: localeLocation,
                                            notes: [DiagnosticNote("add 'translations: \(locale): strings:' to site.yml")]))
                continue
            }
            let missing = TranslationInventory.texts(of: site, locale: locale).filter { $0.translation == nil }.map(\.source.key)
            if !missing.isEmpty {
                let shown = missing.prefix(8).joined(separator: ", ") + (missing.count > 8 ? ", …" : "")
                diagnostics.append(.warning("l10n.missing",
                                            "\(missing.count) string\(missing.count == 1 ? "" : "s") of site.yml \(missing.count == 1 ? "has" : "have") no \(locale) translation: \(shown)",
                                            at: translation.locale.location,
                                            notes: [DiagnosticNote("`ease l10n-report` lists them all")]))
            }
        }
        return diagnostics
    }
}
