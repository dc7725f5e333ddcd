import EaseDiagnostics

/// A translation uses the same `{name}` placeholders as its source: a dropped `{count}` hides
/// the number, an invented `{cuont}` is shown to the user as it is.
struct PlaceholderRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["l10n.placeholders": "a translation's {placeholders} differ from its source's"]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        for locale in site.translationLocales {
            for text in TranslationInventory.texts(of: site, locale: locale) {
                guard let translated = text.translation else { continue }
                let expected = text.source.value.placeholders
                for form in translated.value.texts {
                    let found = Set(LocalizableString.placeholders(in: form))
                    guard found != expected else { continue }
                    let missing = expected.subtracting(found).sorted()
                    let extra = found.subtracting(expected).sorted()
                    var parts: [String] = []
                    if !missing.isEmpty { parts.append("lacks " + missing.map { "{\($0)}" }.joined(separator: ", ")) }
                    if !extra.isEmpty { parts.append("has " + extra.map { "{\($0)}" }.joined(separator: ", ") + " that the source does not") }
                    var notes = [DiagnosticNote("the \(site.defaultLocale) text is \"\(text.source.value.text)\"")]
                    if let typo = extra.first, let suggestion = NameSuggester.suggestion(for: typo, among: expected) {
                        notes.append(DiagnosticNote("did you mean {\(suggestion)}?"))
                    }
                    diagnostics.append(.error("l10n.placeholders", "the \(locale) translation of '\(text.source.key)' " + parts.joined(separator: " and "),
                                              at: translated.location, notes: notes))
                    break
                }
            }
        }
        return diagnostics
    }
}
