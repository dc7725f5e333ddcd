import EaseDiagnostics
import EaseMarkdown

/// Checks ``LiteralMarkupFinder`` on a parsed body: whatever it finds, the outline said the body
/// may hold (the rule looks only where the flag is set), and each finding's range is in the file
/// and reads as what it says it is.
struct LiteralMarkupCheck {
    let file: SourceFile

    func check(_ document: MarkdownDocument) -> [FuzzFinding] {
        let found = LiteralMarkupFinder.find(in: document, file: file)
        var findings: [FuzzFinding] = []
        if !found.isEmpty, !document.outline.mayHoldLiteralMarkup {
            findings.append(FuzzFinding("literal-flag", "found \(found[0].kind) at \(found[0].range), but the outline's flag is clear"))
        }
        for finding in found {
            guard let bytes = file.byteRange(of: finding.range) else {
                findings.append(FuzzFinding("literal-range", "\(finding.kind) at \(finding.range) is not in the file"))
                continue
            }
            let text = String(file.text(inBytes: bytes))
            if !reads(text, as: finding.kind) {
                findings.append(FuzzFinding("literal-text", "\(finding.kind) at \(finding.range) reads \(text.debugDescription)"))
            }
        }
        return findings
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
