import EaseBytes
import Dispatch
import EaseTemplates

extension SiteRenderer {
    /// What every reading page of a locale shares: reading times, the readings' titles and files
    /// by id (for the related list) and the tutorial's page number.
    struct LearnTables {
        /// The reading time's text by its number of minutes (``ReadingTimes``).
        let minutes: ReadingTimes
        let byID: [String: RelatedReading]
        let tutorialNumber: Int
        /// The layout's values every reading page shares (``sharedLayoutValues(tab:isHome:)``).
        let layout: TemplateValues
    }

    /// What a page needs of a reading it lists as related (not the whole reading: the table holds
    /// one entry per reading of the locale).
    struct RelatedReading {
        let title: String
        /// The content-relative path of the reading's file.
        let relativePath: String
    }

    /// The Learn tab's readings in path order (the catalog's nearly always are already: the
    /// loader sorts files) and what their pages share.
    func learnReadings() -> (readings: [Reading], tables: LearnTables) {
        let listed = catalog.localeReadings
        let readings = listed.indices.dropFirst().allSatisfy({ listed[$0 - 1].item.path <= listed[$0].item.path })
            ? listed : listed.sorted { $0.item.path < $1.item.path }
        return (readings, learnTables(readings))
    }

    /// One page per reading. Reading pages are most of the site. Each is made whole — Markdown
    /// body, values, template — by one worker on every core, which adds it to the output at once.
    /// A reading page's only controls are the layout's, which ``renderLearn(_:tables:)`` records
    /// in page order.
    func renderReadingPages(_ readings: [Reading], tables: LearnTables) {
        let pages = ReadingPageRenderer(renderer: withoutRecordedControls(), tables: tables)
        let (output, memo) = (self.output, self.memo)
        DispatchQueue.concurrentPerform(iterations: readings.count) { index in
            let page = pages.page(for: readings[index], memo: memo)
            output.add(page.path, page.bytes)
        }
        memo?.readingPages[locale] = pages
    }

    /// The Learn tab: the list of readings, and the reading pages' place in the inventory and
    /// the sitemap (``renderReadingPages(_:tables:)`` made them), so both are in the same order
    /// as a one-core build's.
    mutating func renderLearn(_ readings: [Reading], tables: LearnTables) {
        // Each reading's route and its link's recorded control (if the inventory has one) made on
        // every core (on one, with the bundle's thread often done by now, they left the other core
        // idle for 10 to 18 ms), then taken, not copied, into the routes and the controls in list
        // order (copies were 6 to 9 ms of one core at 10,000 readings).
        let (paths, inventory, learn) = (self.paths, self.inventory, self.paths.learn)
        var listed = parallelMap(readings.count) { index in
            let id = readings[index].item.id.value
            return (route: paths.reading(id), control: inventory[String(joining: "learn.reading.", id)].map { control in
                SiteControls.Entry(page: learn, id: control.id, role: "link",
                                   description: AccessibilityDescription(label: control.description.label, traits: [.link]))
            })
        }
        var ordered: [String] = []
        ordered.reserveCapacity(listed.count)
        for slot in listed.indices {
            let (route, control) = listed.take(at: slot, leaving: ("", nil))
            ordered.append(route)
            if let control { controls.record(control) }
        }
        let routes = ordered
        // The rows are made as the list renders them (``TemplateRows``): the list of 10,000 is
        // made at the build's highest moment (the end of the site, beside the bundle's last
        // files), and only the rows being rendered are held. Every value of a row is text.
        let (languages, minutes) = (contentLanguages(of: readings), tables.minutes)
        let rows = TemplateRows(count: readings.count) { index in
            let item = readings[index].item
            var values: TemplateValues = ["title": .text(item.title), "summary": .text(readings[index].summary), "href": .text(routes[index]),
                                          "minutes": .text(minutes.text(of: readings[index]))]
            if let language = languages[index] { values["contentLang"] = .text(language) }
            return values
        }
        emit(paths.learn, template: "learn", title: tabTitle("learn"), tab: "learn", context: [
            "title": tabTitle("learn"),
            "readings": rows,
            "tutorial": button("learn.show-tutorial", page: paths.learn, href: paths.onboarding(tables.tutorialNumber)),
        ])
        recordLayoutControls(pages: routes, tab: "learn")
        sitemap += routes
    }

    /// ``contentLanguage(_:)`` of each reading. Not in the mutating ``renderLearn(_:tables:)``'s
    /// own closure: a method called on its `self` from there copied the whole renderer (two
    /// dozen references) for each of 10,000 readings.
    func contentLanguages(of readings: [Reading]) -> [String?] {
        readings.map { contentLanguage($0.item) }
    }

    func learnTables(_ readings: [Reading]) -> LearnTables {
        let tutorialNumber = catalog.onboardingPages.first { $0.item.id.value == site.tutorialPage?.value }?.page.value ?? 1
        // Filled in place from the last reading to the first, so that the first of two readings
        // with one id keeps it, without the array of pairs a dictionary made from them needed.
        var byID: [String: RelatedReading] = [:]
        byID.reserveCapacity(readings.count)
        for index in readings.indices.reversed() {
            let item = readings[index].item
            byID[item.id.value] = RelatedReading(title: item.title, relativePath: item.document.source.relativePath)
        }
        return LearnTables(minutes: ReadingTimes(readings, site: site), byID: byID,
                           tutorialNumber: tutorialNumber, layout: sharedLayoutValues(tab: "learn", isHome: false))
    }

    /// One reading's page, its body already rendered. It records no controls: its only ones are
    /// the layout's, which the caller records in page order.
    func readingPage(_ reading: Reading, body rendered: RenderMemo.Body, tables: LearnTables) -> PendingPage {
        let route = paths.reading(reading.item.id.value)
        let toc = Self.tocValues(rendered.toc, topLevel: 2)
        let related: [TemplateValues] = reading.related.compactMap { id in
            tables.byID[id.value].map { ["title": .text($0.title), "href": .text(paths.reading(id.value))] }
        }
        var context: TemplateValues = ["title": .text(reading.item.title), "summary": .text(reading.summary), "body": .markup(rendered.html),
                                       "minutes": .text(tables.minutes.text(of: reading)), "toc": .list(toc), "related": .list(related),
                                       "tutorialHref": .text(paths.onboarding(tables.tutorialNumber)),
                                       "tutorialLabel": .text(site.buttons["show-tutorial"] ?? "")]
        if let titleAnchor = rendered.titleAnchor { context["titleAnchor"] = .text(titleAnchor) }
        if !toc.isEmpty { context["hasTOC"] = true }
        if !related.isEmpty { context["hasRelated"] = true }
        if let source = sourceLine(reading.source) { context["source"] = .text(site.text("based-on", filling: "source", with: source)) }
        if let image = image(reading.image) { context["image"] = TemplateValue(image) }
        if let language = contentLanguage(reading.item) { context["contentLang"] = .text(language) }
        return prepare(route, template: "reading", title: reading.item.title, context: context, sharedLayout: tables.layout)
    }
}

/// What renders one locale's reading pages: on every core during the build, and again after it
/// for ``ReadingEditBuild`` — the locale's renderer (its routes, media names) and its reading
/// tables, valid while no front matter, file or template changed.
struct ReadingPageRenderer: @unchecked Sendable {
    // Only read once made; its pages record no controls, so the renderer's (a class) is never written.
    let renderer: SiteRenderer
    let tables: SiteRenderer.LearnTables

    /// The page of `reading` (a reading this locale shows), as bytes, with its path in the site;
    /// it records no controls, so pages can be made on every core. With a `memo`, the body and
    /// page are taken from it when their inputs are unchanged.
    func page(for reading: Reading, memo: RenderMemo? = nil) -> (path: String, bytes: [UInt8]) {
        let body = SiteRenderer.body(reading.item, routes: renderer.routes, media: renderer.media, skippingTitle: true, topLevel: 2,
                                     memo: memo, linkTables: renderer.linkTables)
        let pending = renderer.readingPage(reading, body: body, tables: tables)
        let bytes = SiteRenderer.page(pending.template, templates: renderer.templates, locale: renderer.locale, context: pending.context,
                                      layout: pending.layout, memo: memo)
        return (SiteRoutes.file(for: pending.route), bytes)
    }
}
