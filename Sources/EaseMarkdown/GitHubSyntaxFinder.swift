public import EaseDiagnostics

/// Markdown written in GitHub's own flavour, which CommonMark (and so the app and the site)
/// shows as the characters written: a table's pipes and dashes, strikethrough's tildes, a task
/// list's box, a footnote's marker, an alert's `[!NOTE]`, a web address that is not a link.
public struct MarkdownGitHubSyntax: Sendable, Equatable {
    /// What was written.
    public enum Kind: Sendable, Equatable {
        /// A table: a header row and, under it, a delimiter row (`| --- | :-: |`) with as many
        /// cells; `rows` are the rows under those two, to the end of the paragraph, as GitHub's
        /// tables run.
        case table(rows: Int)
        /// `~~struck~~` text.
        case strikethrough
        /// A list item opening with a task-list box, `[ ]` or `[x]`.
        case taskListItem
        /// A block quote opening with an alert's marker line (`> [!NOTE]`); `type` is its word as
        /// GitHub spells it in its title (`Note`, `Tip`, `Important`, `Warning`, `Caution`).
        case alert(type: String)
        /// A footnote: its definition (`[^label]: …` opening a paragraph) or, without one, its
        /// first reference (`[^label]`); ``MarkdownGitHubSyntax/otherPlaces`` are its references.
        case footnote(label: String)
        /// A web address written as text (`https://…`), which GitHub makes a link of; its text.
        case webAddress(String)
    }

    /// What was written.
    public var kind: Kind
    /// Where: the table's rows, the struck text with its tildes, the box (`[ ]`), the alert's
    /// marker (`[!NOTE]`), the footnote's definition marker (`[^1]:`) or its first reference, the
    /// web address.
    public var range: SourceRange
    /// A footnote's references, besides ``range``; empty for the other kinds.
    public var otherPlaces: [SourceRange] = []

    /// A finding of `kind` at `range`.
    public init(_ kind: Kind, at range: SourceRange, otherPlaces: [SourceRange] = []) {
        self.kind = kind
        self.range = range
        self.otherPlaces = otherPlaces
    }
}

/// Finds GitHub's Markdown in a body's tree, by the source text of its paragraphs and headings
/// (the tree's text is after smart punctuation, which turns a table's `---` into a dash). Code
/// spans and blocks, raw HTML and image descriptions are not looked in.
///
/// A closer look for the bodies whose outline says they may hold it
/// (``MarkdownOutline/mayHoldLiteralMarkup``): a rule asks for those bodies' trees alone.
public struct GitHubSyntaxFinder {
    let file: SourceFile
    let bytes: [UInt8]
    var found: [MarkdownGitHubSyntax] = []
    /// Where the last web address found ends, in the file's bytes: text after it is looked in again.
    var webAddressEnd = 0
    /// Footnotes by label, in the order first met: the definition's marker and the references.
    var footnotes: [(label: String, definition: SourceRange?, references: [SourceRange])] = []

    /// Everything of GitHub's Markdown in `document`, whose ranges are in `file`, in document
    /// order (footnotes last, one for each label). `bytes` are the file's, when the caller has
    /// them already (another finder looks in the same body).
    public static func find(in document: MarkdownDocument, file: SourceFile, bytes: [UInt8]? = nil) -> [MarkdownGitHubSyntax] {
        var finder = GitHubSyntaxFinder(file: file, bytes: bytes ?? Array(file.text.utf8))
        finder.look(in: document.blocks)
        return finder.found + finder.footnotes.map { note in
            let places = (note.definition.map { [$0] } ?? []) + note.references
            return MarkdownGitHubSyntax(.footnote(label: note.label), at: places[0], otherPlaces: Array(places.dropFirst()))
        }
    }

    init(file: SourceFile, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    private mutating func look(in blocks: [MarkdownBlock], opensListItem: Bool = false) {
        for (index, block) in blocks.enumerated() {
            switch block.kind {
            case .paragraph(let inlines):
                if opensListItem, index == 0 { lookForTaskBox(in: inlines) }
                let lines = Self.lines(of: inlines)
                lookForTable(in: lines)
                let definitionEnd = lookForFootnoteDefinition(opening: lines.first ?? [])
                lookInText(of: inlines, definitionEnd: definitionEnd)
            case .heading(_, let inlines):
                lookInText(of: inlines)
            case .blockQuote(let children):
                if case .paragraph(let inlines)? = children.first?.kind { lookForAlertMarker(opening: Self.lines(of: inlines).first ?? []) }
                look(in: children)
            case .list(let list):
                for item in list.items { look(in: item.blocks, opensListItem: true) }
            case .codeBlock, .html, .thematicBreak:
                break
            }
        }
    }

    /// A paragraph's inlines split at its line breaks.
    static func lines(of inlines: [MarkdownInline]) -> [[MarkdownInline]] {
        var lines: [[MarkdownInline]] = [[]]
        for inline in inlines {
            switch inline.kind {
            case .softBreak, .lineBreak: lines.append([])
            default: lines[lines.count - 1].append(inline)
            }
        }
        return lines.filter { !$0.isEmpty }
    }

    /// The source bytes of a line of inlines, from its first inline's start to its last's end.
    func byteRange(ofLine line: [MarkdownInline]) -> Range<Int>? {
        guard let first = line.first, let last = line.last, let start = file.byteRange(of: first.range),
              let end = file.byteRange(of: last.range), start.lowerBound <= end.upperBound else { return nil }
        return start.lowerBound..<end.upperBound
    }

    private mutating func lookForTaskBox(in inlines: [MarkdownInline]) {
        guard let first = inlines.first, case .text = first.kind, let start = file.byteRange(of: first.range)?.lowerBound,
              start + 3 < bytes.count, bytes[start] == UInt8(ascii: "["), bytes[start + 2] == UInt8(ascii: "]"),
              [UInt8(ascii: " "), UInt8(ascii: "x"), UInt8(ascii: "X")].contains(bytes[start + 1]),
              bytes[start + 3] == UInt8(ascii: " ") || bytes[start + 3] == UInt8(ascii: "\t") else { return }
        found.append(MarkdownGitHubSyntax(.taskListItem, at: file.range(ofBytes: start..<(start + 3))))
    }

    private mutating func lookForAlertMarker(opening line: [MarkdownInline]) {
        guard let range = byteRange(ofLine: line) else { return }
        let marker = String(decoding: bytes[range], as: UTF8.self)
        guard marker.hasPrefix("[!"), marker.hasSuffix("]"),
              let type = Self.alertTypes.first(where: { $0.uppercased() == marker.dropFirst(2).dropLast().uppercased() }) else { return }
        found.append(MarkdownGitHubSyntax(.alert(type: type), at: file.range(ofBytes: range)))
    }

    /// The alerts GitHub has, as their titles spell them.
    static let alertTypes = ["Note", "Tip", "Important", "Warning", "Caution"]

    private mutating func lookForTable(in lines: [[MarkdownInline]]) {
        let ranges = lines.map(byteRange(ofLine:))
        for index in ranges.indices.dropLast() {
            guard let header = ranges[index], let delimiter = ranges[index + 1],
                  let cells = TableRowShape.delimiterCells(bytes[delimiter]),
                  TableRowShape.cellCount(bytes[header]) == cells, let end = ranges.last??.upperBound else { continue }
            found.append(MarkdownGitHubSyntax(.table(rows: ranges.count - index - 2), at: file.range(ofBytes: header.lowerBound..<end)))
            return
        }
    }
}
