extension SiteRenderer {
    /// The Learn tab: the list of readings and one page per reading.
    mutating func renderLearn() {
        let readings = catalog.localeReadings.sorted { $0.item.path < $1.item.path }
        let minutes = Dictionary(readings.map { ($0.item.id.value, readingTime($0)) }, uniquingKeysWith: { a, _ in a })
        let tutorialNumber = catalog.onboardingPages.first { $0.item.id.value == site.tutorialPage?.value }?.page.value ?? 1
        let list: [[String: Any]] = readings.map { reading in
            let control = inventory["learn.reading.\(reading.item.id.value)"]
            if let control { controls.record(page: paths.learn, id: control.id, role: "link",
                                             AccessibilityDescription(label: control.description.label, traits: [.link])) }
            var values: [String: Any] = ["title": reading.item.title, "summary": reading.summary, "href": paths.reading(reading.item.id.value),
                                         "minutes": minutes[reading.item.id.value] ?? ""]
            if let language = contentLanguage(reading.item) { values["contentLang"] = language }
            return values
        }
        emit(paths.learn, template: "learn", title: tabTitle("learn"), tab: "learn", context: [
            "title": tabTitle("learn"),
            "readings": list,
            "tutorial": button("learn.show-tutorial", page: paths.learn, href: paths.onboarding(tutorialNumber)),
        ])
        let byID = Dictionary(readings.map { ($0.item.id.value, $0) }, uniquingKeysWith: { a, _ in a })
        // Reading pages are most of the site. Their Markdown bodies and their templates are
        // rendered on every core; the contexts, and the controls each page records, are made in
        // order, so the output is the same as a one-core build.
        let (routes, media, memo, linkTables) = (self.routes, self.media, self.memo, self.linkTables)
        let bodies = parallelMap(readings.count) { index in
            Self.body(readings[index].item, routes: routes, media: media, skippingTitle: true, topLevel: 2, memo: memo, linkTables: linkTables)
        }
        var pages: [PendingPage] = []
        for (reading, rendered) in zip(readings, bodies) {
            let route = paths.reading(reading.item.id.value)
            let toc = Self.tocValues(rendered.toc, topLevel: 2)
            let related: [[String: Any]] = reading.related.compactMap { id in
                byID[id.value].map { ["title": $0.item.title, "href": paths.reading($0.item.id.value)] }
            }
            var context: [String: Any] = ["title": reading.item.title, "summary": reading.summary, "body": rendered.html,
                                          "minutes": minutes[reading.item.id.value] ?? "", "toc": toc, "related": related,
                                          "tutorialHref": paths.onboarding(tutorialNumber),
                                          "tutorialLabel": site.buttons["show-tutorial"] ?? ""]
            if let titleAnchor = rendered.titleAnchor { context["titleAnchor"] = titleAnchor }
            if !toc.isEmpty { context["hasTOC"] = true }
            if !related.isEmpty { context["hasRelated"] = true }
            if let source = sourceLine(reading.source) { context["source"] = site.text("based-on", ["source": source]) }
            if let image = image(reading.image) { context["image"] = image }
            if let language = contentLanguage(reading.item) { context["contentLang"] = language }
            pages.append(prepare(route, template: "reading", title: reading.item.title, tab: "learn", context: context))
        }
        emit(pages)
    }
}
