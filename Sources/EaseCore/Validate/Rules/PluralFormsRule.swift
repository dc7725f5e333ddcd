import EaseDiagnostics

/// A counted string gives every plural form its locale's CLDR rules use (English one and
/// other; Russian one, few, many and other), and a translation of a counted string is counted too.
struct PluralFormsRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["l10n.plural-forms": "a counted string lacks a plural form its locale needs"]
    }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        for string in site.sourceStrings {
            guard let location = string.location else { continue }
            diagnostics += check(string.value, key: string.key, locale: site.defaultLocale, at: location)
        }
        for locale in site.translationLocales {
            for text in TranslationInventory.texts(of: site, locale: locale) {
                guard let translated = text.translation else { continue }
                if case .plural = text.source.value, case .text = translated.value {
                    diagnostics.append(.error("l10n.plural-forms", "'\(text.source.key)' counts something, so its \(locale) translation needs plural forms",
                                              at: translated.location,
                                              notes: [DiagnosticNote("give \(Self.names(PluralRules.categories(for: locale))), each with {count}")]))
                    continue
                }
                diagnostics += check(translated.value, key: text.source.key, locale: locale, at: translated.location)
            }
        }
        return diagnostics
    }

    private func check(_ value: LocalizableString, key: String, locale: String, at location: SourceLocation) -> [Diagnostic] {
        guard case .plural(let forms) = value else { return [] }
        let needed = PluralRules.categories(for: locale)
        let missing = needed.filter { forms[$0] == nil }
        guard !missing.isEmpty else { return [] }
        return [.error("l10n.plural-forms", "'\(key)' in \(locale) lacks the plural form\(missing.count == 1 ? "" : "s") \(Self.names(missing))",
                       at: location,
                       notes: [DiagnosticNote("\(locale) uses \(Self.names(needed)); for example \(Self.examples(locale))")])]
    }

    private static func names(_ categories: [PluralCategory]) -> String {
        categories.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }

    private static func examples(_ locale: String) -> String {
        PluralRules.categories(for: locale).compactMap { category in
            [1, 2, 5, 21, 0].first { PluralRules.category(of: $0, locale: locale) == category }.map { "\($0) → \(category.rawValue)" }
                ?? (category == .other ? "1.5 → other" : nil)
        }.joined(separator: ", ")
    }
}
