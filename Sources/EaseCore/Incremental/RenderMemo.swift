import EaseTemplates

/// Rendered Markdown bodies and pages kept between the builds of `ease serve`, keyed by
/// everything each was made from, so a build after one edit renders only what the edit reaches.
///
/// The keys are the render stage's dependency graph: a body depends on its document's text and on
/// the site's link and media tables; a page depends on its template set, locale and values
/// (which hold its body, its neighbours' titles, the tab bar…). A changed reading thus re-renders
/// its own page and the pages whose values mention it (the Learn list, the labels page, related
/// readings), and nothing else.
public final class RenderMemo: @unchecked Sendable {
    /// What a body renders to: HTML, headings, the title's anchor.
    typealias Body = (html: RenderedMarkup, toc: [HTMLBodyRenderer.TOCEntry], titleAnchor: String?)

    /// What a body is made from.
    struct BodyKey: Hashable, Sendable {
        let document: String
        let text: String
        let linkTables: Fingerprint.Value
        let skippingTitle: Bool
        let topLevel: Int
    }

    let bodies = RebuildMemo<BodyKey, Body>()
    let pages = RebuildMemo<Fingerprint.Value, [UInt8]>()
    /// Each locale's reading-page renderer from the last full render (written by that render only).
    var readingPages: [String: ReadingPageRenderer] = [:]

    /// An empty memo.
    public init() {}

    /// How many bodies and pages the last build took from the memo, and how many it rendered.
    public var counts: (reused: Int, rendered: Int) {
        (bodies.hits + pages.hits, bodies.misses + pages.misses)
    }

    /// Ends a build: keeps only what it used.
    public func finishBuild() {
        bodies.finishBuild()
        pages.finishBuild()
    }

    static func pageKey(_ template: String, templates: TemplateSet, locale: String, context: TemplateValues,
                        layout: TemplateValues) -> Fingerprint.Value {
        var digest = Fingerprint()
        digest.add(templates.digest.first)
        digest.add(templates.digest.second)
        digest.add(template)
        digest.add(locale)
        digest.add(templateValue: context)
        digest.add(templateValue: layout)
        return digest.value
    }
}
