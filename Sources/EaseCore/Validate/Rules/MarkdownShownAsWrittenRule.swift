import EaseDiagnostics
import EaseMarkdown

/// Markdown that the app and the site would show (and a screen reader read out) as the characters
/// written. GitHub's own flavour, which a previewer on GitHub shows and CommonMark does not: a
/// table runs its rows together into one paragraph of pipes and dashes, so it is an error;
/// strikethrough, a task-list box, an alert's marker and a footnote leave a few stray characters
/// in readable text, and a web address written as text is not a link, so they are warnings. And
/// markup CommonMark could not read as meant (``LiteralMarkupDiagnostics``).
///
/// The outline says which bodies hold any of the characters these are written with
/// (``MarkdownOutline/mayHoldLiteralMarkup``); only those are read again as trees, once, for
/// both finders to look in.
struct MarkdownShownAsWrittenRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        LiteralMarkupDiagnostics.diagnosticIDs.merging(gitHubDiagnosticIDs) { first, _ in first }
    }

    private var gitHubDiagnosticIDs: [String: String] {
        ["markdown.table": "a GitHub table, which CommonMark shows as pipes and dashes",
         "markdown.strikethrough": "GitHub's ~~strikethrough~~, which CommonMark shows with its tildes",
         "markdown.task-list": "a GitHub task-list box ([ ] or [x]), which CommonMark shows as brackets",
         "markdown.footnote": "a GitHub footnote ([^1]), which CommonMark shows as written",
         "markdown.alert": "a GitHub alert's marker (> [!NOTE]), which CommonMark shows as written",
         "markdown.bare-address": "a web address written as text, which GitHub links and CommonMark shows as text"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.subjectDocuments where document.mayHoldLiteralMarkup {
            guard let file = context.sourceFile(of: document) else { continue }
            let markdown = document.markdown()
            let bytes = Array(file.text.utf8)
            let locale = document.source.locale ?? context.catalog.site?.defaultLocale ?? "en"
            for finding in GitHubSyntaxFinder.find(in: markdown, file: file, bytes: bytes) {
                diagnostics.append(diagnostic(for: finding, in: document, file: file, writtenInEnglish: locale.split(separator: "-").first == "en"))
            }
            for finding in LiteralMarkupFinder.find(in: markdown, file: file, bytes: bytes) {
                diagnostics.append(LiteralMarkupDiagnostics.diagnostic(for: finding, in: document, file: file))
            }
        }
        return diagnostics
    }

    /// The diagnostic of a finding; an alert's fix-it writes GitHub's English title, so only a
    /// file `writtenInEnglish` gets it.
    private func diagnostic(for finding: MarkdownGitHubSyntax, in document: ParsedDocument, file: SourceFile,
                            writtenInEnglish: Bool) -> Diagnostic {
        let location = document.location(finding.range)
        switch finding.kind {
        case .table(let rows):
            let what = rows == 0 ? "its header" : "its header and \(rows) row\(rows == 1 ? "" : "s")"
            return .error("markdown.table", "tables are GitHub's Markdown, not CommonMark: the app and the site would show \(what) as one paragraph of pipes and dashes",
                          at: location,
                          notes: [DiagnosticNote("a screen reader would read every '|' and '-' aloud; write one list item per row ('- Walk: 20 minutes'), or a short paragraph under a heading for each")])
        case .strikethrough:
            return .warning("markdown.strikethrough", "'~~' strikethrough is GitHub's Markdown, not CommonMark: the app and the site would show the tildes, and a screen reader read them out",
                            at: location,
                            notes: [DiagnosticNote("write the words as they should be read; a change of mind can be said in words")])
        case .taskListItem:
            let box = String(file.text(inBytes: file.byteRange(of: finding.range) ?? 0..<0))
            var removal = finding.range
            removal.end.column += 1  // the space after the box
            return .warning("markdown.task-list", "task-list boxes are GitHub's Markdown, not CommonMark: the app and the site would show '\(box)' as brackets, not a checkbox",
                            at: location,
                            notes: [DiagnosticNote("a list item here is a statement or a step to read, not one to tick off")],
                            fixIts: [FixIt("remove '\(box) '", replacing: removal, with: "")])
        case .alert(let type):
            let marker = String(file.text(inBytes: file.byteRange(of: finding.range) ?? 0..<0))
            let title = "**\(type):**"
            return .warning("markdown.alert", "alerts are GitHub's Markdown, not CommonMark: the app and the site would show '\(marker)' as written at the start of the quote",
                            at: location,
                            notes: [DiagnosticNote("a bold word in its place reads the same in every Markdown")],
                            fixIts: writtenInEnglish ? [FixIt("replace with '\(title)'", replacing: finding.range, with: title)] : [])
        case .footnote(let label):
            return .warning("markdown.footnote", "footnotes are GitHub's Markdown, not CommonMark: the app and the site would show '[^\(label)]' as written, with no link to its note",
                            at: location,
                            notes: finding.otherPlaces.map { DiagnosticNote("'[^\(label)]' is referenced here", at: document.location($0)) }
                                + [DiagnosticNote("a reading names its source in front matter ('source:'); say anything else in the sentence it belongs to")])
        case .webAddress(let address):
            // CommonMark links an address between angle brackets only with its scheme.
            let full = address.hasPrefix("www.") ? "https://" + address : address
            // One already between angle brackets that CommonMark still shows as text (inside a
            // link's brackets) gets no fix-it: another pair would change nothing, round after round.
            let bracketed = file.byteRange(of: finding.range).map { range in
                file.byte(at: range.lowerBound - 1) == UInt8(ascii: "<") && file.byte(at: range.upperBound) == UInt8(ascii: ">")
            } ?? false
            return .warning("markdown.bare-address", "a web address written as text is a link on GitHub, not in CommonMark: the app and the site would show '\(address)' as text that cannot be followed",
                            at: location,
                            notes: [DiagnosticNote("a screen reader reads an address out piece by piece; words that say where it leads read better: [what the page is](\(full))")],
                            fixIts: bracketed ? [] : [FixIt("write '<\(full)>'", replacing: finding.range, with: "<\(full)>")])
        }
    }
}
