import EaseDiagnostics

/// Translations belong to something: a key of `translations:` names a source string, a
/// `name.ru.md` has a `name.md` beside it with the same id, and a translated locale is listed.
struct TranslationTargetRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        [
            "l10n.unknown-key": "a translated string's key is not a string of site.yml",
            "l10n.orphan": "a translation has no source file, or its locale is not in 'locales'",
            "l10n.id-mismatch": "a translation's id differs from its source's",
        ]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        for translation in site.translations {
            // The listed locale the block means: its tag written otherwise, or a near one.
            let meant = site.meantLocale(of: translation)
            if let meant, !SiteConfiguration.isWrittenOtherwise(meant.value, as: translation.locale.value) {
                // A misspelt locale (`rus` for `ru`): the fix-it names it, and its strings count as that locale's.
                diagnostics.append(.warning("l10n.orphan", "translations for '\(translation.locale.value)', which is not in 'locales'" + NameSuggester.didYouMean(meant.value),
                                            at: translation.locale.location, notes: [DiagnosticNote("listed here", at: meant.location)],
                                            fixIts: FixIt.suggested(meant.value, replacing: translation.locale.location.range)))
            } else if !site.locales.contains(where: { $0.value == translation.locale.value }),
                      SchemaChecker.isIdentifier(translation.locale.value) {  // a tag that is no id (`RU`) is the schema's error, with its fix-it
                // Here `meant`, if any, is the same tag written otherwise (`RU`, `ru-RU`).
                diagnostics.append(.warning("l10n.orphan", "translations for '\(translation.locale.value)', which is not in 'locales'"
                                            + (meant.map { "; locale tags are matched exactly, and it lists '\($0.value)'" } ?? ""),
                                            at: translation.locale.location,
                                            notes: meant.map { [DiagnosticNote("listed here", at: $0.location)] }
                                                ?? [DiagnosticNote("add it to 'locales' to publish it, or remove the block")]))
            }
            for (key, suggestion) in site.unknownKeys(of: translation) {
                let entry = translation.strings[key]!
                diagnostics.append(.warning("l10n.unknown-key",
                                            "'\(key)' is not a string of site.yml" + NameSuggester.didYouMean(suggestion),
                                            at: entry.keyLocation,
                                            fixIts: FixIt.suggested(suggestion, replacing: entry.keyLocation.range)))
            }
        }
        var misnamed: MisnamedDuplicates?
        for locale in site.translationLocales {
            for orphan in TranslationInventory.orphans(in: context.catalog, locale: locale) {
                let source = ContentCatalog.sourcePath(ofTranslation: orphan.document.source.relativePath, locale: locale)
                diagnostics.append(.warning("l10n.orphan", "this \(locale) translation has no source: \(source) does not exist",
                                            at: orphan.id.location))
            }
            for item in context.translationItems(locale: locale) {
                // A source id that is not an id at all is the schema's report, not the translation's.
                guard let translation = item.translation, translation.id.value != item.source.id.value,
                      SchemaChecker.isIdentifier(item.source.id.value) else { continue }
                // A source whose id is another file's is reported for it; a translation keeping
                // the id the source's file name gives is right.
                if misnamed == nil { misnamed = MisnamedDuplicates(context.catalog) }
                if misnamed?[item.source.path]?.meant == translation.id.value { continue }
                diagnostics.append(.error("l10n.id-mismatch",
                                          "a translation keeps its source's id: expected '\(item.source.id.value)', found '\(translation.id.value)'",
                                          at: translation.id.location,
                                          fixIts: [FixIt("use '\(item.source.id.value)'", replacing: translation.id.location.range, with: item.source.id.value)]))
            }
        }
        return diagnostics
    }
}
