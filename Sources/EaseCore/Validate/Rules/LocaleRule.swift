import EaseDiagnostics

/// Localized siblings (`name.ru.md`) use a locale listed in `site.yml`, and the default locale is listed.
struct LocaleRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["locale.unknown": "a locale is not listed in site.yml"] }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        let locales = site.locales.map(\.value)
        if !locales.isEmpty, !locales.contains(site.defaultLocale) {
            diagnostics.append(.error("locale.unknown", "default locale '\(site.defaultLocale)' is not in 'locales'",
                                      at: site.locales.first?.location))
        }
        for item in context.catalog.itemIdentities {
            guard let locale = item.locale, !locales.contains(locale) else { continue }
            diagnostics.append(.error("locale.unknown", "'\(locale)' is not one of the locales in site.yml (\(locales.joined(separator: ", ")))",
                                      at: .file(item.path)))
        }
        return diagnostics
    }
}
