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
        let locales = [site.defaultLocale] + site.translationLocales
        for locale in locales {
            var renderer = SiteRenderer(catalog: catalog.localized(to: locale), locale: locale, locales: locales, templates: templates,
                                        fileSystem: fileSystem, media: hashed.names.mapValues { "/" + $0 }, memo: memo, output: output)
            renderer.renderAll()
            sitemap += renderer.sitemap
            // Its tables (the routes, the controls' inventory: about 4 to 6 ms to free at 10,000
            // readings) are freed beside the audit, not before it starts.
            ReleasedElsewhere.release(consume renderer)
        }
        output.add("sitemap.xml", SitemapWriter.xml(routes: sitemap, baseURL: site.baseURL))
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

    // MARK: Shared pieces

    func button(_ id: String, page: String, href: String, extra: [String: Any] = [:]) -> [String: Any] {
        guard let control = inventory[id] else { return [:] }
        return controls.control(control, page: page, role: "button", extra: extra.merging(["href": href]) { _, new in new })
    }

    /// The layout's values: language, titles, the tab bar with the current tab marked. Records
    /// the layout's controls for the page (see ``layoutValues(page:title:tab:)`` for the values alone).
    func layout(page: String, title: String, tab: String?) -> TemplateValues {
        recordLayoutControls(page: page, tab: tab)
        return layoutValues(page: page, title: title, tab: tab)
    }

    /// Records the layout's controls on a page: the skip link, and each tab, selected on the pages of its tab.
    func recordLayoutControls(page: String, tab: String?) {
        recordLayoutControls(pages: [page], tab: tab)
    }

    /// The layout's controls on each of `pages`, all pages of one tab: worked out once for them all.
    func recordLayoutControls(pages: [String], tab: String?) {
        var layout = [SiteControls.LayoutControl(id: "site.skip-link", role: "link",
                                                 description: AccessibilityDescription(label: site.text("skip-to-content"), traits: [.link]))]
        for item in site.tabs {
            guard let control = inventory["tab.\(item.id)"] else { continue }
            var description = control.description
            description.traits = item.id == tab ? [.link, .selected] : [.link]
            layout.append(SiteControls.LayoutControl(id: control.id, role: "link", description: description))
        }
        controls.recordLayout(pages: pages, layout)
    }

    /// The layout's values without recording anything, so pages can be made on every core.
    func layoutValues(page: String, title: String, tab: String?) -> TemplateValues {
        layoutValues(page: page, title: title, shared: sharedLayoutValues(tab: tab, isHome: page == paths.home))
    }

    /// The layout's values every page of `tab` has (but the home page's `isHome`): made once for
    /// all of the Learn tab's reading pages (``LearnTables/layout``) instead of once a page.
    func sharedLayoutValues(tab: String?, isHome: Bool) -> TemplateValues {
        ["lang": .text(locale), "siteTitle": .text(site.title), "tab": .text(tab ?? "none"), "tabs": .list(tabBars.values(current: tab)),
         "isHome": .flag(isHome), "homeHref": .text(paths.home), "ui": .values(ui),
         "accessibilityHref": .text(paths.accessibility), "labelsHref": .text(paths.labels)]
    }

    /// `shared` (``sharedLayoutValues(tab:isHome:)``) with the page's own values: its title and,
    /// on a site in several languages, its address in each of the others.
    func layoutValues(page: String, title: String, shared: TemplateValues) -> TemplateValues {
        var values = shared
        values["pageTitle"] = .text(title)
        if locales.count > 1 {
            let others = locales.map { other -> (String, String) in (other, paths.translate(page, to: SiteRoutes(locale: other, defaultLocale: site.defaultLocale))) }
            values["alternates"] = .list(others.map { ["hreflang": .text($0.0), "href": .text($0.1)] })
            values["hasLanguages"] = true
            values["languages"] = .list(others.map { other, href -> TemplateValues in
                var language: TemplateValues = ["lang": .text(other), "name": .text(LocaleFormats.autonym(other)), "href": .text(href)]
                if other == locale { language["current"] = true }
                return language
            })
        }
        return values
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

    mutating func emit(_ route: String, template: String, title: String, tab: String?, context: [String: Any]) {
        emit([prepare(route, template: template, title: title, tab: tab, context: TemplateValues(context))])
    }

    /// A page whose values are complete (and whose controls are recorded) but not yet rendered.
    struct PendingPage: @unchecked Sendable {
        // The values are plain strings, numbers, booleans, arrays and dictionaries of them,
        // only read once made; `Any` is what the templates take.
        let route: String
        let template: String
        let context: TemplateValues
        let layout: TemplateValues
    }

    /// Completes a page's values and records its layout's controls, in page order.
    func prepare(_ route: String, template: String, title: String, tab: String?, context: TemplateValues) -> PendingPage {
        recordLayoutControls(page: route, tab: tab)
        return prepare(route, template: template, title: title, context: context,
                       sharedLayout: sharedLayoutValues(tab: tab, isHome: route == paths.home))
    }

    /// Completes the values of a page whose caller records its layout's controls (in order,
    /// itself) and has its tab's layout values made already (`sharedLayout`: the reading pages).
    func prepare(_ route: String, template: String, title: String, context: TemplateValues, sharedLayout: TemplateValues) -> PendingPage {
        var context = context
        context["ui"] = .values(ui)
        return PendingPage(route: route, template: template, context: context,
                           layout: layoutValues(page: route, title: title, shared: sharedLayout))
    }

    /// Renders pages through their templates on every core, each worker adding its page to the
    /// output at once; the sitemap lists them in order.
    mutating func emit(_ pages: [PendingPage]) {
        let (templates, locale, memo, output) = (self.templates, self.locale, self.memo, self.output)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let page = pages[index]
            output.add(SiteRoutes.file(for: page.route),
                       Self.page(page.template, templates: templates, locale: locale, context: page.context, layout: page.layout, memo: memo))
        }
        sitemap += pages.map(\.route)
    }

    /// A page through its template and the layout, as bytes (from the memo when its values are unchanged).
    static func page(_ template: String, templates: TemplateSet, locale: String, context: TemplateValues, layout: TemplateValues,
                     memo: RenderMemo?) -> [UInt8] {
        let render = { templates.page(template, locale: locale, context: context, layout: layout) }
        guard let memo else { return render() }
        return memo.pages.value(for: RenderMemo.pageKey(template, templates: templates, locale: locale, context: context, layout: layout),
                                make: render)
    }

    func body(_ item: ContentItem, skippingTitle: Bool = true, topLevel: Int = 2) -> (html: String, toc: [TemplateValues], titleAnchor: String?) {
        let rendered = Self.body(item, routes: routes, media: media, skippingTitle: skippingTitle, topLevel: topLevel,
                                 memo: memo, linkTables: linkTables)
        return (rendered.html, Self.tocValues(rendered.toc, topLevel: topLevel), rendered.titleAnchor)
    }

    /// An item's Markdown body as HTML, its headings and its title's anchor; static, so pages can
    /// be rendered on every core.
    static func body(_ item: ContentItem, routes: ContentLinkTable, media: [String: String], skippingTitle: Bool,
                     topLevel: Int, memo: RenderMemo?, linkTables: Fingerprint.Value) -> RenderMemo.Body {
        let render = {
            HTMLBodyRenderer(routes: routes, media: media, documentPath: item.document.source.relativePath, topLevel: topLevel,
                             resolvedLinks: routes.resolvedLinks(of: item.document))
                .render(item.renderTree(), skippingLeadingTitle: skippingTitle)
        }
        guard let memo else { return render() }
        let key = RenderMemo.BodyKey(document: item.document.source.file.path, text: item.document.source.file.text,
                                     linkTables: linkTables, skippingTitle: skippingTitle, topLevel: topLevel)
        return memo.bodies.value(for: key, make: render)
    }

    /// The table of contents' template values: the headings at the top level.
    static func tocValues(_ toc: [HTMLBodyRenderer.TOCEntry], topLevel: Int) -> [TemplateValues] {
        toc.filter { $0.level == topLevel }.map { ["text": .text($0.text), "anchor": .text($0.anchor)] }
    }

    func image(_ image: ImageReference?) -> [String: Any]? {
        guard let image, let path = image.media.contentPath, let src = media[path] else { return nil }
        return ["src": src, "alt": image.isDecorative ? "" : image.alt ?? ""]
    }

    /// "Title, Author (Publisher), Year, pages …", appended piece by piece: interpolating the
    /// fields copied each string first, and every reading page has this line.
    func sourceLine(_ source: SourceAttribution?) -> String? {
        guard let source else { return nil }
        var line = source.title
        line += ", "
        line += source.author
        if let publisher = source.publisher {
            line += " ("
            line += publisher
            line += ")"
        }
        line += ", "
        line += String(source.year)
        line += ", "
        line += site.text("pages", filling: "pages", with: source.pages)
        return line
    }

    // MARK: All pages

    mutating func renderAll() {
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
        renderReadingPages(readings, tables: tables)
        // The inventory is rendered last, when every other page (itself included) has recorded its controls.
        let labelsLayout = layout(page: paths.labels, title: site.text("labels-title"), tab: nil)
        output.add(SiteRoutes.file(for: paths.labels),
                   Self.page("labels", templates: templates, locale: locale,
                             context: ["layoutRows": .list(controls.layoutRows { site.text($0) }), "rows": .rows(controls.inventoryRows()), "ui": .values(ui)],
                             layout: labelsLayout, memo: memo))
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

    func readingTime(_ reading: Reading) -> String {
        site.text("reading-time", count: ItemEncoder.readingMinutes(words: reading.item.outline.wordCount))
    }
}

extension SiteConfiguration {
    /// The site's public address, for the sitemap.
    var baseURL: String {
        (document.frontMatter?["base-url"]?.string ?? "https://ease.example.org").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }
}

/// The tab bar's values (title, link, id, and `current` on the page's own tab) for each tab a
/// page can be on.
struct TabBars: @unchecked Sendable {
    // Strings and booleans only, never changed once made; `Any` is what the templates take.
    private let byTab: [String?: [TemplateValues]]
    private let site: SiteConfiguration
    private let paths: SiteRoutes

    init(site: SiteConfiguration, paths: SiteRoutes) {
        self.site = site
        self.paths = paths
        var byTab: [String?: [TemplateValues]] = [:]
        for current in site.tabs.map(\.id) + [nil] { byTab[current] = Self.make(site: site, paths: paths, current: current) }
        self.byTab = byTab
    }

    /// The values with `current` marked (none for `nil`).
    func values(current: String?) -> [TemplateValues] {
        byTab[current] ?? Self.make(site: site, paths: paths, current: current)
    }

    private static func make(site: SiteConfiguration, paths: SiteRoutes, current: String?) -> [TemplateValues] {
        site.tabs.map { item in
            var values: TemplateValues = ["title": .text(item.title), "href": .text(paths.tab(item.id)), "id": .text(item.id)]
            if item.id == current { values["current"] = true }
            return values
        }
    }
}
