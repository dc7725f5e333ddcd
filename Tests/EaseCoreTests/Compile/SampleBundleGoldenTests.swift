import EaseCore
import EaseTestSupport
import Testing

/// The sample bundle, file by file, against the SHA-256 digests in `Fixtures/sample-bundle.sha256`,
/// first recorded from the bundle as `JSONValue` trees wrote it, so the streaming writer of bodies
/// (and any later change to the encoders) cannot change a byte unnoticed. After an intended change
/// to the content or the bundle format, re-record with `EASE_RECORD=1`.
@Suite struct SampleBundleGoldenTests {
    @Test func theSampleBundleIsByteForByteTheRecordedOne() throws {
        let catalog = ContentPipeline().check(contentRoot: ContentFixture.sampleContent).catalog
        let bundle = try BundleCompiler().compile(catalog)
        try GoldenDigests(fixture: "sample-bundle.sha256").expectMatch(bundle, what: "bundle")
    }
}
