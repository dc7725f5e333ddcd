import EaseDiagnostics
import EaseMarkdown

/// A paragraph made a heading by a line of `---` or `===` written right under it. CommonMark
/// reads a paragraph with such a line under it as an underlined (setext) heading, so a dividing
/// line meant to follow a paragraph, written without a blank line before it, turns the whole
/// paragraph into a section heading: the site shows it in large type, its table of contents and
/// a screen reader's list of headings give it as a section (WCAG 1.3.1), and the section before
/// it looks empty.
///
/// An underlined heading of one short line is a heading as its author meant it; one whose text
/// runs over more than one line, or ends as a sentence does (`.`, `,`, `;`, `:`), is reported,
/// with a fix-it that makes the line the dividing line it was probably meant to be. Only bodies
/// whose outline holds an underlined heading (``MarkdownOutline/mayHoldUnderlinedParagraph``)
/// are read again as trees.
struct UnderlinedParagraphRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["heading.underlined-paragraph": "a paragraph made a heading by a '---' or '===' line right under it"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.subjectDocuments where document.mayHoldUnderlinedParagraph {
            guard let file = context.sourceFile(of: document) else { continue }
            for heading in document.markdown().headings where Self.isUnderlinedParagraph(heading) {
                diagnostics.append(diagnostic(for: heading, in: document, file: file))
            }
        }
        return diagnostics
    }

    /// Whether a heading is underlined and reads as a paragraph: its text runs over more than one
    /// line or ends as a sentence. An underlined heading ends on a later line than it starts (the
    /// underline's); a `#` heading is one line.
    static func isUnderlinedParagraph(_ heading: MarkdownHeading) -> Bool {
        let textLines = heading.range.end.line - heading.range.start.line
        guard textLines > 0 else { return false }
        return textLines > 1 || heading.text.last.map { ".,;:".contains($0) } == true
    }

    private func diagnostic(for heading: MarkdownHeading, in document: ParsedDocument, file: SourceFile) -> Diagnostic {
        let underlineLine = heading.range.end.line
        let written = file.line(underlineLine) ?? ""
        let marker = written.drop { $0 == " " || $0 == ">" || $0 == "\t" }
        let markerColumn = written.unicodeScalars.count - marker.unicodeScalars.count + 1
        let underline = String(marker.prefix { $0 == "-" || $0 == "=" })
        let textLines = heading.range.end.line - heading.range.start.line
        let what = textLines > 1 ? "these \(textLines) lines" : "this sentence"
        let at = SourceRange(start: SourcePosition(line: underlineLine, column: markerColumn),
                             end: SourcePosition(line: underlineLine, column: markerColumn + underline.unicodeScalars.count))
        let message = "the '\(underline)' right under \(what) makes \(textLines > 1 ? "them" : "it") a heading: the page would show '\(Self.opening(of: heading.text))' in large type, and its table of contents and a screen reader's list of headings give it as a section"
        var fixIts: [FixIt] = []
        var notes = [DiagnosticNote("the heading it makes", at: document.location(SourceRange(start: heading.range.start, end: heading.range.start)))]
        // A fix-it only where the underline opens its line: in a quote or a list item, its markers come first.
        if markerColumn == 1, heading.range.start.column == 1 {
            if underline.first == "-" {
                fixIts.append(FixIt("insert a blank line before '\(underline)', which makes it a dividing line",
                                    replacing: SourceRange(at: SourcePosition(line: underlineLine, column: 1)), with: file.lineBreak))
            } else {
                fixIts.append(FixIt("remove the line '\(underline)'",
                                    replacing: SourceRange(start: file.end(ofLine: underlineLine - 1), end: file.end(ofLine: underlineLine)), with: ""))
                notes.append(DiagnosticNote("a blank line, then '---', makes a dividing line"))
            }
        }
        notes.append(DiagnosticNote("a heading is one short line; '## ' before it makes one without an underline"))
        return .warning("heading.underlined-paragraph", message, at: document.location(at), notes: notes, fixIts: fixIts)
    }

    /// The text's first words, up to about 40 characters, with `…` when there is more.
    static func opening(of text: String) -> String {
        guard text.count > 40 else { return text }
        let cut = text.prefix(40)
        let words = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return words.trimming { $0 == "," || $0 == ";" || $0 == ":" } + "…"
    }
}
