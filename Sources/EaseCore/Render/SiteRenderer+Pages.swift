import EaseBytes
import EaseTemplates

extension SiteRenderer {
    mutating func renderReflect() {
        let title = tabTitle("reflect")
        var context: [String: Any] = [
            "title": title, "intro": site.reflect.intro, "prompts": site.reflect.prompts, "emptyState": site.reflect.emptyState,
        ]
        if let reminder = site.reminders["reflection"], let time = reminder.time {
            context["reminder"] = split("reflect-reminder", around: "time").mapValues { $0.replacingPlaceholder("{message}", with: reminder.message) }
                .merging(["time": LocaleFormats.time(time, locale: locale), "datetime": time.description]) { _, new in new }
        }
        emit(paths.reflect, template: "reflect", title: title, tab: "reflect", context: context)
    }

    mutating func renderOnboarding() {
        let pages = catalog.localeOnboardingPages.sorted { $0.page.value < $1.page.value }
        for page in pages {
            let route = paths.onboarding(page.page.value)
            let id = page.item.id.value
            let pager: [[String: Any]] = pages.map { other in
                let label = split("page-of", around: "position")
                var values: [String: Any] = ["number": other.page.value, "href": paths.onboarding(other.page.value),
                                             "before": label["before"]!, "after": label["after"]!.replacingPlaceholder("{count}", with: String(pages.count))]
                if other.page.value == page.page.value { values["current"] = true }
                return values
            }
            if let control = inventory["onboarding.\(id).pager"] {
                controls.record(page: route, id: control.id, role: "navigation", control.description)
            }
            let (html, _, titleAnchor) = body(page.item, skippingTitle: true)
            var context: [String: Any] = [
                "title": page.item.title, "body": html,
                "progress": site.text("page-of", ["position": String(page.page.value), "count": String(pages.count)]), "pager": pager,
                "motionScope": "onboarding-\(id)",
            ]
            if let titleAnchor { context["titleAnchor"] = titleAnchor }
            if let image = image(page.image) { context["image"] = image }
            if let reminder = page.reminder.flatMap({ site.reminders[$0] }), let time = reminder.time {
                context["reminder"] = split("suggested-time", around: "time")
                    .merging(["time": LocaleFormats.time(time, locale: locale), "datetime": time.description]) { _, new in new }
            }
            if let language = contentLanguage(page.item) { context["contentLang"] = language }
            if page.page.value > 1 { context["previousHref"] = paths.onboarding(page.page.value - 1) }
            if page.page.value < pages.count {
                context["nextHref"] = paths.onboarding(page.page.value + 1)
                context["skip"] = button("onboarding.\(id).skip", page: route, href: paths.relax)
            } else {
                context["getStarted"] = button("onboarding.\(id).get-started", page: route, href: paths.relax, extra: ["primary": true])
            }
            emit(route, template: "onboarding", title: page.item.title, tab: nil, context: context)
        }
    }
}

/// `sitemap.xml` (sitemaps.org 0.9) listing every page.
enum SitemapWriter {
    /// The sitemap's bytes: each route under `baseURL`, in `String` order. Written as bytes (the
    /// base escaped once, each route escaped into the output), not as a string built by
    /// interpolation and copied: at 10,000 readings it is made on one core while the other waits
    /// between the site and the audit (about 2.5 ms now).
    static func xml(routes: [String], baseURL: String) -> [UInt8] {
        let base = ByteBuffer()
        HTMLEscaping.append(baseURL, to: base)
        return ByteBuffer.array(expectedCount: routes.count * (base.count + 40) + 160) { out in
            out.append(literal: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n")
            for route in StringOrder.sorted(routes) {
                out.append(literal: "  <url><loc>")
                out.append(bytes: base.bytes)
                HTMLEscaping.append(route, to: out)
                out.append(literal: "</loc></url>\n")
            }
            out.append(literal: "</urlset>\n")
        }
    }
}
