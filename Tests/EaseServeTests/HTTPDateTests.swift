@testable import EaseServe
import Testing

@Suite struct HTTPDateTests {
    @Test func formatsAndParsesIMFFixdate() {
        #expect(HTTPDate.string(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.string(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDate.string(1_795_000_000) == "Wed, 18 Nov 2026 11:06:40 GMT")
        #expect(HTTPDate.seconds("Sun, 06 Nov 1994 08:49:37 GMT") == 784_111_777)
        #expect(HTTPDate.seconds(HTTPDate.string(1_795_000_000)) == 1_795_000_000)
        #expect(HTTPDate.seconds("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.seconds("garbage") == nil)
    }

    @Test func editorScratchFilesDoNotTriggerBuilds() {
        #expect(RebuildLoop.isEditorScratch("Content/readings/.small-steps.md.swp"))
        #expect(RebuildLoop.isEditorScratch("Content/readings/small-steps.md~"))
        #expect(RebuildLoop.isEditorScratch("Content/readings/#small-steps.md#"))
        #expect(!RebuildLoop.isEditorScratch("Content/readings/small-steps.md"))
    }
}
