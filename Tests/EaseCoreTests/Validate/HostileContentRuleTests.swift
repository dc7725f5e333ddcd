import EaseCore
import EaseDiagnostics
import EaseTestSupport
import Testing

/// Content that could attack a reader of the site or the app: raw HTML, unsafe link schemes, invisible characters.
@Suite struct HostileContentRuleTests {
    @Test func rawHTMLIsReportedAsDropped() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("html", title: "HTML", body: """
        1️⃣<script>alert(1)</script>

        Text with 2️⃣<img src=x onerror=alert(1)> inside.
        """)
        let run = PipelineRun(fixture)
        run.expect("markdown.raw-html", in: "readings/html.md", at: page["1️⃣"], severity: .warning)
        run.expect("markdown.raw-html", in: "readings/html.md", at: page["2️⃣"], severity: .warning)
        let files = try BundleCompiler().compile(run.result.catalog)
        let json = String(decoding: try #require(files["readings/html.json"]), as: UTF8.self)
        #expect(!json.contains("script") && !json.contains("onerror"), "raw HTML never reaches the bundle")
    }

    @Test func unsafeSchemesAreErrors() throws {
        let fixture = try ContentFixture()
        let page = try fixture.writeReading("schemes", title: "Schemes", body: """
        1️⃣[a](javascript:alert(1)) 2️⃣[b](//evil.example/x) 3️⃣[c](http://example.org)
        4️⃣![d](data:image/png;base64,AAAA) [fine](https://example.org) [call](tel:+44123) [mail](mailto:a@example.org)
        5️⃣[e](< //evil.example/y>) [relative](getting-help.md)
        """)
        let run = PipelineRun(fixture)
        for marker in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"] {
            run.expect("link.unsafe-scheme", in: "readings/schemes.md", at: page[marker])
        }
        let findings = run.diagnostics(in: "readings/schemes.md").filter { $0.id == "link.unsafe-scheme" }
        #expect(findings.count == 5)
        // A web link's fix-it writes https: over its destination; script, data and images get none.
        #expect(findings.map { $0.fixIts.map(\.replacement) } == [[], ["https://evil.example/x"], ["https://example.org"], [], ["https://evil.example/y"]])
        #expect(findings[2].fixIts.first?.range.start == SourcePosition(line: page["3️⃣"].line, column: page["3️⃣"].column + 4))
    }

    @Test func invisibleCharactersInLabelsAreAWarning() throws {
        let fixture = try ContentFixture()
        try fixture.replace("label: Very anxious", with: "label: \"Very \u{202E}suoixna\"", in: "site.yml")
        try fixture.replace("title: What generalized anxiety disorder is", with: "title: What\u{200B} generalized anxiety disorder is", in: "readings/what-is-gad.md")
        let run = PipelineRun(fixture)
        let label = try run.only("text.invisible-character", in: "site.yml")
        #expect(label.message == "'moods.label' contains the invisible character U+202E")
        #expect(label.severity == .warning)
        try run.only("text.invisible-character", in: "readings/what-is-gad.md")
    }
}
