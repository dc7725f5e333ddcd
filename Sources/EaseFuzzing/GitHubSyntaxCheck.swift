import EaseDiagnostics
import EaseMarkdown

/// Checks ``GitHubSyntaxFinder`` on a parsed body (``FoundMarkupCheck``).
struct GitHubSyntaxCheck {
    let file: SourceFile

    func check(_ document: MarkdownDocument) -> [FuzzFinding] {
        let found = GitHubSyntaxFinder.find(in: document, file: file).map { ($0.kind, [$0.range] + $0.otherPlaces) }
        return FoundMarkupCheck(file: file, name: "github").check(found, flagged: document.outline.mayHoldLiteralMarkup) { text, kind in reads(text, as: kind) }
    }

    /// Whether the source text of a finding's range is what its kind is written with.
    private func reads(_ text: String, as kind: MarkdownGitHubSyntax.Kind) -> Bool {
        switch kind {
        case .table: text.contains("|") && text.contains("-")
        case .strikethrough: text.count >= 4 && text.hasPrefix("~~") && text.hasSuffix("~~")
        case .taskListItem: ["[ ]", "[x]", "[X]"].contains(text)
        case .alert(let type): text.uppercased() == "[!\(type.uppercased())]"
        case .footnote(let label): text == "[^\(label)]" || text == "[^\(label)]:"
        case .webAddress(let address): text == address && !text.contains(where: \.isWhitespace)
        }
    }
}
