import EaseDiagnostics
import EaseMarkdown
import EaseTemplates
import Foundation

/// Render: the accessible static site, from the catalog and the Mustache templates.
///
/// Every page works without JavaScript (navigation uses links and GET forms); the external
/// `site.js` only enhances (the breathing timer). Controls get their accessible name, role and
/// description from the shared ``AccessibilityDescription`` model, and every one is listed with
/// its spoken string on `/accessibility/labels/`.
public struct SiteRenderer {
    let catalog: ContentCatalog
    let site: SiteConfiguration
    let templates: TemplateSet
    let fileSystem: any ContentFileSystem
    let locale: String
    /// Every locale of the site, default first, for the language switcher and `hreflang` links.
    let locales: [String]
    let paths: SiteRoutes
    let strings: AccessibilityStrings
    let inventory: [String: AccessibleControl]
    private(set) var controls: SiteControls
    /// Content-relative path → site URL, for content links.
    let routes: ContentLinkTable
    /// Content-relative media path → site URL.
    let media: [String: String]
    /// The chrome strings for templates (`{{ui.skip-to-content}}`); plural ones are formatted in code.
    /// Made once per locale as ``TemplateValues``: every page looks several of them up.
    let ui: TemplateValues
    /// The tab bar's values with each tab current (and with none): the same on every
    /// page of a tab, made once instead of once a page.
    let tabBars: TabBars
    /// Bodies and pages kept from the previous build (`ease serve`); `nil` for a one-off build.
    let memo: RenderMemo?
    /// What the routes and media names are, for memo keys: a body depends on both.
    let linkTables: Fingerprint.Value
    /// Where pages go as they are rendered.
    var output: OutputFiles
    var sitemap: [String] = []

    /// Renders the site, every locale (the default at the root, others below `/<locale>/`);
    /// returns its files keyed by path below the site folder.
    /// With a `memo`, bodies and pages whose inputs are unchanged since the previous build are
    /// taken from it instead of rendered again; the files are the same either way.
    public static func render(_ catalog: ContentCatalog, templates: TemplateSet,
                              fileSystem: any ContentFileSystem = LocalFileSystem(), memo: RenderMemo? = nil) throws -> [String: [UInt8]] {
        let output = OutputFiles()
        try render(catalog, templates: templates, fileSystem: fileSystem, memo: memo, into: output)
        return output.files
    }

    /// Renders the site into `output`, each page added as soon as it is rendered.
    public static func render(_ catalog: ContentCatalog, templates: TemplateSet, fileSystem: any ContentFileSystem = LocalFileSystem(),
                              memo: RenderMemo? = nil, into output: OutputFiles) throws {
        guard catalog.site != nil else { return }
        try render(catalog, templates: templates, fileSystem: fileSystem, memo: memo, media: HashedMedia(catalog, fileSystem: fileSystem), into: output)
    }

    /// ``render(_:templates:fileSystem:memo:into:)`` with the content's media already read and
    /// named (shared with the bundle).
    static func render(_ catalog: ContentCatalog, templates: TemplateSet, fileSystem: any ContentFileSystem, memo: RenderMemo?,
                       media hashed: HashedMedia, into output: OutputFiles) throws {
        guard let site = catalog.site else { return }
        output.add(contentsOf: hashed.files)
        // The stylesheets first: they depend on no page, and made after the pages they were work
        // done on one core while the other waited for the audit to start.
        for (path, bytes) in templates.assets { output.add("assets/" + path, bytes) }
        output.add("assets/theme.css", Array(SiteStyles.theme(site).utf8))
        output.add("assets/motion.css", Array(MotionCSSWriter.css(MotionCatalog(catalog).entries).utf8))
        var sitemap: [String] = []
        // The sitemap, made beside the last locale's reading pages (``renderAll(routesKnown:)``):
        // after them it was 2.5–3 ms of one core at 10,000 readings while the other waited.
        var sitemapBytes: BackgroundStage<[UInt8]>?
        let (locales, baseURL) = ([site.defaultLocale] + site.translationLocales, site.baseURL)
        for (position, locale) in locales.enumerated() {
            var renderer = SiteRenderer(catalog: catalog.localized(to: locale), locale: locale, locales: locales, templates: templates,
                                        fileSystem: fileSystem, media: hashed.names.mapValues { "/" + $0 }, memo: memo, output: output)
            let earlier = sitemap
            renderer.renderAll { routes in
                guard position == locales.count - 1 else { return }
                sitemapBytes = BackgroundStage { SitemapWriter.xml(routes: earlier + routes, baseURL: baseURL) }
            }
            sitemap += renderer.sitemap
            // Its tables (the routes, the controls' inventory: about 4 to 6 ms to free at 10,000
            // readings) are freed beside the audit, not before it starts.
            ReleasedElsewhere.release(consume renderer)
        }
        output.add("sitemap.xml", try sitemapBytes?.wait().value ?? SitemapWriter.xml(routes: sitemap, baseURL: baseURL))
        try output.finish()
    }

    private init(catalog: ContentCatalog, locale: String, locales: [String], templates: TemplateSet,
                 fileSystem: any ContentFileSystem, media: [String: String], memo: RenderMemo?, output: OutputFiles) {
        self.catalog = catalog
        self.output = output
        self.memo = memo
        self.site = catalog.site!
        self.templates = templates
        self.fileSystem = fileSystem
        self.locale = locale
        self.locales = locales
        self.media = media
        paths = SiteRoutes(locale: locale, defaultLocale: site.defaultLocale)
        strings = AccessibilityStrings.for(locale)
        inventory = Dictionary(ControlInventory.controls(for: catalog, locale: locale).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        controls = SiteControls(locale: locale)
        ui = TemplateValues(site.ui.mapValues(\.text))
        tabBars = TabBars(site: site, paths: paths)
        var routes: [String: String] = [:]
        func add(_ item: ContentItem, _ route: String) {
            for path in catalog.linkPaths(of: item) { routes[path] = route }
        }
        let readings = catalog.localeReadings
        for index in readings.indices { add(readings[index].item, paths.reading(readings[index].item.id.value)) }
        for exercise in catalog.localeExercises { add(exercise.item, paths.exercise(exercise.item.id.value)) }
        for page in catalog.localeOnboardingPages { add(page.item, paths.onboarding(page.page.value)) }
        if let collection = catalog.localeCopingStatements { add(collection.item, paths.copingStatements) }
        self.routes = ContentLinkTable(routes, resolvingLinksOf: catalog)
        linkTables = memo == nil ? Fingerprint().value : Fingerprint.of(tables: [routes, media])
    }

    /// A copy that records its controls afresh (a page rendered again must not add to the
    /// inventory the full build made).
    func withoutRecordedControls() -> SiteRenderer {
        var copy = self
        copy.controls = SiteControls(locale: locale)
        copy.output = OutputFiles()
        copy.sitemap = []
        return copy
    }

    /// Text with one `{name}` placeholder split around it, so a template can wrap the value in markup.
    func split(_ key: String, around name: String) -> [String: String] {
        let text = site.text(key)
        guard let range = text.range(of: "{\(name)}") else { return ["before": text, "after": ""] }
        return ["before": String(text[..<range.lowerBound]), "after": String(text[range.upperBound...])]
    }

    /// `lang` for content written in another language than the page (an untranslated item).
    func contentLanguage(_ item: ContentItem) -> String? {
        let language = catalog.language(of: item)
        return language == locale ? nil : language
    }

    // MARK: All pages

    /// Renders every page of the locale; `routesKnown` is given the locale's sitemap once it is
    /// whole, before the reading pages (which add none to it) are made.
    mutating func renderAll(routesKnown: ([String]) -> Void = { _ in }) {
        let (readings, tables) = learnReadings()
        // The pages made one after another on one core come first, while the bundle's thread
        // keeps the other core busy; the reading pages, made on every core, follow. Made last,
        // after the bundle had ended, they left a core idle for 20 to 30 ms at 10,000 readings.
        // The reading pages record no controls and no sitemap entry (``renderLearn(_:tables:)``
        // does), so the order changes no output.
        renderHome()
        renderLearn(readings, tables: tables)
        renderRelax()
        renderExercises()
        renderCopingStatements()
        renderReflect()
        renderOnboarding()
        emit(paths.accessibility, template: "accessibility", title: site.text("accessibility-title"), tab: nil,
             context: ["siteTitle": site.title, "labelsHref": paths.labels])
        emit(paths.notFound, template: "not-found", title: site.text("not-found-title"), tab: nil, context: ["homeHref": paths.home])
        sitemap.removeLast()
        renderLabels()
        let routes = sitemap
        routesKnown(routes)
        renderReadingPages(readings, tables: tables)
        assert(sitemap == routes, "a reading page added a route to the sitemap")
        // The reading tables (each reading's minutes and related entry: about 1.5 ms to free at 10,000
        // readings, while the other core waited) are freed beside the audit.
        ReleasedElsewhere.release(consume tables)
    }

    /// The inventory of spoken labels, rendered when every page that records controls (itself
    /// included) has recorded them. The reading pages record none, so it comes before them: made
    /// after them, its 1.9 MB at 10,000 readings (its rows on every core, then its bytes copied and
    /// written on one) left a core idle at the site's end for 10 to 20 ms.
    private mutating func renderLabels() {
        let labelsLayout = layout(page: paths.labels, title: site.text("labels-title"), tab: nil)
        let labels = PendingPage(route: paths.labels, template: "labels", context: [
            "layoutRows": .list(controls.layoutRows { site.text($0) }), "rows": .rows(controls.inventoryRows()), "ui": .values(ui),
        ], layout: labelsLayout)
        labels.assertDeclared()
        output.add(SiteRoutes.file(for: paths.labels),
                   Self.page(labels.template, templates: templates, locale: locale, context: labels.context, layout: labels.layout, memo: memo))
        sitemap.append(paths.labels)
    }

    mutating func renderHome() {
        let tabs: [[String: Any]] = site.tabs.map { tab in ["title": tab.title, "href": paths.tab(tab.id), "id": tab.id] }
        emit(paths.home, template: "home", title: site.title, tab: nil,
             context: ["siteTitle": site.title, "tabs": tabs, "tourHref": paths.onboarding(1)])
    }

    /// A tab's title from site.yml.
    func tabTitle(_ id: String) -> String {
        site.tabs.first { $0.id == id }?.title ?? id.capitalized
    }
}

extension SiteConfiguration {
    /// The site's public address, for the sitemap.
    var baseURL: String {
        (document.frontMatter?["base-url"]?.string ?? "https://ease.example.org").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }
}
