import EaseDiagnostics

/// A counted string gives every plural form its locale's CLDR rules use (English one and
/// other; Russian one, few, many and other), and a translation of a counted string is counted too.
/// Two forms whose words always differ in the locale do not say the same (a Russian `one` and
/// `few` both "{count} минуты чтения", a copy left unchanged): a warning at the later form. Forms
/// that are all the same (`"{count} мин"`) are not reported.
struct PluralFormsRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["l10n.plural-forms": "a counted string lacks a plural form its locale needs",
         "l10n.plural-form-repeated": "two plural forms of a counted string say the same where the locale's words differ (1 минута, 2 минуты)"]
    }

    /// The pairs of forms whose words differ in each language, whenever the words change with
    /// the number at all: Russian nouns take one form for 1, another for 2–4 (1 минута, 2
    /// минуты), and another for 5–20 (5 минут). One and many may agree (1 раз, 5 раз).
    static let differingForms: [String: [(PluralCategory, PluralCategory)]] = ["ru": [(.one, .few), (.few, .many)]]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        for string in site.sourceStrings {
            guard let location = string.location else { continue }
            diagnostics += check(string.value, key: string.key, locale: site.defaultLocale, at: location, in: site.document)
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
                diagnostics += check(translated.value, key: text.source.key, locale: locale, at: translated.location, in: site.document)
            }
        }
        return diagnostics
    }

    private func check(_ value: LocalizableString, key: String, locale: String, at location: SourceLocation, in document: ParsedDocument) -> [Diagnostic] {
        guard case .plural(let forms) = value else { return [] }
        let needed = PluralRules.categories(for: locale)
        let missing = needed.filter { forms[$0] == nil }
        guard !missing.isEmpty else { return repeatedForm(forms, key: key, locale: locale, at: location, in: document).map { [$0] } ?? [] }
        return [.error("l10n.plural-forms", "'\(key)' in \(locale) lacks the plural form\(missing.count == 1 ? "" : "s") \(Self.names(missing))",
                       at: location,
                       notes: [DiagnosticNote("\(locale) uses \(Self.names(needed)); for example \(Self.examples(locale))")])]
    }

    /// The warning for the first pair of ``differingForms`` that say the same, at the later form,
    /// when the forms do not all say the same.
    private func repeatedForm(_ forms: [PluralCategory: String], key: String, locale: String, at location: SourceLocation,
                              in document: ParsedDocument) -> Diagnostic? {
        guard let pairs = Self.differingForms[PluralRules.language(of: locale)], Set(forms.values).count > 1,
              let (first, second) = pairs.first(where: { forms[$0.0] == forms[$0.1] }), let words = forms[first] else { return nil }
        let mapping = document.frontMatter.flatMap { Self.node(at: location.range, in: $0) }
        let (form, earlier) = (mapping?[second.rawValue], mapping?[first.rawValue])
        let language = PluralRules.language(of: locale)
        var notes = [DiagnosticNote("each form is the words for its numbers: \(Self.examples(locale)); in \(locale) the '\(first.rawValue)' and '\(second.rawValue)' words differ (\(Self.wordExamples[language] ?? ""))")]
        if let earlier { notes.insert(DiagnosticNote("the '\(first.rawValue)' form; one of the two has the other's words", at: document.location(earlier.range)), at: 0) }
        return .warning("l10n.plural-form-repeated",
                        "'\(key)' in \(locale) gives its '\(second.rawValue)' form the same words as its '\(first.rawValue)' form, '\(words)'",
                        at: form.map { document.location($0.range) } ?? location, notes: notes)
    }

    /// Words that show a language's forms.
    private static let wordExamples = ["ru": "1 минута, 2 минуты, 5 минут"]

    /// The node of `root` that starts at `range`: the mapping of a counted string's forms.
    private static func node(at range: SourceRange, in root: YAMLNode) -> YAMLNode? {
        if root.range == range { return root }
        switch root.value {
        case .mapping(let entries): return entries.lazy.compactMap { node(at: range, in: $0.value) }.first
        case .sequence(let items): return items.lazy.compactMap { node(at: range, in: $0) }.first
        case .scalar: return nil
        }
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
