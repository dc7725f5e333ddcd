import EaseTemplates
import Foundation

/// The layout every page shares: its values (language, titles, the tab bar) and the controls it
/// records on each page.
extension SiteRenderer {
    /// A control of the inventory as a button's template values on `page`, recorded there.
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
