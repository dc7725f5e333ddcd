import Foundation

/// The site's own addresses of content pages (`https://ease.example.org/learn/what-is-gad/`),
/// and the content file each stands for: an author who copied a page's address from the
/// published site wrote a link the app would open in a browser, where the file's relative path
/// (`what-is-gad.md`) opens the reading in the app and is checked.
struct OwnSitePages {
    /// The site's address as the sitemap has it (``SiteConfiguration/baseURL``), then `/`.
    private let base: String
    private let locales: [String]
    private let defaultLocale: String
    private let catalog: ContentCatalog

    /// The pages of `catalog`'s site; `nil` without a `site.yml`.
    init?(_ catalog: ContentCatalog) {
        guard let site = catalog.site else { return nil }
        base = site.baseURL + "/"
        locales = site.locales.map(\.value)
        defaultLocale = site.defaultLocale
        self.catalog = catalog
    }

    /// ``contentFile(at:linkedFrom:)`` for a path from the site's root (`/learn/what-is-gad/`), as
    /// the site's pages link to each other, and as an author who knows the site may write.
    func contentFile(atRootPath path: String, linkedFrom locale: String?) -> (path: String, fragment: String)? {
        guard path.hasPrefix("/"), !path.hasPrefix("//") else { return nil }
        return contentFile(at: base + path.dropFirst(), linkedFrom: locale)
    }

    /// The content file (content-relative path) and `#fragment` of a page of the site at
    /// `destination`, for a link from a file in `locale` (`nil`, the default): a reading, an
    /// exercise, an onboarding page or the coping statements of that locale (its file when it has
    /// one). A page of another locale is none: a link names an item and leads to the linking
    /// page's version, so only the address leads to the other language's page.
    func contentFile(at destination: String, linkedFrom locale: String?) -> (path: String, fragment: String)? {
        // Most links are not on the site: one comparison.
        guard destination.hasPrefix(base) else { return nil }
        // An address copied from a browser has its non-ASCII letters percent-encoded (`#%D0%BA…`).
        let (address, written) = ContentCatalog.splitFragment(String(destination.dropFirst(base.count)))
        let fragment = written.map { $0.removingPercentEncoding ?? $0 }
        var parts = address.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.last == "index.html" { parts.removeLast() }
        var pageLocale: String?
        if let first = parts.first, first != defaultLocale, locales.contains(first) {
            pageLocale = first
            parts.removeFirst()
        }
        guard pageLocale == locale else { return nil }
        let source: String?
        switch (parts.first, parts.count) {
        case ("learn", 2): source = catalog.readings.first { $0.item.locale == nil && $0.item.id.value == parts[1] }?.item.document.source.relativePath
        case ("exercises", 2): source = catalog.exercises.first { $0.item.locale == nil && $0.item.id.value == parts[1] }?.item.document.source.relativePath
        case ("onboarding", 2): source = catalog.onboardingPages.first { $0.item.locale == nil && String($0.page.value) == parts[1] }?.item.document.source.relativePath
        case ("coping-statements", 1): source = catalog.copingStatements.first { $0.item.locale == nil }?.item.document.source.relativePath
        default: source = nil
        }
        guard let source else { return nil }
        let path = ContentCatalog.shownPath(ofSource: source, in: pageLocale) { path in catalog.documents.contains { $0.source.relativePath == path } }
        return (path, fragment.map { "#" + $0 } ?? "")
    }
}
