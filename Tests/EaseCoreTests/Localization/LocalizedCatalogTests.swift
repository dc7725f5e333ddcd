@testable import EaseCore
import EaseTestSupport
import Testing

/// The per-locale view of the catalog that Compile and Render use.
@Suite struct LocalizedCatalogTests {
    let catalog = ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog

    @Test func theRussianViewHasOneTranslatedItemPerSourceItem() throws {
        let russian = catalog.localized(to: "ru")
        #expect(russian.localeReadings.count == 6)
        #expect(russian.localeReadings.allSatisfy { $0.item.locale == "ru" })
        #expect(russian.localeOnboardingPages.map(\.page.value).sorted() == [1, 2, 3, 4, 5])
        #expect(russian.localeCopingStatements?.item.locale == "ru")
        let reading = try #require(russian.localeReadings.first { $0.item.id.value == "what-is-gad" })
        #expect(russian.canonicalPath(of: reading.item) == "readings/what-is-gad.md")
        #expect(russian.site?.tabs.map(\.title) == ["Узнать", "Отдохнуть", "Заметить"])
        #expect(russian.site?.text("reading-time", count: 5) == "5 минут чтения")
        #expect(russian.site?.reminders["reflection"]?.message == "Что сегодня получилось? Найдите минуту, чтобы это записать.")
    }

    /// A link names an item; the page's locale picks its version: each view reaches its item of
    /// `what-is-gad` by the source's path and by every locale's translation file.
    @Test func aLinkMayNameAnyLocalesFileOfAnItem() throws {
        for locale in ["en", "ru"] {
            let view = catalog.localized(to: locale)
            let reading = try #require(view.localeReadings.first { $0.item.id.value == "what-is-gad" })
            #expect(Set(view.linkPaths(of: reading.item)) == ["readings/what-is-gad.md", "readings/what-is-gad.ru.md"], "\(locale)")
        }
    }

    @Test func everyControlOfTheRussianInventoryIsInRussian() throws {
        let controls = ControlInventory.controls(for: catalog.localized(to: "ru"), locale: "ru")
        let compose = try #require(controls.first { $0.id == "reflect.compose" })
        #expect(compose.description.label == "Добавить хороший момент")
        #expect(compose.description.spoken(locale: "ru") == "Добавить хороший момент, кнопка. Открывает новую запись")
    }

    /// One placeholder filled without a dictionary reads as the dictionary's filling does, in
    /// both languages, for a key with no such placeholder and for a key the site lacks.
    @Test func fillingOnePlaceholderIsFillingItFromADictionary() throws {
        for locale in ["en", "ru"] {
            let site = try #require(catalog.localized(to: locale).site)
            for (key, name) in [("based-on", "source"), ("pages", "pages"), ("pages", "source"), ("no-such-key", "source")] {
                #expect(site.text(key, filling: name, with: "Калм & {x}") == site.text(key, [name: "Калм & {x}"]))
            }
            #expect(site.text("based-on", filling: "source", with: "A") != site.text("based-on"))
        }
    }

    /// A list's controls spoken with the locale's strings looked up once read as each spoken alone.
    @Test func spokenWithTheLocalesStringsIsSpokenByLocale() {
        for locale in ["en", "ru"] {
            for control in ControlInventory.controls(for: catalog.localized(to: locale), locale: locale) {
                #expect(control.description.spoken(in: AccessibilityStrings.for(locale)) == control.description.spoken(locale: locale))
            }
        }
    }

    @Test func theDefaultViewDropsTranslations() {
        let english = catalog.localized(to: "en")
        #expect(english.localeReadings.count == 6)
        #expect(english.localeReadings.allSatisfy { $0.item.locale == nil })
        #expect(english.site?.tabs.map(\.title) == ["Learn", "Relax", "Reflect"])
    }

    @Test func anUntranslatedItemFallsBackToTheDefaultLanguage() throws {
        let fixture = try ContentFixture()
        try fixture.remove("readings/small-steps.ru.md")
        let russian = ContentPipeline().check(contentRoot: fixture.root).catalog.localized(to: "ru")
        let reading = try #require(russian.localeReadings.first { $0.item.id.value == "small-steps" })
        #expect(reading.item.locale == nil)
        #expect(russian.language(of: reading.item) == "en")
    }

    @Test func sourcePathsOfTranslations() {
        #expect(ContentCatalog.sourcePath(ofTranslation: "readings/worry.ru.md", locale: "ru") == "readings/worry.md")
        #expect(ContentCatalog.sourcePath(ofTranslation: "coping-statements.ru.md", locale: "ru") == "coping-statements.md")
    }
}
