public import EaseDiagnostics

/// A section heading a reader who moves by headings would find no help in: one with nothing
/// under it, one that repeats a sibling's words, or a bold line that stands where a heading
/// should (which a screen reader's list of headings leaves out).
public struct MarkdownUnclearSection: Sendable, Equatable {
    /// What is unclear.
    public enum Kind: Sendable, Equatable {
        /// A heading with nothing under it before the next heading of its level or above;
        /// `next` is that heading, `nil` when the body ends first.
        case empty(next: MarkdownHeading?)
        /// A heading that reads as an earlier one of the same level under the same parent
        /// (`parent` is `nil` for the body's top sections).
        case repeated(first: MarkdownHeading, parent: MarkdownHeading?)
        /// A top-level paragraph of one bold line alone (`**Movement**`) with more blocks after
        /// it: `text` is what the heading would say (the source between the delimiters), and
        /// `level` the level of the section heading before it, the level of its siblings (the
        /// body's shallowest section level when none comes before it).
        case boldLine(text: String, level: Int)
    }

    /// What is unclear.
    public var kind: Kind
    /// The heading, or the bold line (its range the bold inline's, from `**` to `**`).
    public var heading: MarkdownHeading
}

/// Finds a body's unclear sections in its tree, in document order. A closer look for the bodies
/// whose outline says they may hold one (``MarkdownOutline/mayHoldUnclearSection`` and
/// ``MarkdownOutline/mayHoldBoldHeading``); the sections are followed as the outline follows them.
public struct SectionFinder {
    /// At most this many words make a bold line read as a heading; a longer one is a sentence.
    public static let boldLineWordLimit = 8

    /// Unclear sections of `document`, whose ranges are in `file`.
    public static func find(in document: MarkdownDocument, file: SourceFile) -> [MarkdownUnclearSection] {
        var found: [MarkdownUnclearSection] = []
        let headings = document.headings
        let opensWithTitle = document.outline.opensWithTitle
        let shallowest = headings.dropFirst(opensWithTitle ? 1 : 0).map(\.level).filter { $0 > 1 }.min() ?? 2
        var headingIndex = 0
        var withoutContent: MarkdownHeading?
        var ancestors: [MarkdownHeading] = []
        var siblings: [String: MarkdownHeading] = [:]
        document.forEachBlock { block in
            switch block.kind {
            case .heading(let level, _):
                let heading = headings[headingIndex]
                let isTitle = headingIndex == 0 && level == 1 && opensWithTitle
                headingIndex += 1
                if let open = withoutContent, level <= open.level {
                    found.append(MarkdownUnclearSection(kind: .empty(next: heading), heading: open))
                }
                // A heading without words is `heading.no-words` alone: it is not also empty or a repeat.
                let hasWords = heading.text.contains { $0.isLetter || $0.isNumber }
                withoutContent = isTitle || !hasWords ? nil : heading
                guard !isTitle else { return }
                while let last = ancestors.last, last.level >= level { ancestors.removeLast() }
                if hasWords {
                    let key = "\(ancestors.last?.anchor ?? "")\u{0}\(level)\u{0}\(HeadingSlugger.baseSlug(heading.text))"
                    if let first = siblings[key] {
                        found.append(MarkdownUnclearSection(kind: .repeated(first: first, parent: ancestors.last), heading: heading))
                    } else {
                        siblings[key] = heading
                    }
                }
                ancestors.append(heading)  // with or without words, the parent of the headings under it
            case .thematicBreak:
                break
            default:
                withoutContent = nil
            }
        }
        if let open = withoutContent { found.append(MarkdownUnclearSection(kind: .empty(next: nil), heading: open)) }
        // The level of the section heading before each top-level block (the body's shallowest before any).
        var sectionLevel = shallowest
        for (index, block) in document.blocks.enumerated() {
            if case .heading(let level, _) = block.kind, level > 1 { sectionLevel = level }
            guard index + 1 < document.blocks.count, let (text, range) = boldLine(block, in: file) else { continue }
            let line = MarkdownHeading(level: sectionLevel, text: text, anchor: HeadingSlugger.baseSlug(text), range: range)
            found.append(MarkdownUnclearSection(kind: .boldLine(text: text, level: sectionLevel), heading: line))
        }
        return found.sorted { ($0.heading.range.start.line, $0.heading.range.start.column) < ($1.heading.range.start.line, $1.heading.range.start.column) }
    }

    /// The source between the delimiters of a paragraph that is one bold line of a few words with
    /// no closing punctuation (`**Movement**`, not `**Note:**` or `**Call now.**`), and the bold
    /// inline's range (not the paragraph's, which may take in spaces after it).
    static func boldLine(_ block: MarkdownBlock, in file: SourceFile) -> (text: String, range: SourceRange)? {
        guard case .paragraph(let inlines) = block.kind, inlines.count == 1, case .strong(let children) = inlines[0].kind,
              block.range.start.line == block.range.end.line,
              let bytes = file.byteRange(of: inlines[0].range), bytes.count > 4 else { return nil }
        let inner = file.text(inBytes: bytes.lowerBound + 2..<bytes.upperBound - 2)
        let plain = MarkdownDocument.plainText(children)
        let words = plain.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, words.count <= boldLineWordLimit,
              let last = plain.last(where: { !$0.isWhitespace }), !".,:;!?…".contains(last) else { return nil }
        // A `**` that opens strong emphasis has no white space after it, nor one that closes it before.
        return (String(inner), inlines[0].range)
    }
}
