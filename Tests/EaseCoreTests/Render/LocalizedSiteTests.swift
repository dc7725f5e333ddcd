import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// The Russian site under /ru/: language, alternates, switcher, translated chrome, plurals and times.
@Suite struct LocalizedSiteTests {
    let files: [String: String]

    init() throws {
        let catalog = ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog
        let (templates, diagnostics) = TemplateSet.load(from: ContentFixture.repositoryRoot + "/Templates")
        try #require(diagnostics.isEmpty, "\(diagnostics)")
        files = try SiteRenderer.render(catalog, templates: try #require(templates)).compactMapValues { String(bytes: $0, encoding: .utf8) }
    }

    @Test func everyEnglishPageHasARussianTwin() {
        let english = files.keys.filter { $0.hasSuffix(".html") && !$0.hasPrefix("ru/") }
        #expect(english.count == 44)
        for path in english { #expect(files["ru/" + path] != nil, "no ru/\(path)") }
    }

    @Test func pagesNameTheirLanguageAndTheirAlternates() throws {
        let page = try #require(files["ru/learn/what-is-gad/index.html"])
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"ru\">"))
        #expect(page.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"/learn/what-is-gad/\">\n<link rel=\"alternate\" hreflang=\"ru\" href=\"/ru/learn/what-is-gad/\">"))
        #expect(page.contains("<li><a href=\"/learn/what-is-gad/\" hreflang=\"en\" lang=\"en\">English</a></li>\n<li><a href=\"/ru/learn/what-is-gad/\" hreflang=\"ru\" lang=\"ru\" aria-current=\"true\">Русский</a></li>"))
        let english = try #require(files["learn/what-is-gad/index.html"])
        #expect(english.contains("<a href=\"/ru/learn/what-is-gad/\" hreflang=\"ru\" lang=\"ru\">Русский</a>"))
    }

    @Test func chromeAndLinksAreRussian() throws {
        let page = try #require(files["ru/learn/what-is-gad/index.html"])
        #expect(page.contains("<a class=\"skip-link\" href=\"#main\">Перейти к содержанию</a>"))
        #expect(page.contains("<a class=\"tab-bar__item tab-bar__item--learn\" href=\"/ru/learn/\" aria-current=\"page\">Узнать</a>"))
        #expect(page.contains("<h2 class=\"toc__title\" id=\"toc-heading\">На этой странице</h2>"))
        #expect(page.contains("<a href=\"/ru/learn/getting-help/#разговор-со-специалистом\">когда и как обратиться за помощью</a>"))
        #expect(page.contains("· Источник: Generalized Anxiety Disorder: When Worry Gets Out of Control, National Institute of Mental Health, 2022, с. 1–2"))
        #expect(page.contains("<a href=\"/ru/onboarding/3/\">Показать знакомство ещё раз</a>"))
    }

    @Test func countsAgreeInRussian() throws {
        let mood = try #require(files["ru/relax/anxious/index.html"])
        #expect(mood.contains("2 минуты</button>") && mood.contains("5 минут</button>") && mood.contains("10 минут</button>"))
        let learn = try #require(files["ru/learn/index.html"])
        #expect(learn.components(separatedBy: "<p class=\"meta\">1 минута чтения</p>").count == 7, "six readings of about a minute")
        let labels = try #require(files["ru/accessibility/labels/index.html"])
        #expect(labels.contains("<td>5 минут, кнопка. Начинает сеанс</td>"))
        #expect(!labels.contains("5 минута") && !labels.contains("2 минут<"))
    }

    @Test func remindersUseEachLocalesClock() throws {
        let english = try #require(files["reflect/index.html"])
        #expect(english.contains("every day at <time datetime=\"20:00\">8:00\u{202F}PM</time>: “What went well today?"))
        let russian = try #require(files["ru/reflect/index.html"])
        #expect(russian.contains("каждый день в <time datetime=\"20:00\">20:00</time> напоминает: «Что сегодня получилось?"))
    }

    @Test func aLocalizedTemplateReplacesTheDefaultOne() throws {
        #expect(try #require(files["ru/accessibility/index.html"]).contains("<h1>Доступность</h1>"))
        #expect(try #require(files["accessibility/index.html"]).contains("<h1>Accessibility</h1>"))
    }

    @Test func anUntranslatedReadingIsMarkedWithItsLanguage() throws {
        let fixture = try ContentFixture()
        try fixture.remove("readings/body-and-anxiety.ru.md")
        let catalog = ContentPipeline().check(contentRoot: fixture.root).catalog
        let (templates, _) = TemplateSet.load(from: ContentFixture.repositoryRoot + "/Templates")
        let site = try SiteRenderer.render(catalog, templates: try #require(templates))
        let page = try #require(site["ru/learn/body-and-anxiety/index.html"].flatMap { String(bytes: $0, encoding: .utf8) })
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"ru\">"))
        #expect(page.contains("<article class=\"reading\" lang=\"en\">\n<h1 id=\"what-anxiety-does-in-the-body\">What anxiety does in the body</h1>"))
    }

    @Test func theSitemapListsBothLocales() throws {
        let sitemap = try #require(files["sitemap.xml"])
        #expect(sitemap.contains("<loc>https://ease.example.org/ru/learn/what-is-gad/</loc>"))
        #expect(sitemap.contains("<loc>https://ease.example.org/learn/what-is-gad/</loc>"))
    }
}
