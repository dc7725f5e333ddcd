extension SiteRenderer {
    mutating func renderReflect() {
        let reflect = site.document.frontMatter?["reflect"]
        let title = tabTitle("reflect")
        var context: [String: Any] = [
            "title": title,
            "intro": reflect?["intro"]?.string ?? "",
            "prompts": (reflect?["prompts"]?.items ?? []).compactMap(\.string),
            "emptyState": reflect?["empty-state"]?.string ?? "",
        ]
        if let reminder = site.reminders["reflection"], let time = reminder.time {
            context["reminder"] = ["time": time.description, "message": reminder.message]
        }
        emit(SiteRoutes.reflect, template: "reflect", title: title, tab: "reflect", context: context)
    }

    mutating func renderOnboarding() {
        let pages = catalog.onboardingPages.filter { $0.item.locale == nil }.sorted { $0.page.value < $1.page.value }
        for page in pages {
            let route = SiteRoutes.onboarding(page.page.value)
            let id = page.item.id.value
            let pager: [[String: Any]] = pages.map { other in
                var values: [String: Any] = ["number": other.page.value, "count": pages.count, "href": SiteRoutes.onboarding(other.page.value)]
                if other.page.value == page.page.value { values["current"] = true }
                return values
            }
            if let control = inventory["onboarding.\(id).pager"] {
                controls.record(page: route, id: control.id, role: "navigation", control.description)
            }
            var context: [String: Any] = [
                "title": page.item.title, "body": body(page.item, skippingTitle: true).html,
                "position": strings.position(page.page.value, of: pages.count), "pager": pager,
                "motionScope": "onboarding-\(id)",
            ]
            if let image = image(page.image) { context["image"] = image }
            if let reminder = page.reminder.flatMap({ site.reminders[$0] }), let time = reminder.time {
                context["reminder"] = ["time": time.description, "enabled": reminder.enabled]
            }
            if page.page.value > 1 { context["previousHref"] = SiteRoutes.onboarding(page.page.value - 1) }
            if page.page.value < pages.count {
                context["nextHref"] = SiteRoutes.onboarding(page.page.value + 1)
                context["skip"] = button("onboarding.\(id).skip", page: route, href: SiteRoutes.relax)
            } else {
                context["getStarted"] = button("onboarding.\(id).get-started", page: route, href: SiteRoutes.relax, extra: ["primary": true])
            }
            emit(route, template: "onboarding", title: page.item.title, tab: nil, context: context)
        }
    }
}

/// `sitemap.xml` (sitemaps.org 0.9) listing every page.
enum SitemapWriter {
    static func xml(routes: [String], baseURL: String) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for route in routes.sorted() {
            out += "  <url><loc>\(HTML.escape(baseURL + route))</loc></url>\n"
        }
        return out + "</urlset>\n"
    }
}
