@testable import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// The media files both outputs use: each referenced file read once, named by its digest (kept
/// whole for the bundle's manifest), and a file that cannot be read failing the whole set.
@Suite struct HashedMediaTests {
    @Test func everyReferencedFileIsNamedByItsDigest() throws {
        let fixture = try ContentFixture()
        let catalog = PipelineRun(fixture).result.catalog
        let media = try HashedMedia(catalog, fileSystem: LocalFileSystem())
        let referenced = Set(catalog.mediaReferences.compactMap(\.contentPath))
        #expect(referenced.count > 3)
        #expect(Set(media.names.keys) == referenced)
        for (path, name) in media.names {
            let bytes = try #require(FileManager.default.contents(atPath: fixture.path(path)))
            let ext = path.split(separator: ".").last.map { "." + $0.lowercased() } ?? ""
            #expect(name == "media/" + SHA256.hex(Array(bytes)).prefix(16) + ext)
            #expect(media.files[name] == Array(bytes))
            #expect(media.digests[name] == SHA256.hex(Array(bytes)))
        }
        #expect(media.files.count == Set(media.names.values).count)
    }

    @Test func aFileThatCannotBeReadFailsTheSet() throws {
        let fixture = try ContentFixture()
        let catalog = PipelineRun(fixture).result.catalog
        let failing = try #require(catalog.mediaReferences.compactMap(\.contentPath).last)
        #expect(throws: ContentReadError.self) {
            _ = try HashedMedia(catalog, fileSystem: FailingFileSystem(failing: fixture.path(failing)))
        }
    }
}
