import EaseTemplates
import Foundation

/// Pages made from their values: completed, rendered through their templates on every core and
/// added to the output.
extension SiteRenderer {
    /// One page: its values completed, its layout's controls recorded, rendered and added.
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

        /// The keys of the page's values that ``TemplateVocabulary`` does not declare.
        var undeclaredKeys: [String] {
            TemplateVocabulary.undeclaredKeys(in: context, scope: template) + TemplateVocabulary.undeclaredKeys(in: layout, scope: "layout")
        }

        /// Stops a debug build (the tests) whose renderer gave a page a value ``TemplateVocabulary``
        /// does not declare, so that the vocabulary the template checks use says what the renderer gives.
        func assertDeclared() {
            assert(undeclaredKeys.isEmpty, "values TemplateVocabulary does not declare: \(undeclaredKeys)")
        }
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
        let page = PendingPage(route: route, template: template, context: context,
                               layout: layoutValues(page: route, title: title, shared: sharedLayout))
        page.assertDeclared()
        return page
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
}
