import EaseDiagnostics

/// Misspellings in `translations:`, found once for the rule that reports them and for the rule
/// that would otherwise report what they were meant to translate as missing too.
extension SiteConfiguration {
    /// The keys of a translation block that are not strings of `site.yml`, each with the string
    /// it probably means (`nil` when none is near): one the block does not translate yet.
    func unknownKeys(of translation: SiteTranslation) -> [(key: String, meant: String?)] {
        let known = Set(sourceStrings.map(\.key))
        let unknown = translation.keys.filter { !known.contains($0) }
        guard !unknown.isEmpty else { return [] }
        let untranslated = known.filter { translation.strings[$0] == nil }
        return unknown.map { ($0, NameSuggester.suggestion(for: $0, among: untranslated)) }
    }

    /// The listed locale a translation block not listed probably means: the same tag written
    /// otherwise (`RU` or `ru-RU` for `ru`), or a near one that has no block of its own (`rus` for `ru`).
    func meantLocale(of translation: SiteTranslation) -> Located<String>? {
        let written = translation.locale.value
        guard !locales.contains(where: { $0.value == written }) else { return nil }
        if let twin = listedLocale(meaning: written) { return twin }
        let open = translationLocales.filter { self.translation(for: $0) == nil }
        guard let meant = NameSuggester.suggestion(for: written, among: open) else { return nil }
        return locales.first { $0.value == meant }
    }
}
