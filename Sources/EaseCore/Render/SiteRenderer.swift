import EaseDiagnostics
import EaseMarkdown
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
    let strings: AccessibilityStrings
    let inventory: [String: AccessibleControl]
    let controls: SiteControls
    /// Content-relative path → site URL, for content links.
    let routes: [String: String]
    /// Content-relative media path → site URL.
    let media: [String: String]
    var files: [String: [UInt8]] = [:]
    var sitemap: [String] = []

    /// Renders the site; returns its files keyed by path below the site folder.
    public static func render(_ catalog: ContentCatalog, templates: TemplateSet,
                              fileSystem: any ContentFileSystem = LocalFileSystem()) throws -> [String: [UInt8]] {
        guard let site = catalog.site else { return [:] }
        var renderer = try SiteRenderer(catalog: catalog, site: site, templates: templates, fileSystem: fileSystem)
        renderer.renderAll()
        return renderer.files
    }

    private init(catalog: ContentCatalog, site: SiteConfiguration, templates: TemplateSet, fileSystem: any ContentFileSystem) throws {
        self.catalog = catalog
        self.site = site
        self.templates = templates
        self.fileSystem = fileSystem
        locale = site.defaultLocale
        strings = AccessibilityStrings.for(locale)
        inventory = Dictionary(ControlInventory.controls(for: catalog, locale: locale).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        controls = SiteControls(locale: locale)
        var routes: [String: String] = [:]
        for reading in catalog.readings where reading.item.locale == nil { routes[reading.item.document.source.relativePath] = SiteRoutes.reading(reading.item.id.value) }
        for exercise in catalog.exercises where exercise.item.locale == nil { routes[exercise.item.document.source.relativePath] = SiteRoutes.exercise(exercise.item.id.value) }
        for page in catalog.onboardingPages where page.item.locale == nil { routes[page.item.document.source.relativePath] = SiteRoutes.onboarding(page.page.value) }
        for collection in catalog.copingStatements where collection.item.locale == nil { routes[collection.item.document.source.relativePath] = SiteRoutes.copingStatements }
        self.routes = routes
        let hashed = try HashedMedia(catalog, fileSystem: fileSystem)
        media = hashed.names.mapValues { "/" + $0 }
        files = hashed.files
    }

    // MARK: Shared pieces

    func button(_ id: String, page: String, href: String, extra: [String: Any] = [:]) -> [String: Any] {
        guard let control = inventory[id] else { return [:] }
        return controls.control(control, page: page, role: "button", extra: extra.merging(["href": href]) { _, new in new })
    }

    /// The layout's values: language, titles, the tab bar with the current tab marked.
    func layout(page: String, title: String, tab: String?) -> [String: Any] {
        controls.record(page: page, id: "site.skip-link", role: "link",
                        AccessibilityDescription(label: "Skip to content", traits: [.link]))
        let tabs: [[String: Any]] = site.tabs.map { item in
            var values: [String: Any] = ["title": item.title, "href": SiteRoutes.tab(item.id), "id": item.id]
            if let control = inventory["tab.\(item.id)"] {
                var description = control.description
                description.traits = item.id == tab ? [.link, .selected] : [.link]
                controls.record(page: page, id: control.id, role: "link", description)
            }
            if item.id == tab { values["current"] = true }
            return values
        }
        return ["lang": locale, "siteTitle": site.title, "pageTitle": title, "tab": tab ?? "none", "tabs": tabs,
                "isHome": page == SiteRoutes.home]
    }

    mutating func emit(_ route: String, template: String, title: String, tab: String?, context: [String: Any]) {
        let html = templates.page(template, context: context, layout: layout(page: route, title: title, tab: tab))
        files[SiteRoutes.file(for: route)] = Array(html.utf8)
        sitemap.append(route)
    }

    func body(_ item: ContentItem, skippingTitle: Bool = true, topLevel: Int = 2) -> (html: String, toc: [[String: Any]]) {
        let renderer = HTMLBodyRenderer(routes: routes, media: media, documentPath: item.document.source.relativePath, topLevel: topLevel)
        let (html, toc) = renderer.render(item.body, skippingLeadingTitle: skippingTitle)
        return (html, toc.filter { $0.level == topLevel }.map { ["text": $0.text, "anchor": $0.anchor] })
    }

    func image(_ image: ImageReference?) -> [String: Any]? {
        guard let image, let path = image.media.contentPath, let src = media[path] else { return nil }
        return ["src": src, "alt": image.isDecorative ? "" : image.alt ?? ""]
    }

    func sourceLine(_ source: SourceAttribution?) -> String? {
        guard let source else { return nil }
        let publisher = source.publisher.map { " (\($0))" } ?? ""
        return "\(source.title), \(source.author)\(publisher), \(source.year), pages \(source.pages)"
    }

    // MARK: All pages

    mutating func renderAll() {
        renderHome()
        renderLearn()
        renderRelax()
        renderExercises()
        renderCopingStatements()
        renderReflect()
        renderOnboarding()
        emit(SiteRoutes.accessibility, template: "accessibility", title: "Accessibility", tab: nil,
             context: ["siteTitle": site.title, "labelsHref": SiteRoutes.labels])
        emit("/404.html", template: "not-found", title: "Page not found", tab: nil, context: ["homeHref": SiteRoutes.home])
        sitemap.removeLast()
        // The inventory is rendered last, when every other page has recorded its controls.
        let labelsLayout = layout(page: SiteRoutes.labels, title: "Spoken labels", tab: nil)
        let html = templates.page("labels", context: ["rows": controls.inventoryRows()], layout: labelsLayout)
        files[SiteRoutes.file(for: SiteRoutes.labels)] = Array(html.utf8)
        sitemap.append(SiteRoutes.labels)
        for (path, bytes) in templates.assets { files["assets/" + path] = bytes }
        files["assets/theme.css"] = Array(SiteStyles.theme(site).utf8)
        files["assets/motion.css"] = Array(MotionCSSWriter.css(MotionCatalog(catalog).entries).utf8)
        files["sitemap.xml"] = Array(SitemapWriter.xml(routes: sitemap, baseURL: site.baseURL).utf8)
    }

    mutating func renderHome() {
        let tabs: [[String: Any]] = site.tabs.map { tab in ["title": tab.title, "href": SiteRoutes.tab(tab.id), "id": tab.id] }
        emit(SiteRoutes.home, template: "home", title: site.title, tab: nil,
             context: ["siteTitle": site.title, "tabs": tabs, "tourHref": SiteRoutes.onboarding(1)])
    }

    mutating func renderLearn() {
        let readings = catalog.readings.filter { $0.item.locale == nil }.sorted { $0.item.path < $1.item.path }
        let minutes = Dictionary(readings.map { ($0.item.id.value, readingTime($0)) }, uniquingKeysWith: { a, _ in a })
        let tutorialNumber = catalog.onboardingPages.first { $0.item.id.value == site.tutorialPage?.value }?.page.value ?? 1
        let list: [[String: Any]] = readings.map { reading in
            let control = inventory["learn.reading.\(reading.item.id.value)"]
            if let control { controls.record(page: SiteRoutes.learn, id: control.id, role: "link",
                                             AccessibilityDescription(label: control.description.label, traits: [.link])) }
            return ["title": reading.item.title, "summary": reading.summary, "href": SiteRoutes.reading(reading.item.id.value),
                    "minutes": minutes[reading.item.id.value] ?? ""]
        }
        emit(SiteRoutes.learn, template: "learn", title: tabTitle("learn"), tab: "learn", context: [
            "title": tabTitle("learn"),
            "readings": list,
            "tutorial": button("learn.show-tutorial", page: SiteRoutes.learn, href: SiteRoutes.onboarding(tutorialNumber)),
        ])
        let byID = Dictionary(readings.map { ($0.item.id.value, $0) }, uniquingKeysWith: { a, _ in a })
        for reading in readings {
            let route = SiteRoutes.reading(reading.item.id.value)
            let (html, toc) = body(reading.item)
            let related: [[String: Any]] = reading.related.compactMap { id in
                byID[id.value].map { ["title": $0.item.title, "href": SiteRoutes.reading($0.item.id.value)] }
            }
            var context: [String: Any] = ["title": reading.item.title, "summary": reading.summary, "body": html,
                                          "minutes": minutes[reading.item.id.value] ?? "", "toc": toc, "related": related,
                                          "tutorialHref": SiteRoutes.onboarding(tutorialNumber),
                                          "tutorialLabel": site.buttons["show-tutorial"] ?? "Show the tutorial again"]
            if !toc.isEmpty { context["hasTOC"] = true }
            if !related.isEmpty { context["hasRelated"] = true }
            if let source = sourceLine(reading.source) { context["source"] = source }
            if let image = image(reading.image) { context["image"] = image }
            emit(route, template: "reading", title: reading.item.title, tab: "learn", context: context)
        }
    }

    /// A tab's title from site.yml.
    func tabTitle(_ id: String) -> String {
        site.tabs.first { $0.id == id }?.title ?? id.capitalized
    }

    func readingTime(_ reading: Reading) -> String {
        let minutes = max(1, Int((Double(reading.item.body.wordCount) / Double(ItemEncoder.wordsPerMinute)).rounded()))
        return strings.minutes.format(minutes, locale: locale)
    }
}

extension SiteConfiguration {
    /// The site's public address, for the sitemap.
    var baseURL: String {
        (document.frontMatter?["base-url"]?.string ?? "https://ease.example.org").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }
}
