import EaseDiagnostics
import Foundation
import Testing

@Suite struct RendererTests {
    static let file = SourceFile(path: "Content/readings/worry.md", text: "---\nid: worry\ntitel: Worry\n---\n")
    static let diagnostic = Diagnostic.error(
        "schema.unknown-key", "unknown key 'titel' in reading; did you mean 'title'?",
        at: SourceLocation(path: file.path, range: SourceRange(line: 3, column: 1, length: 5)),
        notes: [DiagnosticNote("first id here", at: SourceLocation(path: file.path, range: SourceRange(line: 2, column: 5, length: 5))),
                DiagnosticNote("reading keys: id, title")],
        fixIts: [FixIt("replace 'titel' with 'title'", replacing: SourceRange(line: 3, column: 1, length: 5), with: "title")])

    static var report: DiagnosticReport {
        var sources = SourceFileStore()
        sources.add(file)
        return DiagnosticReport(diagnostics: [diagnostic], sources: sources, fileCount: 1, toolVersion: "1.2.3",
                                ruleDescriptions: ["schema.unknown-key": "a key is not part of the schema"])
    }

    @Test func humanShowsSourceCaretFixItAndNotes() {
        let text = HumanDiagnosticRenderer().render(Self.report)
        #expect(text == """
        Content/readings/worry.md:3:1: error: unknown key 'titel' in reading; did you mean 'title'? [schema.unknown-key]
         3 | titel: Worry
           | ^~~~~
           | title
          fix-it: replace 'titel' with 'title'
        Content/readings/worry.md:2:5: note: first id here
         2 | id: worry
           |     ^~~~~
          note: reading keys: id, title
        ease: 1 error in 1 file

        """)
    }

    /// The human format of one finding with a fix-it in a one-line file: the finding
    /// at `column`, `length` long; the fix-it at `fixColumn`, `fixLength` long.
    func humanFixIt(_ text: String, finding column: Int, _ length: Int, fixIt fixColumn: Int, _ fixLength: Int, writing replacement: String) -> String {
        let file = SourceFile(path: "Content/readings/x.md", text: text)
        let finding = Diagnostic.error("link.unresolved", "a finding", at: SourceLocation(path: file.path, range: SourceRange(line: 1, column: column, length: length)),
                                       fixIts: [FixIt("fix it", replacing: SourceRange(line: 1, column: fixColumn, length: fixLength), with: replacement)])
        var sources = SourceFileStore()
        sources.add(file)
        return HumanDiagnosticRenderer().render(DiagnosticReport(diagnostics: [finding], sources: sources, fileCount: 1, toolVersion: "1"))
    }

    @Test func humanDrawsAFixItUnderWhatItReplaces() {
        let text = humanFixIt("Ёлка [see](smal.md) more\n", finding: 6, 14, fixIt: 12, 7, writing: "small.md")
        #expect(text.contains("""
         1 | Ёлка [see](smal.md) more
           |      ^~~~~~~~~~~~~~
           |            small.md
          fix-it: fix it
        """), "\(text)")
    }

    /// A fix-it that starts before its finding (a value put in quotes around the `: ` found in it)
    /// is drawn under what it replaces too.
    @Test func humanDrawsAFixItThatStartsBeforeItsFinding() {
        let text = humanFixIt("summary: Вдох: 4 s\n", finding: 14, 1, fixIt: 10, 9, writing: "\"Вдох: 4 s\"")
        #expect(text.contains("""
         1 | summary: Вдох: 4 s
           |              ^
           |          "Вдох: 4 s"
        """), "\(text)")
    }

    @Test func humanColoursOnlyWhenAsked() {
        #expect(!HumanDiagnosticRenderer(colored: false).render(Self.report).contains("\u{1B}["))
        #expect(HumanDiagnosticRenderer(colored: true).render(Self.report).contains("\u{1B}[1;31merror:"))
    }

    @Test func humanCaretAccountsForWideCharactersAndTabs() {
        let file = SourceFile(path: "a.yml", text: "label: \"😰\tx\"\n")
        var sources = SourceFileStore()
        sources.add(file)
        let report = DiagnosticReport(diagnostics: [.error("t", "m", at: SourceLocation(path: "a.yml", range: SourceRange(line: 1, column: 11, length: 1)))],
                                      sources: sources)
        let lines = HumanDiagnosticRenderer().render(report).split(separator: "\n")
        // "label: "😰" is 10 cells (the emoji takes two), the tab pads to 12, so the caret sits under "x".
        #expect(lines[1] == " 1 | label: \"😰  x\"")
        #expect(lines[2] == "   |             ^")
    }

    /// A 10,000-character line is shown as a window of 160 around the range, not printed whole.
    @Test func humanShowsAWindowOfAVeryLongLine() {
        let line = String(repeating: "calm ", count: 1000) + "[end](missing.md)" + String(repeating: " slow", count: 1000)
        let file = SourceFile(path: "a.md", text: line + "\n")
        var sources = SourceFileStore()
        sources.add(file)
        let column = 5001
        let report = DiagnosticReport(diagnostics: [.error("t", "m", at: SourceLocation(path: "a.md", range: SourceRange(line: 1, column: column, length: 17)))],
                                      sources: sources)
        let lines = HumanDiagnosticRenderer().render(report).split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix(" 1 | …"))
        #expect(lines[1].hasSuffix("…"))
        #expect(lines[1].count == " 1 | ".count + 160 + 2)
        // The caret still sits under the link.
        let caret = lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
        let link = lines[1].range(of: "[end]").map { lines[1].distance(from: lines[1].startIndex, to: $0.lowerBound) }
        #expect(caret != nil && caret == link)
        #expect(lines[2].hasSuffix("^" + String(repeating: "~", count: 16)))
    }

    @Test func ideIsOneLinePerDiagnosticAndNote() {
        #expect(IDEDiagnosticRenderer().render(Self.report) == """
        Content/readings/worry.md:3:1: error: unknown key 'titel' in reading; did you mean 'title'? [schema.unknown-key]
        Content/readings/worry.md:2:5: note: first id here
        Content/readings/worry.md:3:1: note: reading keys: id, title
        Content/readings/worry.md:3:1: note: fix-it: replace 'titel' with 'title'

        """)
    }

    @Test func githubEscapesDataAndProperties() {
        let text = GitHubAnnotationRenderer().render(Self.report)
        #expect(text.hasPrefix("::error file=Content/readings/worry.md,line=3,col=1,endLine=3,endColumn=6,title=schema.unknown-key::unknown key"))
        #expect(text.contains("%0Anote: first id here (Content/readings/worry.md:2:5)"))
        #expect(text.split(separator: "\n").count == 1, "a multi-line message must stay one workflow command")
        let odd = DiagnosticReport(diagnostics: [.warning("w", "100% sure,\r\nreally", at: SourceLocation(path: "a,b:c.md", range: .fileStart))])
        #expect(GitHubAnnotationRenderer().render(odd) == "::warning file=a%2Cb%3Ac.md,line=1,col=1,endLine=1,endColumn=1,title=w::100%25 sure,%0D%0Areally\n")
    }

    @Test func jsonIsVersionedAndComplete() throws {
        let data = Data(JSONDiagnosticRenderer().render(Self.report).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect((object["summary"] as? [String: Int])?["errors"] == 1)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(first["id"] as? String == "schema.unknown-key")
        #expect(first["severity"] as? String == "error")
        let location = try #require(first["location"] as? [String: Any])
        #expect(location["path"] as? String == "Content/readings/worry.md")
        let range = try #require(location["range"] as? [String: [String: Int]])
        #expect(range["start"] == ["line": 3, "column": 1])
        #expect(range["end"] == ["line": 3, "column": 6])
        #expect((first["fixIts"] as? [[String: Any]])?.first?["replacement"] as? String == "title")
    }

    @Test func sarifFollowsTheSchemaShape() throws {
        let data = Data(SARIFRenderer().render(Self.report).utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.first?["id"] as? String == "schema.unknown-key")
        #expect((rules.first?["shortDescription"] as? [String: String])?["text"] == "a key is not part of the schema")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["level"] as? String == "error")
        #expect(result["ruleIndex"] as? Int == 0)
        let region = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        #expect(region == ["startLine": 3, "startColumn": 1, "endLine": 3, "endColumn": 6])
        #expect((result["relatedLocations"] as? [[String: Any]])?.count == 1)
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        #expect((change["artifactLocation"] as? [String: String])?["uri"] == "Content/readings/worry.md")
    }

    /// A fix-it that adds lines, reported for a CR LF file and for an LF file.
    static func lineAddingReport(text: String) -> DiagnosticReport {
        let file = SourceFile(path: "Content/readings/calm.md", text: text)
        var sources = SourceFileStore()
        sources.add(file)
        let fixIt = FixIt("insert front matter", replacing: .fileStart, with: "---\nid: \ntitle: \n---\n")
        let diagnostic = Diagnostic.error("front-matter.missing", "no front matter",
                                          at: SourceLocation(path: file.path, range: .fileStart), fixIts: [fixIt])
        let elsewhere = Diagnostic.error("front-matter.missing", "no front matter",
                                         at: SourceLocation(path: "Content/readings/unread.md", range: .fileStart), fixIts: [fixIt])
        return DiagnosticReport(diagnostics: [diagnostic, elsewhere], sources: sources, fileCount: 2)
    }

    @Test func machineReadableFixItsAddLinesAsTheirFileEndsThem() throws {
        let crlf = Self.lineAddingReport(text: "# Calm\r\n\r\nBreathe.\r\n")
        #expect(crlf.diagnosticsAsWritten.map { $0.fixIts[0].replacement } == ["---\r\nid: \r\ntitle: \r\n---\r\n", "---\nid: \ntitle: \n---\n"],
                "the file read writes CR LF; the one not read is left as the rule wrote it")
        #expect(crlf.diagnostics[0].fixIts[0].replacement == "---\nid: \ntitle: \n---\n", "the report's own diagnostics stay as emitted")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONDiagnosticRenderer().render(crlf).utf8)) as? [String: Any])
        let fixIt = try #require(((json["diagnostics"] as? [[String: Any]])?.first?["fixIts"] as? [[String: Any]])?.first)
        #expect(fixIt["replacement"] as? String == "---\r\nid: \r\ntitle: \r\n---\r\n")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFRenderer().render(crlf).utf8)) as? [String: Any])
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let change = try #require(((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let inserted = try #require((change["replacements"] as? [[String: Any]])?.first?["insertedContent"] as? [String: String])
        #expect(inserted["text"] == "---\r\nid: \r\ntitle: \r\n---\r\n")
        let lf = Self.lineAddingReport(text: "# Calm\n\nBreathe.\n")
        #expect(lf.diagnosticsAsWritten == lf.diagnostics)
    }

    @Test func summaryLineCountsBoth() {
        let report = DiagnosticReport(diagnostics: [
            .error("a", "x", at: nil), .error("b", "y", at: nil), .warning("c", "z", at: nil),
        ], fileCount: 3)
        #expect(report.summaryLine == "2 errors and 1 warning in 3 files")
        #expect(DiagnosticReport(diagnostics: [], fileCount: 1).summaryLine == "no problems in 1 file")
    }
}
