import EaseDiagnostics

/// A translation records the `source-hash` of the source it was made from (of its words,
/// ``SourceWords``); when the source's words change afterwards, the translation is stale.
struct TranslationStaleRule: PartitionedValidationRule {
    var diagnosticIDs: [String: String] {
        [
            "l10n.stale": "the source's words changed after the translation was made",
            "l10n.untracked": "a translation does not record the source-hash it was made from",
        ]
    }

    /// The items a piece checks: each source's words are hashed (SHA-256 of its front matter's
    /// texts and its body), which a site translated in full does for every source.
    static let itemsAPiece = 64

    /// Pieces of ``itemsAPiece`` items of a locale, then one for the locale's `site.yml` strings,
    /// locale by locale.
    func pieces(_ context: ValidationContext) -> [@Sendable () -> [Diagnostic]] {
        guard let site = context.catalog.site else { return [] }
        var pieces: [@Sendable () -> [Diagnostic]] = []
        for locale in site.translationLocales {
            let items = context.translationItems(locale: locale).filter { $0.translation != nil }
            for start in stride(from: 0, to: items.count, by: Self.itemsAPiece) {
                let piece = items[start..<min(start + Self.itemsAPiece, items.count)]
                pieces.append { piece.compactMap { Self.finding(for: $0, locale: locale) } }
            }
            if site.translation(for: locale) != nil {
                pieces.append { Self.stringsFinding(of: site, locale: locale).map { [$0] } ?? [] }
            }
        }
        return pieces
    }

    /// The warning for a translated item that is stale or records no hash.
    private static func finding(for item: TranslationInventory.Item, locale: String) -> Diagnostic? {
        guard let translation = item.translation else { return nil }
        let source = item.source.document.source.relativePath
        // The source's words hashed once: the state compares it, and both findings give it.
        let current = item.currentHash
        switch item.state(against: current) {
        case .stale:
            let recorded = item.recordedHash!
            return .warning("l10n.stale", "this \(locale) translation is stale: the words of \(source) changed after it was translated",
                            at: recorded.location,
                            notes: [DiagnosticNote("translated from source-hash \(recorded.value); the source is now \(current)"),
                                    DiagnosticNote("bring the translation up to date, then record the new hash")],
                            fixIts: [FixIt("record source-hash \(current)", replacing: recorded.location.range, with: current)])
        case .untracked:
            return .warning("l10n.untracked", "this \(locale) translation does not say which version of \(source) it translates",
                            at: translation.id.location,
                            notes: [DiagnosticNote("add 'source-hash: \(current)' to the front matter once it matches the source")])
        case .missing, .current:
            return nil
        }
    }

    /// The warning for a locale's `site.yml` strings that are stale or record no hash.
    private static func stringsFinding(of site: SiteConfiguration, locale: String) -> Diagnostic? {
        guard let translation = site.translation(for: locale) else { return nil }
        let current = SiteStrings.hash(of: site.sourceStrings)
        switch TranslationInventory.stringsState(of: site, locale: locale) {
        case .stale:
            let recorded = translation.sourceHash!
            return .warning("l10n.stale", "the \(locale) strings are stale: the \(site.defaultLocale) strings of site.yml changed after they were translated",
                            at: recorded.location,
                            notes: [DiagnosticNote("translated from source-hash \(recorded.value); the strings are now \(current)")],
                            fixIts: [FixIt("record source-hash \(current)", replacing: recorded.location.range, with: current)])
        case .untracked:
            return .warning("l10n.untracked", "the \(locale) strings do not say which version of the \(site.defaultLocale) strings they translate",
                            at: translation.locale.location,
                            notes: [DiagnosticNote("add 'source-hash: \(current)' to translations.\(locale) once the strings match")])
        case .missing, .current:
            return nil
        }
    }
}
