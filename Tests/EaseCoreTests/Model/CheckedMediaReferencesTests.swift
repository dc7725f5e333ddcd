@testable import EaseCore
import EaseTestSupport
import Testing

/// The media references the check lists of a whole catalog (``CheckedMediaReferences``), handed
/// to the build's media stage: the same list the catalog would make, handed over once, and never a
/// list the check made of part of the content or a list taken by a localized view.
@Suite struct CheckedMediaReferencesTests {
    static func checkedCatalog() throws -> (ContentCatalog, ContentFixture) {
        let content = try ContentFixture()
        let result = ContentPipeline(retention: .trees).check(contentRoot: content.root)
        #expect(!result.engine.hasErrors, "\(result.engine.diagnostics.map(\.message))")
        return (result.catalog, content)
    }

    /// What a reference says, compared field by field.
    static func described(_ references: [MediaReference]) -> [String] {
        references.map { "\($0.role.rawValue) \($0.contentPath ?? "-") \($0.written) \($0.location)" }
    }

    @Test func theCheckedListIsTheOneTheCatalogMakesHandedOverOnce() throws {
        let (catalog, _) = try Self.checkedCatalog()
        let made = Self.described(catalog.mediaReferences)
        // The sample content's images, scenes, videos, captions and recordings, in both locales.
        #expect(made.count > 10)
        #expect(made.contains { $0.hasPrefix("image media/illustrations/") })
        // The check kept it; once taken, the store is empty and the catalog makes the same list again.
        #expect(catalog.checkedMediaReferences.take().map(Self.described) == made)
        #expect(catalog.checkedMediaReferences.take() == nil)
        #expect(Self.described(catalog.takeMediaReferences()) == made)
    }

    @Test func aCheckOfSomeDocumentsKeepsNoList() throws {
        let (checked, content) = try Self.checkedCatalog()
        var catalog = checked
        // New documents: an empty store, as for the links the check resolved.
        catalog.documents = checked.documents
        #expect(catalog.checkedMediaReferences.take() == nil)
        let reading = try #require(catalog.readings.first).item.document.source.relativePath
        let context = ValidationContext(catalog: catalog, fileSystem: LocalFileSystem(), subjects: [reading])
        _ = MediaReferenceRule().check(context)
        #expect(catalog.checkedMediaReferences.take() == nil)
        // The whole catalog's check keeps its list.
        _ = MediaReferenceRule().check(ValidationContext(catalog: catalog, fileSystem: LocalFileSystem()))
        #expect(catalog.checkedMediaReferences.take().map(Self.described) == Self.described(catalog.mediaReferences))
        _ = content
    }

    @Test func aLocalizedViewMakesItsOwnListAndLeavesTheCatalogs() throws {
        let (catalog, _) = try Self.checkedCatalog()
        let view = catalog.localized(to: "ru")
        #expect(Self.described(view.takeMediaReferences()) == Self.described(view.mediaReferences))
        // The whole catalog's list is still there for the media stage.
        #expect(catalog.checkedMediaReferences.take().map(Self.described) == Self.described(catalog.mediaReferences))
    }
}
