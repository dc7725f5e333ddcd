import EaseDiagnostics

/// Every locale in `site.yml` translates every content item and every string of the default locale.
/// A listed locale whose files are named otherwise (`RU` or `ru-RU` listed, `worry.ru.md` written)
/// has its items' translations; `locale.unknown` reports the spelling, once, where it is listed.
/// A translation file that is there but rejected (an unknown `kind`, a missing id) is reported
/// where it is wrong, not as a missing translation too. A locale with no translated file at all
/// is one warning where it is listed, not one an item. While the default locale is not listed
/// (`locale.unknown`), which locales translate it is not known, and nothing is reported missing.
struct TranslationMissingRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["l10n.missing": "a content item or a site.yml string of the default locale has no translation into a listed locale"]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site, site.locales.isEmpty || site.listedLocale(meaning: site.defaultLocale) != nil else { return [] }
        var diagnostics: [Diagnostic] = []
        var fileLocales: Set<String> = []
        // Translation files that exist: one whose front matter is rejected (`kind: breth`) is
        // reported there, not as missing too.
        var translationPaths: Set<String> = []
        let documents = context.catalog.documents
        for index in documents.indices {
            guard let locale = documents[index].source.locale else { continue }
            fileLocales.insert(locale)
            translationPaths.insert(documents[index].source.relativePath)
        }
        for locale in site.translationLocales {
            let spelledOtherwise = !fileLocales.contains(locale) && fileLocales.contains { SiteConfiguration.isWrittenOtherwise($0, as: locale) }
            let localeLocation = site.locales.first { $0.value == locale }?.location
            let untranslated = spelledOtherwise ? [] : context.translationItems(locale: locale).filter { item in
                item.translation == nil && !translationPaths.contains(ContentCatalog.translationPath(ofSource: item.source.document.source.relativePath, locale: locale))
            }
            if !fileLocales.contains(locale), untranslated.count > 1 {
                // A locale just listed, with no file translated yet: one warning where it is listed,
                // not one an item (ten thousand readings would be ten thousand warnings).
                let named = untranslated.prefix(3).map { "'\($0.source.id.value)'" }.joined(separator: ", ") + (untranslated.count > 3 ? ", …" : "")
                diagnostics.append(.warning("l10n.missing", "no content is translated into '\(locale)' yet: none of the \(untranslated.count) items (\(named)) has a \(locale) translation",
                                            at: localeLocation,
                                            notes: [DiagnosticNote("translate each file as name.\(locale).md beside it (the site shows the \(site.defaultLocale) text until then); `ease l10n-report` lists them")]))
            } else {
                for item in untranslated {
                    diagnostics.append(.warning("l10n.missing", "'\(item.source.id.value)' has no \(locale) translation",
                                                at: item.source.id.location,
                                                notes: [DiagnosticNote("translate it in \(ContentCatalog.translationPath(ofSource: item.source.document.source.relativePath, locale: locale)) (the site shows the \(site.defaultLocale) text until then)")]))
                }
            }
            guard let translation = site.translation(for: locale) else {
                // A block under the locale written otherwise (`RU`), or misspelt (`rus`), is reported as not listed (l10n.orphan).
                if site.translations.contains(where: { site.meantLocale(of: $0)?.value == locale }) { continue }
                diagnostics.append(.warning("l10n.missing", "site.yml has no translations for '\(locale)'", at: localeLocation,
                                            notes: [DiagnosticNote("add 'translations: \(locale): strings:' to site.yml")]))
                continue
            }
            // A string under a misspelt key (`tabs.relx`) is reported there (l10n.unknown-key), not missing too.
            let misspelt = Set(site.unknownKeys(of: translation).compactMap(\.meant))
            let missing = TranslationInventory.texts(of: site, locale: locale).filter { $0.translation == nil && !misspelt.contains($0.source.key) }.map(\.source.key)
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
