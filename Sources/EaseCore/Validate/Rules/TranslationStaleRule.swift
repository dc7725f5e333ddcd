import EaseDiagnostics

/// A translation records the `source-hash` of the source it was made from (of its words,
/// ``SourceWords``); when the source's words change afterwards, the translation is stale.
struct TranslationStaleRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        [
            "l10n.stale": "the source's words changed after the translation was made",
            "l10n.untracked": "a translation does not record the source-hash it was made from",
        ]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        for locale in site.translationLocales {
            for item in TranslationInventory.items(in: context.catalog, locale: locale) {
                guard let translation = item.translation else { continue }
                let source = item.source.document.source.relativePath
                // The source's words hashed once: the state compares it, and both findings give it.
                let current = item.currentHash
                switch item.state(against: current) {
                case .stale:
                    let recorded = item.recordedHash!
                    diagnostics.append(.warning("l10n.stale", "this \(locale) translation is stale: the words of \(source) changed after it was translated",
                                                at: recorded.location,
                                                notes: [DiagnosticNote("translated from source-hash \(recorded.value); the source is now \(current)"),
                                                        DiagnosticNote("bring the translation up to date, then record the new hash")],
                                                fixIts: [FixIt("record source-hash \(current)", replacing: recorded.location.range, with: current)]))
                case .untracked:
                    diagnostics.append(.warning("l10n.untracked", "this \(locale) translation does not say which version of \(source) it translates",
                                                at: translation.id.location,
                                                notes: [DiagnosticNote("add 'source-hash: \(current)' to the front matter once it matches the source")]))
                case .missing, .current:
                    break
                }
            }
            guard let translation = site.translation(for: locale) else { continue }
            let current = SiteStrings.hash(of: site.sourceStrings)
            switch TranslationInventory.stringsState(of: site, locale: locale) {
            case .stale:
                let recorded = translation.sourceHash!
                diagnostics.append(.warning("l10n.stale", "the \(locale) strings are stale: the \(site.defaultLocale) strings of site.yml changed after they were translated",
                                            at: recorded.location,
                                            notes: [DiagnosticNote("translated from source-hash \(recorded.value); the strings are now \(current)")],
                                            fixIts: [FixIt("record source-hash \(current)", replacing: recorded.location.range, with: current)]))
            case .untracked:
                diagnostics.append(.warning("l10n.untracked", "the \(locale) strings do not say which version of the \(site.defaultLocale) strings they translate",
                                            at: translation.locale.location,
                                            notes: [DiagnosticNote("add 'source-hash: \(current)' to translations.\(locale) once the strings match")]))
            case .missing, .current:
                break
            }
        }
        return diagnostics
    }
}
