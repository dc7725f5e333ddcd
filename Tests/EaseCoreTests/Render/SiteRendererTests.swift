import EaseCore
import EaseTestSupport
import Foundation
import Testing

@Suite struct SiteRendererTests {
    let files: [String: String]

    init() throws {
        let catalog = ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog
        let (templates, diagnostics) = TemplateSet.load(from: ContentFixture.repositoryRoot + "/Templates")
        try #require(diagnostics.isEmpty, "\(diagnostics)")
        let rendered = try SiteRenderer.render(catalog, templates: try #require(templates))
        files = rendered.compactMapValues { bytes in String(bytes: bytes, encoding: .utf8) }
    }

    @Test func everyPageIsThere() {
        for path in ["index.html", "learn/index.html", "learn/what-is-gad/index.html", "relax/index.html",
                     "relax/very-anxious/index.html", "relax/very-anxious/10/index.html", "relax/very-anxious/10/3/index.html",
                     "exercises/deep-breathing/index.html", "exercises/guided-meditation/index.html", "coping-statements/index.html",
                     "reflect/index.html", "onboarding/1/index.html", "onboarding/5/index.html", "accessibility/index.html",
                     "accessibility/labels/index.html", "404.html", "sitemap.xml", "assets/site.css", "assets/site.js",
                     "assets/theme.css", "assets/motion.css"] {
            #expect(files[path] != nil, "missing \(path)")
        }
        let sessionSteps = files.keys.filter { $0.hasPrefix("relax/") && $0.split(separator: "/").count >= 4 }
        #expect(sessionSteps.count == 18, "one page per step: 1 + 2 + 3 steps for each of the 3 moods")
    }

    @Test func pagesAreSelfContainedUnderAStrictCSP() {
        for (path, html) in files where path.hasSuffix(".html") {
            #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'self';"), "\(path)")
            #expect(!html.contains("<script>") && !html.contains("style=\"") && !html.contains("<style"), "\(path) has inline script or style")
            #expect(!html.contains("http://") && !html.contains("https://"), "\(path) refers to another origin")
            #expect(html.components(separatedBy: "<h1").count == 2, "\(path) has exactly one h1")
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(path.hasPrefix("ru/") ? "ru" : "en")\">"), "\(path)")
        }
    }

    @Test func controlsCarryTheirAccessibilityDescription() throws {
        let relax = try #require(files["relax/index.html"])
        #expect(relax.contains("<button type=\"submit\" class=\"button\" aria-describedby=\"hint-"))
        #expect(relax.contains("<span class=\"emoji\" aria-hidden=\"true\">😰</span> Very anxious</button>"))
        #expect(relax.contains("class=\"visually-hidden\">Shows how long you can relax</span>"))
        #expect(relax.contains("href=\"/relax/\" aria-current=\"page\">Relax</a>"))
        let labels = try #require(files["accessibility/labels/index.html"])
        #expect(labels.contains("<td>Very anxious, button. Shows how long you can relax</td>"))
        #expect(labels.contains("<td>Pause, button. Pauses the exercise</td>"))
        #expect(labels.contains("<td>Page, 2 of 5, adjustable. Moves between pages of the introduction</td>"))
    }

    @Test func theInventoryListsTheLayoutsControlsOnceForEveryWayTheyAreRead() throws {
        let labels = try #require(files["accessibility/labels/index.html"])
        let tables = labels.components(separatedBy: "<h2 id=\"labels-pages\">")
        try #require(tables.count == 2)
        let (layout, pages) = (tables[0], tables[1])
        let layoutRows = layout.components(separatedBy: "<tr><td>").dropFirst().map { $0.components(separatedBy: "</td>").first! }
        #expect(layoutRows == ["Every page"] + Array(repeating: ["Pages of this tab", "Other pages"], count: 3).flatMap { $0 })
        #expect(layout.contains("<td>Every page</td><td><code>site.skip-link</code></td><td>link</td><td>Skip to content</td>"))
        #expect(layout.contains("<td>Pages of this tab</td><td><code>tab.relax</code></td>"))
        #expect(layout.contains("<td>Relax, 2 of 3, link, selected. Shows the tab</td>"))
        #expect(layout.contains("<td>Relax, 2 of 3, link. Shows the tab</td>"))
        // The page-by-page table holds each page's own controls, not the layout's again.
        #expect(!pages.contains("site.skip-link") && !pages.contains("<code>tab."))
        #expect(pages.contains("<td>/learn/</td><td><code>learn.reading.what-is-gad</code></td>"))
        let russian = try #require(files["ru/accessibility/labels/index.html"])
        #expect(russian.contains("<td>Все страницы</td><td><code>site.skip-link</code></td>"))
    }

    @Test func sessionsLinkStepByStepAndEndWithDone() throws {
        let first = try #require(files["relax/very-anxious/10/index.html"])
        #expect(first.contains("<p class=\"progress\" data-motion-element=\"progress\">Exercise 1 of 3</p>"))
        #expect(first.contains("action=\"/relax/very-anxious/10/2/\""))
        let last = try #require(files["relax/very-anxious/10/3/index.html"])
        #expect(last.contains("action=\"/relax/\""))
        #expect(last.contains(">Done</button>"))
    }

    @Test func readingsHaveSourceTimeTOCAndTutorialLink() throws {
        let reading = try #require(files["learn/what-is-gad/index.html"])
        #expect(reading.contains("Based on: Generalized Anxiety Disorder: When Worry Gets Out of Control, National Institute of Mental Health, 2022, pages 1–2"))
        #expect(reading.contains("<nav class=\"toc\" aria-labelledby=\"toc-heading\">\n<h2 class=\"toc__title\" id=\"toc-heading\">On this page</h2>"))
        #expect(reading.contains("<li><a href=\"#how-it-can-feel\">How it can feel</a></li>"))
        #expect(reading.contains("<a href=\"/learn/getting-help/#talking-to-a-professional\">when and how to get help</a>"))
        #expect(reading.contains("<a href=\"/onboarding/3/\">Show the tutorial again</a>"))
        #expect(reading.contains("<h2 id=\"how-it-can-feel\">"))
    }

    @Test func breathingTimingComesFromContent() throws {
        let css = try #require(files["assets/motion.css"])
        #expect(css.contains("@keyframes ease-breathing-deep-breathing-full-0 { 0% { scale: 0.55; } 28.57% { scale: 1; } 42.86% { scale: 1; } 85.71% { scale: 0.55; } 100% { scale: 0.55; } }"),
                "inhale ends at 4 of 14 seconds, the hold at 6, the exhale at 12")
        #expect(css.contains("animation: ease-breathing-deep-breathing-full-0 14000ms ease-in-out 0ms 7 both;"))
        let theme = try #require(files["assets/theme.css"])
        #expect(theme.contains(".tab-relax { --tab-background: #1565C0; --tab-text: #FFFFFF; }"))
    }

    @Test func sitemapListsPagesWithTheBaseURL() throws {
        let sitemap = try #require(files["sitemap.xml"])
        #expect(sitemap.contains("<loc>https://ease.example.org/learn/what-is-gad/</loc>"))
        #expect(!sitemap.contains("404"))
    }

    @Test func meditationHasNativeAudioAndTranscript() throws {
        let page = try #require(files["exercises/guided-meditation/index.html"])
        #expect(page.contains("<audio controls preload=\"none\" src=\"/media/"))
        #expect(page.contains("<p>Welcome. Find a position that feels comfortable"))
    }
}

@Suite struct TemplateSetTests {
    func templates(_ overrides: [String: String]) throws -> (ContentFixture, [Diagnostic]) {
        try TemplateFixture.load(overrides)
    }

    @Test func syntaxErrorsPointAtTheTemplateLine() throws {
        let (fixture, diagnostics) = try templates(["learn.mustache": "<h1>{{title}}</h1>\n{{#readings}}\n<p>{{title}}</p>\n"])
        let diagnostic = try #require(diagnostics.first { $0.id == "template.syntax" })
        #expect(diagnostic.location?.path == fixture.path("learn.mustache"))
        #expect(diagnostic.message.contains("never closed"))
        // At the end of the text, where there is no character to point at.
        #expect(diagnostic.location?.range == SourceRange(at: SourcePosition(line: 4, column: 1)))
    }

    @Test func unknownPartialsAreReportedWithASuggestion() throws {
        let (fixture, diagnostics) = try templates(["relax.mustache": "<h1>x</h1>\n  {{> action-buton}}\n"])
        let diagnostic = try #require(diagnostics.first { $0.id == "template.unknown-partial" })
        #expect(diagnostic.location == SourceLocation(path: fixture.path("relax.mustache"), range: SourceRange(line: 2, column: 3, length: 18)))
        #expect(diagnostic.message == "partial 'action-buton' does not exist; did you mean 'action-button'?")
        #expect(diagnostic.fixIts == [FixIt("replace with 'action-button'", replacing: SourceRange(line: 2, column: 7, length: 12), with: "action-button")])
    }

    @Test func partialsThatIncludeThemselvesAreReported() throws {
        let (fixture, diagnostics) = try templates(["partials/tabbar.mustache": "<nav>{{> loop}}</nav>\n",
                                                    "partials/loop.mustache": "{{#tabs}}{{> tabbar}}{{/tabs}}\n"])
        let cycles = diagnostics.filter { $0.id == "template.partial-cycle" }
        #expect(cycles.map(\.message) == ["template 'loop' includes itself through partials: loop → tabbar → loop"])
        #expect(cycles.first?.location?.path == fixture.path("partials/loop.mustache"))
    }

    @Test func missingPageTemplatesAreReported() throws {
        let (fixture, _) = try templates([:])
        try fixture.remove("reflect.mustache")
        let diagnostics = TemplateSet.load(from: fixture.root).1
        #expect(diagnostics.map(\.id) == ["template.missing"])
    }
}

import EaseDiagnostics
