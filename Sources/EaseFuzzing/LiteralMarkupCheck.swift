import EaseDiagnostics
import EaseMarkdown

/// Checks ``LiteralMarkupFinder`` on a parsed body (``FoundMarkupCheck``).
struct LiteralMarkupCheck {
    let file: SourceFile

    func check(_ document: MarkdownDocument) -> [FuzzFinding] {
        let found = LiteralMarkupFinder.find(in: document, file: file).map { ($0.kind, [$0.range]) }
        return FoundMarkupCheck(file: file, name: "literal").check(found, flagged: document.outline.mayHoldLiteralMarkup) { text, kind in reads(text, as: kind) }
    }

    /// Whether the source text of a finding's range is what its kind is written with.
    private func reads(_ text: String, as kind: MarkdownLiteralMarkup.Kind) -> Bool {
        switch kind {
        case .headingWithoutSpace: !text.isEmpty && text.count <= 6 && text.allSatisfy { $0 == "#" }
        case .spaceBeforeDestination: text.contains("] ") || text.contains("]\t")
        case .spaceInDestination(let destination): text.contains("](") && text.contains(destination)
        case .unclosedDestination: text.hasSuffix("](")
        case .undefinedReference(let label): text.hasSuffix("][\(label)]")
        case .unclosedEmphasis(let run, _): text == run
        }
    }
}
