import EaseCore
import EaseDiagnostics
import EaseMarkdown

/// Converts the input with cmark into the Swift block tree, twice: once as a whole file and once as
/// the body under three lines of front matter. Both trees must be in bounds, and the second must be
/// the first moved down three lines — the offset the parser adds for front matter. The outline
/// parsed without the tree (what `ease check` keeps) must be the tree's outline, and the texts
/// of paragraphs and headings its walk gives must be the tree's. GitHub's own
/// Markdown found in the body must be where the outline's flag sent the finder, and each finding
/// must stand on the characters it is written with (``GitHubSyntaxCheck``), and so must markup
/// CommonMark could not read as meant (``LiteralMarkupCheck``), and so must unclear sections
/// (``SectionCheck``). Inputs are
/// decoded as the loader decodes them, so a NUL byte (a binary file) never reaches cmark.
enum MarkdownHarness {
    static let frontMatterLines = 3

    static func run(_ bytes: [UInt8]) -> [FuzzFinding] {
        guard let alone = SourceDecoder.decode(bytes, path: "readings/fuzz.md").file else { return [] }
        let body = alone.text
        let document = CommonMarkParser.parse(body, in: alone, lineOffset: 0)
        var findings = MarkdownTreeCheck(bounds: SourceBoundsCheck(alone)).check(document)

        let withFrontMatter = SourceFile(path: "readings/fuzz.md", text: "---\nid: x\n---\n" + body)
        let offset = CommonMarkParser.parse(body, in: withFrontMatter, lineOffset: frontMatterLines)
        if offset != document.movedDown(frontMatterLines) {
            findings.append(FuzzFinding("front-matter-offset", "the body under front matter is not the same tree \(frontMatterLines) lines lower"))
        }
        var blockTexts: [MarkdownBlockText]? = []
        if CommonMarkParser.outline(Substring(body), in: alone, lineOffset: 0, blockTexts: &blockTexts) != document.outline {
            findings.append(FuzzFinding("outline", "the outline parsed without the tree differs from the tree's outline"))
        }
        if blockTexts != document.blockTexts {
            findings.append(FuzzFinding("block-texts", "the paragraphs' and headings' texts of the outline's walk differ from the tree's"))
        }
        findings += GitHubSyntaxCheck(file: alone).check(document)
        findings += LiteralMarkupCheck(file: alone).check(document)
        findings += SectionCheck(file: alone).check(document)
        if CommonMarkParser.parse(body, in: alone, lineOffset: 0) != document {
            findings.append(FuzzFinding("deterministic", "parsing the same text twice gave different trees"))
        }
        return findings
    }
}

extension MarkdownDocument {
    /// The same tree with every line number increased by `lines`.
    func movedDown(_ lines: Int) -> MarkdownDocument {
        MarkdownDocument(blocks: blocks.map { $0.movedDown(lines) }, exceededNestingLimit: exceededNestingLimit,
                         mayHoldMixedScript: outline.mayHoldMixedScript)
    }
}

extension SourceRange {
    func movedDown(_ lines: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: start.line + lines, column: start.column),
                    end: SourcePosition(line: end.line + lines, column: end.column))
    }
}

extension MarkdownBlock {
    func movedDown(_ lines: Int) -> MarkdownBlock {
        let kind: Kind
        switch self.kind {
        case .paragraph(let inlines): kind = .paragraph(inlines.map { $0.movedDown(lines) })
        case .heading(let level, let inlines): kind = .heading(level: level, inlines.map { $0.movedDown(lines) })
        case .blockQuote(let blocks): kind = .blockQuote(blocks.map { $0.movedDown(lines) })
        case .list(var list):
            list.items = list.items.map { MarkdownListItem(blocks: $0.blocks.map { $0.movedDown(lines) }, range: $0.range.movedDown(lines)) }
            kind = .list(list)
        case .codeBlock, .html, .thematicBreak: kind = self.kind
        }
        return MarkdownBlock(kind, range: range.movedDown(lines))
    }
}

extension MarkdownInline {
    func movedDown(_ lines: Int) -> MarkdownInline {
        let kind: Kind
        switch self.kind {
        case .emphasis(let children): kind = .emphasis(children.map { $0.movedDown(lines) })
        case .strong(let children): kind = .strong(children.map { $0.movedDown(lines) })
        case .link(let destination, let title, let children):
            kind = .link(destination: destination, title: title, children.map { $0.movedDown(lines) })
        case .image(let source, let title, let alt): kind = .image(source: source, title: title, alt: alt.map { $0.movedDown(lines) })
        case .text, .softBreak, .lineBreak, .code, .html: kind = self.kind
        }
        return MarkdownInline(kind, range: range.movedDown(lines))
    }
}
