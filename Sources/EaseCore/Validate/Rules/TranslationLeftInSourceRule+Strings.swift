import EaseDiagnostics

/// The strings of `site.yml`'s `translations:` blocks that were left in the source's language.
extension TranslationLeftInSourceRule {
    /// The strings of a `translations:` block of `site.yml` that read as their source's: one
    /// warning at the first, the others as notes (plural forms are compared form by form).
    /// `shortToo`: strings of any length are compared, but for the app's name.
    static func untranslatedStrings(in translation: SiteTranslation, of site: SiteConfiguration, shortToo: Bool) -> Diagnostic? {
        let sources = Dictionary(site.sourceStrings.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let keys = translation.keys.filter { key in
            guard let entry = translation.strings[key], let source = sources[key] else { return false }
            let shortToo = shortToo && key != "title"
            switch (entry.value, source) {
            case (.text(let text), .text(let sourceText)):
                return readsAsSource(text, sourceText, shortToo: shortToo)
            case (.plural(let forms), .plural(let sourceForms)):
                return forms.contains { category, text in
                    sourceForms[category].map { readsAsSource(text, $0, shortToo: shortToo) } ?? false
                }
            default:
                return false
            }
        }
        guard let first = keys.first, let entry = translation.strings[first] else { return nil }
        let locale = translation.locale.value
        let others = keys.dropFirst().prefix(listedPlaces).compactMap { key in
            translation.strings[key].map { DiagnosticNote("'\(key)' reads as the source too", at: $0.location) }
        }
        let unlisted = keys.count - 1 - others.count
        let source = site.defaultLocale
        let message = keys.count == 1
            ? "'\(first)' reads as its \(source) string in site.yml: the \(locale) translation left it in \(source)"
            : "'\(first)' and \(keys.count - 1) more string\(keys.count == 2 ? "" : "s") read as their \(source) strings in site.yml: the \(locale) translation left them in \(source)"
        return .warning("l10n.untranslated", message,
                        at: entry.location,
                        notes: others + (unlisted > 0 ? [DiagnosticNote("and \(unlisted) more")] : [])
                            + [DiagnosticNote("translate it, or leave it out of translations.\(locale) until it is (the default text is shown meanwhile)")])
    }
}
