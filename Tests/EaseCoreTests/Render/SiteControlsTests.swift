@testable import EaseCore
import EaseTemplates
import Testing

/// The inventory of spoken strings: the layout's controls counted over pages, each page's own listed.
@Suite struct SiteControlsTests {
    static let skip = AccessibilityDescription(label: "Skip to content", traits: [.link])
    static let learn = AccessibilityDescription(label: "Learn", traits: [.link, .selected])
    static let learnElsewhere = AccessibilityDescription(label: "Learn", traits: [.link])

    /// Records the layout of `pages` (all of the Learn tab) and of one page of another tab: the
    /// pages all at once, or one by one, each once with all its layout's controls.
    static func record(_ pages: [String], batched: Bool) -> SiteControls {
        let controls = SiteControls(locale: "en")
        let layout = [SiteControls.LayoutControl(id: "site.skip-link", role: "link", description: skip),
                      SiteControls.LayoutControl(id: "tab.learn", role: "link", description: learn)]
        if batched {
            controls.recordLayout(pages: pages, layout)
        } else {
            for page in pages { controls.recordLayout(pages: [page], layout) }
        }
        controls.recordLayout(pages: ["/relax/"], [SiteControls.LayoutControl(id: "site.skip-link", role: "link", description: skip),
                                                   SiteControls.LayoutControl(id: "tab.learn", role: "link", description: learnElsewhere)])
        return controls
    }

    @Test func layoutControlsRecordedForManyPagesAtOnceMakeTheSameRows() {
        let pages = (0..<1_200).map { "/learn/reading-\($0)/" }
        let text: (String) -> String = { $0 }
        let batched = Self.record(pages, batched: true).layoutRows(text: text)
        let single = Self.record(pages, batched: false).layoutRows(text: text)
        func texts(_ rows: [TemplateValues], _ key: String) -> [String?] { rows.map { $0[key]?.boxed as? String } }
        #expect(texts(batched, "where") == texts(single, "where"))
        #expect(texts(batched, "spoken") == texts(single, "spoken"))
        #expect(texts(batched, "where") == ["labels-every-page", "labels-tab-pages", "labels-other-pages"])
        // Recording nothing changes nothing.
        let controls = SiteControls(locale: "en")
        controls.recordLayout(pages: [], [SiteControls.LayoutControl(id: "site.skip-link", role: "link", description: Self.skip)])
        #expect(controls.layoutEntries.isEmpty)
    }

    @Test func inventoryRowsKeepTheOrderControlsWereRecordedIn() throws {
        let controls = SiteControls(locale: "en")
        for index in 0..<3_000 {
            controls.record(page: "/learn/", id: "learn.reading.\(index)", role: "link",
                            AccessibilityDescription(label: "Reading \(index)", traits: [.link]))
        }
        let rows = controls.inventoryRows()
        #expect(rows.count == 3_000)
        let made = (0..<rows.count).compactMap { rows.element(at: $0) as? TemplateValues }
        #expect(made.map { $0["id"]?.boxed as? String } == (0..<3_000).map { "learn.reading.\($0)" })
        try #require(made.count == 3_000)
        #expect(made[42]["spoken"]?.boxed as? String == "Reading 42, link")
        #expect(made[42]["page"]?.boxed as? String == "/learn/")
    }
}
