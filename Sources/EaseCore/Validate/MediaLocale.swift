import EaseDiagnostics

/// A media file named for a locale (`guided-meditation.ru.mp3`, as translations name theirs)
/// belongs to that locale's pages: named by a page of another locale, it would play Russian to an
/// English page. And where the content has a page's own locale's file, the default locale's file
/// beside it (`guided-meditation.txt` named by a Russian page, with `guided-meditation.ru.txt`
/// there) would show or play the default locale's words in its place. Checked by
/// ``MediaReferenceRule`` on each file it finds, as `media.other-locale`.
struct MediaLocale {
    private let locales: Set<String>
    private let defaultLocale: String
    /// Each document's locale by the path its findings show, made at the first file it is asked for.
    private var localeByPath: [String: String]?
    /// The files without a locale in their name that have a file named for a locale beside them
    /// (`name.mp3` for `name.ru.mp3`), made at the first file without one.
    private var filesWithLocaleSiblings: Set<String>?

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

    /// `path` named for `locale`: `name.ru.mp3` → `name.mp3` for the default locale, `name.de.mp3`
    /// for another; `name.mp3` → `name.ru.mp3`.
    func path(_ path: String, namedFor locale: String) -> String {
        var parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let tagged = self.locale(ofFile: path) != nil
        switch (tagged, locale == defaultLocale) {
        case (true, true): parts.remove(at: parts.count - 2)
        case (true, false): parts[parts.count - 2] = locale
        case (false, true): break
        case (false, false): parts.insert(locale, at: parts.count - 1)
        }
        return parts.joined(separator: ".")
    }

    /// Whether the file at `path` belongs to another locale than `pageLocale`'s: named for
    /// another, or the default locale's where the content has `pageLocale`'s beside it.
    mutating func isOtherLocales(_ path: String, pageLocale: String, in catalog: ContentCatalog) -> Bool {
        if let fileLocale = locale(ofFile: path) { return fileLocale != pageLocale }
        return pageLocale != defaultLocale && hasLocaleSiblings(path, in: catalog)
            && catalog.mediaFiles.contains(self.path(path, namedFor: pageLocale))
    }

    /// The finding for `reference` to `path`, a file of another locale than its document's
    /// (``isOtherLocales(_:pageLocale:in:)``), with the document's own locale's file as the one
    /// meant when the content has it.
    mutating func finding(for reference: MediaReference, path: String, in catalog: ContentCatalog,
                          meaning: (String?) -> (notes: [DiagnosticNote], fixIts: [FixIt])) -> Diagnostic? {
        let fileLocale = locale(ofFile: path)
        // Nearly every file is named for no locale and has no such sibling: no page's locale is needed.
        guard fileLocale != nil || hasLocaleSiblings(path, in: catalog) else { return nil }
        let pageLocale = locale(ofPageAt: reference.location.path, in: catalog)
        guard isOtherLocales(path, pageLocale: pageLocale, in: catalog) else { return nil }
        let own = self.path(path, namedFor: pageLocale)
        let meant = meaning(catalog.mediaFiles.contains(own) ? own : nil)
        guard let fileLocale else {
            return .warning("media.other-locale", "this \(pageLocale) page's \(reference.role.rawValue) '\(reference.written)' is the \(defaultLocale) one; '\(own)' is named for \(pageLocale)",
                            at: reference.location,
                            notes: meant.notes + [DiagnosticNote("a file named for a locale (name.\(pageLocale).ext) is that locale's; the \(pageLocale) page would \(Self.effect(of: reference.role)) the \(defaultLocale) \(Self.noun(of: reference.role))")],
                            fixIts: meant.fixIts)
        }
        return .warning("media.other-locale", "this \(pageLocale) page's \(reference.role.rawValue) '\(reference.written)' is named for \(fileLocale)",
                        at: reference.location,
                        notes: meant.notes + [DiagnosticNote("a file named for a locale (name.\(fileLocale).ext) is that locale's; a page of another would show or play it in the wrong language")],
                        fixIts: meant.fixIts)
    }

    /// What a page does with a file of a role, for a finding's note.
    private static func effect(of role: MediaRole) -> String {
        role == .audio || role == .video ? "play" : "show"
    }

    /// What a file of a role is to a reader, for a finding's note.
    private static func noun(of role: MediaRole) -> String {
        role == .audio ? "recording" : role.rawValue
    }

    /// The locale of the document at `path` (its findings' path).
    private mutating func locale(ofPageAt path: String, in catalog: ContentCatalog) -> String {
        if localeByPath == nil {
            localeByPath = Dictionary(catalog.documents.map { ($0.path, $0.source.locale ?? defaultLocale) }, uniquingKeysWith: { first, _ in first })
        }
        return localeByPath?[path] ?? defaultLocale
    }

    /// Whether `path`, named for no locale, has a file named for a locale beside it.
    private mutating func hasLocaleSiblings(_ path: String, in catalog: ContentCatalog) -> Bool {
        if filesWithLocaleSiblings == nil {
            filesWithLocaleSiblings = Set(catalog.mediaFiles.compactMap { file in
                locale(ofFile: file) == nil ? nil : self.path(file, namedFor: defaultLocale)
            })
        }
        return filesWithLocaleSiblings?.contains(path) ?? false
    }
}
