@testable import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Markup CommonMark could not read as meant is a warning where it is written; the fix-its make
/// it read, and the sample has none.
@Suite struct LiteralMarkupDiagnosticsTests {
    static let body = """
    1️⃣##Moving

    See 2️⃣[small steps] (small-steps.md), 3️⃣[the list](my list.md) and 4️⃣[help][nhs].

    5️⃣**Walk daily.
    """

    @Test func eachIsReportedWhereItIsWritten() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("moving", title: "Moving", body: Self.body)
        let found = PipelineRun(fixture).diagnostics(in: "readings/moving.md").filter { $0.id.hasPrefix("markdown.") }
        #expect(found.map(\.id) == ["markdown.heading-space", "markdown.link-syntax", "markdown.link-syntax", "markdown.link-syntax", "markdown.unclosed-emphasis"])
        #expect(found.map { $0.location?.range.start } == [page["1️⃣"], page["2️⃣"], page["3️⃣"], page["4️⃣"], page["5️⃣"]])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found[1].message == "a space between ']' and '(' makes '[small steps] (small-steps.md)' text, not a link: the app and the site would show its brackets and destination, and a screen reader read them out")
        #expect(found[2].fixIts.map(\.replacement) == ["[the list](<my list.md>)"])
        #expect(found[3].fixIts.isEmpty)
    }

    @Test func theFixItsFixAndTheSampleHasNone() throws {
        #expect(!PipelineRun(try ContentFixture()).diagnostics.contains { $0.id.hasPrefix("markdown.") })
        let fixture = try ContentFixture()
        try fixture.writeReading("moving", title: "Moving", body: "##Walking\n\nSee [small steps] (small-steps.md) and [the list](media/my list.md).\n")
        let file = SourceFile(path: "moving.md", text: try fixture.read("readings/moving.md"))
        var bytes = Array(file.text.utf8)
        let run = PipelineRun(fixture)
        for fixIt in run.diagnostics(in: "readings/moving.md").filter({ $0.id.hasPrefix("markdown.") }).flatMap(\.fixIts).reversed() {
            bytes.replaceSubrange(try #require(file.byteRange(of: fixIt.range)), with: Array(fixIt.replacement.utf8))
        }
        let fixed = String(decoding: bytes, as: UTF8.self)
        #expect(fixed.contains("## Walking\n\nSee [small steps](small-steps.md) and [the list](<media/my list.md>)."))
        try fixture.write("readings/moving.md", fixed)
        #expect(!PipelineRun(fixture).diagnostics(in: "readings/moving.md").contains { $0.id.hasPrefix("markdown.") })
    }
}
