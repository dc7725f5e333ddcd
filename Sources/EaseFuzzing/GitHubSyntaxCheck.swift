import EaseDiagnostics
import EaseMarkdown

/// Checks ``GitHubSyntaxFinder`` on a parsed body: whatever it finds, the outline said the body
/// may hold (the rule looks only where the flag is set, so a miss there would be a silent one),
/// and each finding's range is in the file and reads as what it says it is.
struct GitHubSyntaxCheck {
    let file: SourceFile

    func check(_ document: MarkdownDocument) -> [FuzzFinding] {
        let found = GitHubSyntaxFinder.find(in: document, file: file)
        var findings: [FuzzFinding] = []
        if !found.isEmpty, !document.outline.mayHoldLiteralMarkup {
            findings.append(FuzzFinding("github-flag", "found \(found[0].kind) at \(found[0].range), but the outline's flag is clear"))
        }
        for finding in found {
            for range in [finding.range] + finding.otherPlaces {
                guard let bytes = file.byteRange(of: range) else {
                    findings.append(FuzzFinding("github-range", "\(finding.kind) at \(range) is not in the file"))
                    continue
                }
                let text = String(file.text(inBytes: bytes))
                if !reads(text, as: finding.kind) {
                    findings.append(FuzzFinding("github-text", "\(finding.kind) at \(range) reads \(text.debugDescription)"))
                }
            }
        }
        return findings
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
