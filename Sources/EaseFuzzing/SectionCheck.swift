import EaseDiagnostics
import EaseMarkdown

/// Checks ``SectionFinder`` on a parsed body (``FoundMarkupCheck``): an empty or repeated section
/// only where ``MarkdownOutline/mayHoldUnclearSection`` is set, a bold line only where
/// ``MarkdownOutline/mayHoldBoldHeading`` is; each heading's range in the file, and a bold line's
/// range its text between two `**` or `__`, which its fix-it replaces with a heading; an
/// underlined heading only where ``MarkdownOutline/mayHoldUnderlinedParagraph`` is set, its range
/// ending on a line of `-` or `=` alone.
struct SectionCheck {
    let file: SourceFile

    func check(_ document: MarkdownDocument) -> [FuzzFinding] {
        let found = SectionFinder.find(in: document, file: file)
        var boldLines: [(kind: MarkdownUnclearSection.Kind, places: [SourceRange])] = []
        var sections: [(kind: MarkdownUnclearSection.Kind, places: [SourceRange])] = []
        for finding in found {
            if case .boldLine = finding.kind {
                boldLines.append((finding.kind, [finding.heading.range]))
            } else {
                sections.append((finding.kind, [finding.heading.range]))
            }
        }
        // An underlined heading, wherever it is, ends at its underline (cmark ends it a line later).
        let underlined = document.headings.filter { $0.range.end.line > $0.range.start.line }.map { heading in
            (kind: heading.text, places: [SourceRange(start: SourcePosition(line: heading.range.end.line, column: 1), end: heading.range.end)])
        }
        let outline = document.outline
        return FoundMarkupCheck(file: file, name: "bold-line").check(boldLines, flagged: outline.mayHoldBoldHeading) { text, kind in
            guard case .boldLine(let words, _) = kind else { return false }
            return text == "**\(words)**" || text == "__\(words)__"
        } + FoundMarkupCheck(file: file, name: "section").check(sections, flagged: outline.mayHoldUnclearSection) { text, _ in !text.isEmpty }
            + FoundMarkupCheck(file: file, name: "underline").check(underlined, flagged: outline.mayHoldUnderlinedParagraph) { text, _ in
                let marks = text.drop { $0 == " " || $0 == ">" || $0 == "\t" }.prefix { $0 != " " && $0 != "\t" && $0 != "\r" }
                return marks.first.map { mark in (mark == "-" || mark == "=") && marks.allSatisfy { $0 == mark } } ?? false
            }
    }
}
