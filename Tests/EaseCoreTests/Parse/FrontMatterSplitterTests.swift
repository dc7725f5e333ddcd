@testable import EaseCore
import EaseDiagnostics
import Testing

/// The front matter's layout is found on the file's bytes, with lines ending as ``SourceFile``
/// ends them (line feed, carriage return and line feed, carriage return alone).
@Suite struct FrontMatterSplitterTests {
    func layout(_ text: String) -> FrontMatterSplitter.Layout {
        text.withContiguousUTF8(FrontMatterSplitter.layout)
    }

    @Test func theDelimitersAndTheBodyAreFound() {
        #expect(layout("---\nid: x\n---\nBody\n") == .found(yaml: 4..<10, bodyStart: 14, bodyLineOffset: 3))
        #expect(layout("---\r\nid: x\r\n...\r\nBody") == .found(yaml: 5..<12, bodyStart: 17, bodyLineOffset: 3))
        #expect(layout("---\rid: x\r---\rBody") == .found(yaml: 4..<10, bodyStart: 14, bodyLineOffset: 3))
        #expect(layout("---\n---\n") == .found(yaml: 4..<4, bodyStart: 8, bodyLineOffset: 2))
        #expect(layout("---\nid: x\n---") == .found(yaml: 4..<10, bodyStart: 13, bodyLineOffset: 3))
        #expect(layout("---\nid: x\n---   \nbody\n") == .unterminated)
        #expect(layout("---\nid: x\n") == .unterminated)
        #expect(layout("---") == .unterminated)
        #expect(layout("") == .missing)
        #expect(layout(" ---\nid: x\n---\n") == .missing)
        #expect(layout("# Title\n") == .missing)
    }

    /// The front matter as `SourceFile`'s lines give it: line 1 is `---`, the first later line
    /// that is `---` or `...` closes it, the body starts on the next line.
    func layoutByLines(_ text: String) -> FrontMatterSplitter.Layout {
        let file = SourceFile(path: "t.md", text: text)
        func line(_ number: Int) -> String? { file.byteRange(ofLine: number).map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) } }
        guard line(1) == "---" else { return .missing }
        for number in 2...max(2, file.lineCount) where line(number) == "---" || line(number) == "..." {
            let yamlStart = file.byteRange(ofLine: 2)!.lowerBound
            let bodyStart = file.byteRange(ofLine: number + 1)?.lowerBound ?? text.utf8.count
            return .found(yaml: yamlStart..<file.byteRange(ofLine: number)!.lowerBound, bodyStart: bodyStart, bodyLineOffset: number)
        }
        return .unterminated
    }

    @Test func everyMixOfLineEndsAgreesWithTheFilesLines() {
        // Every text of up to four lines, each one of these, each ended by one of these.
        let lines = ["---", "...", "id: x", "", "---x"]
        let ends = ["\n", "\r\n", "\r", ""]
        var texts = [""]
        for _ in 0..<4 {
            texts += texts.flatMap { text in lines.flatMap { line in ends.map { text + line + $0 } } }
        }
        texts = Array(Set(texts))
        #expect(texts.count > 50_000)
        var disagreements: [String] = []
        for text in texts where layout(text) != layoutByLines(text) { disagreements.append(text) }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5).map(\.debugDescription))")
    }

    @Test func bodyStartsAfterTheClosingDelimiter() throws {
        let file = SourceFile(path: "t.md", text: "---\nid: x\n---\n# Body\n")
        let parts = try FrontMatterSplitter.split(file).get()
        #expect(parts.yaml == "id: x\n")
        #expect(parts.body == "# Body\n")
        #expect(parts.bodyLineOffset == 3)
    }

    @Test func dotsAlsoCloseFrontMatter() throws {
        let parts = try FrontMatterSplitter.split(SourceFile(path: "t.md", text: "---\nid: x\n...\nBody")).get()
        #expect(parts.body == "Body")
    }

    @Test func partsAreSlicesOfTheFilesText() throws {
        let file = SourceFile(path: "t.md", text: "---\ntitle: Ёлка 😰\n---\r\nТекст\n")
        let parts = try FrontMatterSplitter.split(file).get()
        #expect(parts.yaml == "title: Ёлка 😰\n")
        #expect(parts.body == "Текст\n")
        #expect(parts.yaml.base == file.text && parts.body.base == file.text)
    }

    @Test(arguments: ["--- \nid: x\n---\n", "----\nid: x\n---\n", "id: x\n", ""])
    func aFirstLineThatIsNotExactlyThreeDashesIsNoFrontMatter(text: String) {
        guard case .failure(let diagnostic) = FrontMatterSplitter.split(SourceFile(path: "t.md", text: text)) else {
            Issue.record("split")
            return
        }
        #expect(diagnostic.id == "frontmatter.missing")
    }

    @Test func aClosingLineWithMoreThanTheDelimiterDoesNotClose() {
        guard case .failure(let diagnostic) = FrontMatterSplitter.split(SourceFile(path: "t.md", text: "---\nid: x\n----\n--- x\n")) else {
            Issue.record("split")
            return
        }
        #expect(diagnostic.id == "frontmatter.unterminated")
    }

    @Test func splitReportsWhatTheLayoutFinds() throws {
        let parts = try FrontMatterSplitter.split(SourceFile(path: "t.md", text: "---\r\nid: x\r\n---\r\n# Body\r\n")).get()
        #expect(parts.yaml == "id: x\r\n")
        #expect(parts.body == "# Body\r\n")
        #expect(parts.bodyLineOffset == 3)
        guard case .failure(let missing) = FrontMatterSplitter.split(SourceFile(path: "t.md", text: "# Title\n")),
              case .failure(let unterminated) = FrontMatterSplitter.split(SourceFile(path: "t.md", text: "---\nid: x\n")) else {
            Issue.record("both should fail")
            return
        }
        #expect(missing.id == "frontmatter.missing")
        #expect(unterminated.id == "frontmatter.unterminated")
    }
}
