import EaseDiagnostics
import EaseMarkdown

/// Checks ``SectionFinder`` on a parsed body (``FoundMarkupCheck``): an empty or repeated section
/// only where ``MarkdownOutline/mayHoldUnclearSection`` is set, a bold line only where
/// ``MarkdownOutline/mayHoldBoldHeading`` is; each heading's range in the file, and a bold line's
/// range its text between two `**` or `__`, which its fix-it replaces with a heading.
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
        let outline = document.outline
        return FoundMarkupCheck(file: file, name: "bold-line").check(boldLines, flagged: outline.mayHoldBoldHeading) { text, kind in
            guard case .boldLine(let words, _) = kind else { return false }
            return text == "**\(words)**" || text == "__\(words)__"
        } + FoundMarkupCheck(file: file, name: "section").check(sections, flagged: outline.mayHoldUnclearSection) { text, _ in !text.isEmpty }
    }
}
