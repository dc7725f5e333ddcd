import EaseCore
import EaseTestSupport
import Foundation
import Testing

/// The sample site, file by file, against the SHA-256 digests in `Fixtures/sample-site.sha256`
/// (the format of `sha256sum`). They were first recorded from the site swift-mustache rendered, so
/// the template engine, the renderer and the build's parallel order cannot change a byte unnoticed.
/// After an intended change to the content, the templates or the renderer, re-record with `EASE_RECORD=1`.
@Suite struct SampleSiteGoldenTests {
    static let digestsPath = ContentFixture.repositoryRoot + "/Tests/EaseCoreTests/Fixtures/sample-site.sha256"

    @Test func theSampleSiteIsByteForByteTheRecordedOne() throws {
        let catalog = ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog
        let templates = try #require(TemplateSet.load(from: ContentFixture.repositoryRoot + "/Templates").0)
        let site = try SiteRenderer.render(catalog, templates: templates)
        let lines = site.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { "\(SHA256.hex(site[$0]!))  \($0)" }
        let rendered = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["EASE_RECORD"] == "1" {
            try rendered.write(toFile: Self.digestsPath, atomically: true, encoding: .utf8)
        }
        let recorded = try String(contentsOfFile: Self.digestsPath, encoding: .utf8)
        let expected = Dictionary(uniqueKeysWithValues: recorded.split(separator: "\n").map { line in
            (String(line.dropFirst(66)), String(line.prefix(64)))
        })
        #expect(Set(site.keys) == Set(expected.keys), "the site's files differ from the recorded list")
        for (path, bytes) in site {
            #expect(SHA256.hex(bytes) == expected[path], "\(path) differs from the recorded page")
        }
    }
}
