import EaseDiagnostics

/// Localized siblings (`name.ru.md`) use a locale listed in `site.yml`, the default locale is
/// listed, and no locale is listed twice.
struct LocaleRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["locale.unknown": "a locale is not listed in site.yml",
         "locale.repeated": "site.yml lists a locale twice"]
    }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        var files = FindingSourceFiles()
        for repeated in site.repeatedLocales {
            let first = site.locales.first { $0.value == repeated.value }
            diagnostics.append(.warning("locale.repeated", "'\(repeated.value)' is already listed in 'locales'",
                                        at: repeated.location,
                                        notes: first.map { [DiagnosticNote("first listed here", at: $0.location)] } ?? [],
                                        fixIts: context.removalOfRepeated(repeated, label: "remove the second '\(repeated.value)'", memo: &files)))
        }
        let locales = site.locales.map(\.value)
        if !locales.isEmpty, !locales.contains(site.defaultLocale) {
            // Locale tags are matched exactly; one listed in other letter case is named, and the
            // fix-it writes the default as listed.
            let listed = site.listedLocale(ignoringCase: site.defaultLocale)
            let written = site.document.frontMatter?["default-locale"]?.range
            var fixIts: [FixIt] = []
            if let listed, let written { fixIts = [FixIt("write '\(listed.value)'", replacing: written, with: listed.value)] }
            diagnostics.append(.error("locale.unknown", "default locale '\(site.defaultLocale)' is not in 'locales'"
                                      + (listed.map { "; locale tags are matched exactly, and it lists '\($0.value)'" } ?? ""),
                                      at: written.map(site.document.location) ?? site.locales.first?.location,
                                      notes: listed == nil ? [DiagnosticNote("'locales' lists \(locales.map { "'\($0)'" }.joined(separator: ", ")); the default is the locale of the files without a locale in their names, and is listed too")] : [],
                                      fixIts: fixIts))
        }
        // Files in a locale listed only in other letter case (`RU` listed, `worry.ru.md` written)
        // are one error where the locale is listed, with a fix-it, not one a file.
        var otherwiseSpelled: [String: (listed: Located<String>, paths: [String])] = [:]
        for item in context.catalog.itemIdentities {
            guard let locale = item.locale, !locales.contains(locale) else { continue }
            if let listed = site.listedLocale(ignoringCase: locale) {
                otherwiseSpelled[locale, default: (listed, [])].paths.append(item.path)
                continue
            }
            diagnostics.append(.error("locale.unknown", "'\(locale)' is not one of the locales in site.yml (\(locales.joined(separator: ", ")))",
                                      at: .file(item.path)))
        }
        for (locale, files) in otherwiseSpelled.sorted(by: { $0.key < $1.key }) {
            let count = files.paths.count
            diagnostics.append(.error("locale.unknown",
                                      "'locales' lists '\(files.listed.value)', but \(count) file\(count == 1 ? " is a translation" : "s are translations") into '\(locale)'; locale tags are matched exactly",
                                      at: files.listed.location,
                                      notes: [DiagnosticNote("such as \(files.paths.sorted()[0])")],
                                      fixIts: [FixIt("write '\(locale)'", replacing: files.listed.location.range, with: locale)]))
        }
        return diagnostics
    }
}
