import EaseDiagnostics

/// A translation's scene video names captions in the default locale's language: a file named for
/// no locale (`lake.vtt`) is the default locale's, and the site offers it as such ("English"), so
/// a Russian page's video would have English captions only. A warning at the captions, with the
/// file to write. When the content has that file, ``MediaLocale`` reports `media.other-locale`,
/// with a fix-it, and this rule says nothing.
struct CaptionsTranslationRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["l10n.untranslated": "a translation has text that reads as its source's, left in the source's language"]
    }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.catalog
        guard let site = catalog.site, let mediaLocale = MediaLocale(catalog) else { return [] }
        var diagnostics: [Diagnostic] = []
        for exercise in catalog.exercises {
            // A translation into a locale `locales` does not list is `locale.*`'s and `l10n.*`'s.
            guard let locale = exercise.item.locale, locale != site.defaultLocale, site.locales.contains(where: { $0.value == locale }),
                  case .calmingScene(_, let scenes) = exercise.payload else { continue }
            for scene in scenes {
                // Named for no locale at all: `lake.vtt`, not `lake.ru.vtt` (nor `lake.ru-RU.vtt`,
                // named for a locale written otherwise than `locales` lists it).
                guard let captions = scene.video?.captions, let path = captions.contentPath, catalog.mediaFiles.contains(path),
                      Self.isNamedForNoLocale(path) else { continue }
                let own = mediaLocale.path(path, namedFor: locale)
                guard !catalog.mediaFiles.contains(own) else { continue }
                diagnostics.append(.warning("l10n.untranslated",
                                            "the \(locale) scene '\(scene.title)' has the \(site.defaultLocale) captions '\(captions.written)'",
                                            at: captions.location,
                                            notes: [DiagnosticNote("a captions file named for no locale is the \(site.defaultLocale) one; the \(locale) page would offer only \(LocaleFormats.autonym(site.defaultLocale)) captions"),
                                                    DiagnosticNote("write the \(locale) captions as \(own) and name it here")]))
            }
        }
        return diagnostics
    }

    /// Whether the file's name has no part between its stem and its extension (`lake.vtt`).
    static func isNamedForNoLocale(_ path: String) -> Bool {
        guard let stem = MediaRole.splitExtension(path)?.base, let name = stem.split(separator: "/").last else { return false }
        return !name.contains(".")
    }
}
