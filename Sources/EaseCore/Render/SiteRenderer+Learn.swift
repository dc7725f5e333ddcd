extension SiteRenderer {
    /// What every reading page of a locale shares: reading times, the readings by id (for the
    /// related list) and the tutorial's page number.
    struct LearnTables {
        let minutes: [String: String]
        let byID: [String: Reading]
        let tutorialNumber: Int
    }

    /// The Learn tab: the list of readings and one page per reading.
    mutating func renderLearn() {
        let readings = catalog.localeReadings.sorted { $0.item.path < $1.item.path }
        let tables = learnTables(readings)
        let list: [[String: Any]] = readings.map { reading in
            let control = inventory["learn.reading.\(reading.item.id.value)"]
            if let control { controls.record(page: paths.learn, id: control.id, role: "link",
                                             AccessibilityDescription(label: control.description.label, traits: [.link])) }
            var values: [String: Any] = ["title": reading.item.title, "summary": reading.summary, "href": paths.reading(reading.item.id.value),
                                         "minutes": tables.minutes[reading.item.id.value] ?? ""]
            if let language = contentLanguage(reading.item) { values["contentLang"] = language }
            return values
        }
        emit(paths.learn, template: "learn", title: tabTitle("learn"), tab: "learn", context: [
            "title": tabTitle("learn"),
            "readings": list,
            "tutorial": button("learn.show-tutorial", page: paths.learn, href: paths.onboarding(tables.tutorialNumber)),
        ])
        // Reading pages are most of the site. Their Markdown bodies and their templates are
        // rendered on every core; the contexts, and the controls each page records, are made in
        // order, so the output is the same as a one-core build. They go in runs of
        // `readingPagesInFlight`, so only one run's bodies and pages are in memory at a time.
        let (routes, media, memo, linkTables) = (self.routes, self.media, self.memo, self.linkTables)
        for start in stride(from: 0, to: readings.count, by: Self.readingPagesInFlight) {
            let run = readings[start..<min(start + Self.readingPagesInFlight, readings.count)]
            let bodies = parallelMap(run.count) { index in
                Self.body(run[run.startIndex + index].item, routes: routes, media: media, skippingTitle: true, topLevel: 2,
                          memo: memo, linkTables: linkTables)
            }
            emit(zip(run, bodies).map { readingPage($0, body: $1, tables: tables) })
        }
        memo?.readingPages[locale] = ReadingPageRenderer(renderer: withoutRecordedControls(), tables: tables)
    }

    /// How many reading pages are rendered between two writes: enough to keep every core busy,
    /// few enough that their bodies and contexts stay small beside the catalog.
    static let readingPagesInFlight = 512

    func learnTables(_ readings: [Reading]) -> LearnTables {
        let tutorialNumber = catalog.onboardingPages.first { $0.item.id.value == site.tutorialPage?.value }?.page.value ?? 1
        return LearnTables(minutes: Dictionary(readings.map { ($0.item.id.value, readingTime($0)) }, uniquingKeysWith: { a, _ in a }),
                           byID: Dictionary(readings.map { ($0.item.id.value, $0) }, uniquingKeysWith: { a, _ in a }),
                           tutorialNumber: tutorialNumber)
    }

    /// One reading's page, its body already rendered.
    func readingPage(_ reading: Reading, body rendered: RenderMemo.Body, tables: LearnTables) -> PendingPage {
        let route = paths.reading(reading.item.id.value)
        let toc = Self.tocValues(rendered.toc, topLevel: 2)
        let related: [[String: Any]] = reading.related.compactMap { id in
            tables.byID[id.value].map { ["title": $0.item.title, "href": paths.reading($0.item.id.value)] }
        }
        var context: [String: Any] = ["title": reading.item.title, "summary": reading.summary, "body": rendered.html,
                                      "minutes": tables.minutes[reading.item.id.value] ?? "", "toc": toc, "related": related,
                                      "tutorialHref": paths.onboarding(tables.tutorialNumber),
                                      "tutorialLabel": site.buttons["show-tutorial"] ?? ""]
        if let titleAnchor = rendered.titleAnchor { context["titleAnchor"] = titleAnchor }
        if !toc.isEmpty { context["hasTOC"] = true }
        if !related.isEmpty { context["hasRelated"] = true }
        if let source = sourceLine(reading.source) { context["source"] = site.text("based-on", ["source": source]) }
        if let image = image(reading.image) { context["image"] = image }
        if let language = contentLanguage(reading.item) { context["contentLang"] = language }
        return prepare(route, template: "reading", title: reading.item.title, tab: "learn", context: context)
    }
}

/// What renders one locale's reading pages again after the build that made them, for
/// ``ReadingEditBuild``: the locale's renderer (its routes, media names, controls) and its
/// reading tables, valid while no front matter, file or template changed.
struct ReadingPageRenderer: @unchecked Sendable {
    // Only read after the build that made it.
    let renderer: SiteRenderer
    let tables: SiteRenderer.LearnTables

    /// The page of `reading` (a reading this locale shows), as bytes, with its path in the site.
    func page(for reading: Reading) -> (path: String, bytes: [UInt8]) {
        let r = renderer.withoutRecordedControls()
        let body = SiteRenderer.body(reading.item, routes: r.routes, media: r.media, skippingTitle: true, topLevel: 2, memo: nil,
                                     linkTables: r.linkTables)
        let pending = r.readingPage(reading, body: body, tables: tables)
        let bytes = SiteRenderer.page(pending.template, templates: r.templates, locale: r.locale, context: pending.context,
                                      layout: pending.layout, memo: nil)
        return (SiteRoutes.file(for: pending.route), bytes)
    }
}
