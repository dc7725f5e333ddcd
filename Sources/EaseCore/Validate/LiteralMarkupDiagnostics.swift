import EaseDiagnostics
import EaseMarkdown
import Foundation

/// The findings of markup CommonMark could not read as meant, which the app and the site show
/// (and a screen reader reads out) as the characters written: a heading with no space after its
/// `#`s, a link that did not parse, emphasis never closed. Warnings where they are written, with a
/// fix-it when one edit makes the markup read (``LiteralMarkupFinder``); reported by
/// ``MarkdownShownAsWrittenRule`` from the tree it reads for GitHub's own Markdown too.
enum LiteralMarkupDiagnostics {
    static let diagnosticIDs: [String: String] = [
        "markdown.heading-space": "a line of '#'s and words with no space between, which CommonMark shows as a paragraph",
        "markdown.link-syntax": "a link CommonMark could not read, shown with its brackets and destination",
        "markdown.unclosed-emphasis": "a run of '*' or '_' that opens emphasis never closed (or closes one never opened), shown as written",
    ]

    static func diagnostic(for finding: MarkdownLiteralMarkup, in document: ParsedDocument, file: SourceFile) -> Diagnostic {
        let location = document.location(finding.range)
        let written = String(file.text(inBytes: file.byteRange(of: finding.range) ?? 0..<0))
        switch finding.kind {
        case .headingWithoutSpace:
            let after = SourceRange(start: finding.range.end, end: finding.range.end)
            return .warning("markdown.heading-space", "'\(written)' with no space after it is text, not a heading: the page would show the '#'s and leave the heading out of its contents",
                            at: location, fixIts: [FixIt("insert a space after '\(written)'", replacing: after, with: " ")])
        case .spaceBeforeDestination:
            return linkSyntax("a space between ']' and '(' makes '\(written)' text, not a link", at: location,
                              fixIts: spaceRemoval(in: written, at: finding.range))
        case .spaceInDestination(let destination):
            return linkSyntax("'\(destination)' has a space, so '\(written)' is text, not a link", at: location,
                              note: "CommonMark takes a destination with spaces only between '<' and '>'",
                              fixIts: destinationWrap(destination, in: written, at: finding.range))
        case .unclosedDestination:
            return linkSyntax("the '(' after '\(written.dropLast())' is not closed on its line, so the link is text", at: location)
        case .undefinedReference(let label):
            return linkSyntax("'\(written)' is text, not a link, as no '[\(label)]: …' line defines '\(label)'", at: location,
                              note: "write the destination in place, '[…](page.md)', or define it on a line of its own: '[\(label)]: page.md'")
        case .unclosedEmphasis(let run, let opens):
            let what = opens ? "opens emphasis that is never closed" : "closes emphasis that was never opened"
            return .warning("markdown.unclosed-emphasis", "'\(run)' \(what): the app and the site would show it as written, and a screen reader read it out",
                            at: location,
                            notes: [DiagnosticNote("write the same '\(run)' on the other side of the words it is for, or '\\\(run.first!)' for the character itself")])
        }
    }

    private static func linkSyntax(_ message: String, at location: SourceLocation, note: String? = nil, fixIts: [FixIt] = []) -> Diagnostic {
        .warning("markdown.link-syntax", message + ": the app and the site would show its brackets and destination, and a screen reader read them out",
                 at: location, notes: note.map { [DiagnosticNote($0)] } ?? [], fixIts: fixIts)
    }

    /// `[text] (page.md)` → `[text](page.md)`, when the finding is on one line.
    private static func spaceRemoval(in written: String, at range: SourceRange) -> [FixIt] {
        guard range.start.line == range.end.line, let close = written.firstIndex(of: "]"),
              let open = written[close...].firstIndex(of: "(") else { return [] }
        let fixed = String(written[...close]) + String(written[open...])
        return [FixIt("remove the space", replacing: range, with: fixed)]
    }

    /// `[text](my page.md)` → `[text](<my page.md>)`.
    private static func destinationWrap(_ destination: String, in written: String, at range: SourceRange) -> [FixIt] {
        guard range.start.line == range.end.line, let place = written.range(of: destination, options: .backwards) else { return [] }
        let fixed = written.replacingCharacters(in: place, with: "<\(destination)>")
        return [FixIt("write '<\(destination)>'", replacing: range, with: fixed)]
    }
}
