@testable import EaseCore
import EaseTestSupport
import Foundation
import Testing

@Suite struct ValidationContextTests {
    /// What the rules read of an item of the inventory: its source, its translation and the hash it records.
    static func summary(_ items: [TranslationInventory.Item]) -> [String] {
        items.map { item in
            [item.locale, item.source.document.source.relativePath, item.translation?.document.source.relativePath ?? "-",
             item.recordedHash?.value ?? "-"].joined(separator: " ")
        }
    }

    /// The inventory a context keeps is each locale's own, as ``TranslationInventory`` makes it,
    /// whichever locale a rule asks for first, and asked again.
    @Test func eachLocalesInventoryIsMadeAsTheInventoryMakesIt() throws {
        let fixture = try ContentFixture()
        let catalog = ContentPipeline().check(contentRoot: fixture.root).catalog
        let context = ValidationContext(catalog: catalog, fileSystem: LocalFileSystem())
        for locale in ["ru", "de", "ru", "de"] {
            let kept = Self.summary(context.translationItems(locale: locale))
            #expect(kept == Self.summary(TranslationInventory.items(in: catalog, locale: locale)))
            #expect(kept.allSatisfy { $0.hasPrefix(locale + " ") })
        }
        #expect(context.translationItems(locale: "ru").contains { $0.translation != nil }, "the sample content is translated into Russian")
        #expect(context.translationItems(locale: "de").allSatisfy { $0.translation == nil })
    }
}
