import EaseDiagnostics

/// A media file named for a locale (`guided-meditation.ru.mp3`, as translations name theirs)
/// belongs to that locale's pages: named by a file of another locale, it would play Russian to an
/// English page. Checked by ``MediaReferenceRule`` on each file it finds, as `media.other-locale`.
struct MediaLocale {
    private let locales: Set<String>
    private let defaultLocale: String
    /// Each document's locale by the path its findings show, made at the first file named for a locale.
    private var localeByPath: [String: String]?

    init?(_ catalog: ContentCatalog) {
        guard let site = catalog.site, site.locales.count > 1 else { return nil }
        locales = Set(site.locales.map(\.value))
        defaultLocale = site.defaultLocale
    }

    /// The locale a file's name is for: the part before its extension (`name.ru.mp3`), when a listed locale.
    func locale(ofFile path: String) -> String? {
        let name = path.split(separator: "/").last ?? ""
        let parts = name.split(separator: ".")
        guard parts.count >= 3 else { return nil }
        let tag = String(parts[parts.count - 2])
        return locales.contains(tag) ? tag : nil
    }

    /// The finding for `reference` to `path`, a file named for another locale than its document's,
    /// with the document's own locale's file as the one meant when the content has it.
    mutating func finding(for reference: MediaReference, path: String, in catalog: ContentCatalog,
                          meaning: (String?) -> (notes: [DiagnosticNote], fixIts: [FixIt])) -> Diagnostic? {
        guard let fileLocale = locale(ofFile: path) else { return nil }
        if localeByPath == nil {
            localeByPath = Dictionary(catalog.documents.map { ($0.path, $0.source.locale ?? defaultLocale) }, uniquingKeysWith: { first, _ in first })
        }
        let pageLocale = localeByPath?[reference.location.path] ?? defaultLocale
        guard fileLocale != pageLocale else { return nil }
        // `name.ru.mp3` → `name.mp3` for the default locale, `name.de.mp3` for another.
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if pageLocale == defaultLocale { parts.remove(at: parts.count - 2) } else { parts[parts.count - 2] = pageLocale }
        let own = parts.joined(separator: ".")
        let meant = meaning(catalog.mediaFiles.contains(own) ? own : nil)
        return .warning("media.other-locale", "this \(pageLocale) page's \(reference.role.rawValue) '\(reference.written)' is named for \(fileLocale)",
                        at: reference.location,
                        notes: meant.notes + [DiagnosticNote("a file named for a locale (name.\(fileLocale).ext) is that locale's; a page of another would show or play it in the wrong language")],
                        fixIts: meant.fixIts)
    }
}
