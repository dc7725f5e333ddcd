import EaseDiagnostics
import EaseMarkdown

/// Sections that give a reader who moves by headings nothing to go on. A screen reader lists a
/// page's headings, and the site's table of contents links to each: a heading with nothing under
/// it leads nowhere, two sibling headings that read alike cannot be told apart (WCAG 2.4.6), and
/// a bold line standing where a heading should is left out of both (WCAG 1.3.1).
///
/// The outline says which bodies may hold one (``MarkdownOutline/mayHoldUnclearSection``,
/// ``MarkdownOutline/mayHoldBoldHeading``); only those are read again as trees.
struct UnclearSectionRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["heading.empty-section": "a section heading with nothing under it",
         "heading.repeated": "two headings of one level under one parent that read alike",
         "heading.bold-line": "a bold line alone in a heading's place"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.subjectDocuments where document.mayHoldUnclearSection {
            guard let file = context.sourceFile(of: document) else { continue }
            for finding in SectionFinder.find(in: document.markdown(), file: file) {
                // coping-statements.md's headings group statements: `coping.empty-group` reports one with none.
                if case .empty = finding.kind, document.source.kind == .copingStatements { continue }
                // A paragraph made a heading by a line under it is `heading.underlined-paragraph`
                // alone: the section before it is empty only because of it.
                if case .empty(let next) = finding.kind,
                   UnderlinedParagraphRule.isUnderlinedParagraph(finding.heading) || next.map(UnderlinedParagraphRule.isUnderlinedParagraph) == true { continue }
                diagnostics.append(diagnostic(for: finding, in: document))
            }
        }
        return diagnostics
    }

    private func diagnostic(for finding: MarkdownUnclearSection, in document: ParsedDocument) -> Diagnostic {
        let heading = finding.heading
        let location = document.location(heading.range)
        switch finding.kind {
        case .empty(let next):
            let message = next.map { "the section '\(heading.text)' has nothing under it: the heading '\($0.text)' comes right after it" }
                ?? "the section '\(heading.text)' has nothing under it: the body ends after its heading"
            return .warning("heading.empty-section", message, at: location,
                            notes: [DiagnosticNote("the table of contents and a screen reader's list of headings would lead to an empty section; write what it says, or remove the heading")])
        case .repeated(let first, let parent):
            let place = parent.map { "under '\($0.text)'" } ?? "in this page"
            return .warning("heading.repeated", "two sections \(place) are called '\(heading.text)'; a screen reader's list of headings and the table of contents would show two alike",
                            at: location,
                            notes: [DiagnosticNote("the first '\(first.text)'", at: document.location(first.range)),
                                    DiagnosticNote("say what sets each apart (WCAG 2.4.6), or make them one section")])
        case .boldLine(let text, let level):
            let marker = String(repeating: "#", count: level)
            return .warning("heading.bold-line", "this bold line stands where a heading would: a screen reader's list of headings and the table of contents would leave '\(text)' out",
                            at: location,
                            notes: [DiagnosticNote("a heading is marked as one (WCAG 1.3.1); '\(marker)#' makes it a section of the one before")],
                            fixIts: [FixIt("write '\(marker) \(text)'", replacing: heading.range, with: "\(marker) \(text)")])
        }
    }
}
