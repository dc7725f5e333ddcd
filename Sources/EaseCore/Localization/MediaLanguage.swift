/// The language a media file's words are in (captions, a transcript): the locale its name is for
/// (`lake-at-dawn.ru.vtt`), else the default locale's (`lake-at-dawn.vtt`). The site labels a
/// video's captions track with it, and the bundle gives it to the app for its player's menu.
struct MediaLanguage: Sendable {
    private let locales: MediaLocale?
    private let defaultLocale: String

    /// The languages of `catalog`'s files; without a catalog (or its `site.yml`), every file is
    /// in English, the default locale's default.
    init(_ catalog: ContentCatalog?) {
        locales = catalog.flatMap(MediaLocale.init)
        defaultLocale = catalog?.site?.defaultLocale ?? "en"
    }

    /// The language of the file at a content-relative `path`.
    func of(_ path: String) -> String {
        locales?.locale(ofFile: path) ?? defaultLocale
    }
}
