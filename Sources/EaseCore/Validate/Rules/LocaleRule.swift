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
            // Locale tags are matched exactly; one listed written otherwise (`EN`, `en-GB`) is named, and the
            // fix-it writes the default as listed.
            let listed = site.listedLocale(meaning: site.defaultLocale)
            let written = site.document.frontMatter?["default-locale"]?.range
            var fixIts: [FixIt] = []
            if let listed, let written { fixIts = [FixIt("write '\(listed.value)'", replacing: written, with: listed.value)] }
            diagnostics.append(.error("locale.unknown", "default locale '\(site.defaultLocale)' is not in 'locales'"
                                      + (listed.map { "; locale tags are matched exactly, and it lists '\($0.value)'" } ?? ""),
                                      at: written.map(site.document.location) ?? site.locales.first?.location,
                                      notes: listed == nil ? [DiagnosticNote("'locales' lists \(locales.map { "'\($0)'" }.joined(separator: ", ")); the default is the locale of the files without a locale in their names, and is listed too")] : [],
                                      fixIts: fixIts))
        }
        // Files in a locale listed only written otherwise (`RU` or `ru-RU` listed, `worry.ru.md` written)
        // are one error where the locale is listed, with a fix-it, not one a file.
        var otherwiseSpelled: [String: (listed: Located<String>, paths: [String])] = [:]
        // Files in a locale not listed at all: one error a file, or one where `locales` is
        // written for a locale of several (a language translated before it was listed).
        var unlisted: [String: [String]] = [:]
        // Every item's locale read where it is, without a list of every item's identity made first.
        context.catalog.forEachItem { item in
            guard let locale = item.locale, !locales.contains(locale) else { return }
            if let listed = site.listedLocale(meaning: locale) {
                otherwiseSpelled[locale, default: (listed, [])].paths.append(item.path)
            } else {
                unlisted[locale, default: []].append(item.path)
            }
        }
        for (locale, paths) in unlisted.sorted(by: { $0.key < $1.key }) {
            diagnostics.append(Self.unlisted(locale, paths: paths.sorted(), of: site, listing: locales,
                                             file: paths.count > 1 ? context.sourceFile(of: site.document) : nil))
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

    /// The error for translations into a locale `locales` does not list: at the one file, or at
    /// `locales` for several, with a fix-it that lists it when `locales` is a one-line `[…]`.
    private static func unlisted(_ locale: String, paths: [String], of site: SiteConfiguration, listing locales: [String], file: SourceFile?) -> Diagnostic {
        let message = "'\(locale)' is not one of the locales in site.yml (\(locales.joined(separator: ", ")))"
        let node = site.document.frontMatter?["locales"]
        guard paths.count > 1, let node else { return .error("locale.unknown", message, at: .file(paths[0])) }
        var fixIts: [FixIt] = []
        if let last = node.items?.last, last.range.end.line == node.range.start.line,
           file?.byte(at: node.range.start) == UInt8(ascii: "[") {
            fixIts.append(FixIt("list '\(locale)'", replacing: SourceRange(at: last.range.end), with: ", \(locale)"))
        }
        return .error("locale.unknown", "\(paths.count) files are translations into '\(locale)', which is not one of the locales in site.yml (\(locales.joined(separator: ", ")))",
                      at: site.document.location(node.range),
                      notes: [DiagnosticNote("such as \(paths[0])"), DiagnosticNote("list '\(locale)' in 'locales' to publish them, or rename the files")],
                      fixIts: fixIts)
    }
}
