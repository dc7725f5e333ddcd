import EaseDiagnostics
import EaseMarkdown

/// The invariants of a finder of markup shown as written (``GitHubSyntaxFinder``,
/// ``LiteralMarkupFinder``) on a parsed body: whatever it finds, the outline said the body may
/// hold (its rule looks only where the flag is set, so a miss there would be a silent one), and
/// each place it names is in the file and reads as what the finding says it is.
struct FoundMarkupCheck {
    let file: SourceFile
    /// The findings' id prefix: `github`, `literal`.
    let name: String

    /// Checks findings of kind `Kind`, each with the places it names, against the outline's flag
    /// and `reads` (whether a place's source text is what its kind is written with).
    func check<Kind>(_ found: [(kind: Kind, places: [SourceRange])], flagged: Bool, reads: (String, Kind) -> Bool) -> [FuzzFinding] {
        var findings: [FuzzFinding] = []
        if let first = found.first, !flagged {
            findings.append(FuzzFinding("\(name)-flag", "found \(first.kind) at \(first.places.first.map { "\($0)" } ?? "?"), but the outline's flag is clear"))
        }
        for (kind, places) in found {
            for range in places {
                guard let bytes = file.byteRange(of: range) else {
                    findings.append(FuzzFinding("\(name)-range", "\(kind) at \(range) is not in the file"))
                    continue
                }
                let text = String(file.text(inBytes: bytes))
                if !reads(text, kind) {
                    findings.append(FuzzFinding("\(name)-text", "\(kind) at \(range) reads \(text.debugDescription)"))
                }
            }
        }
        return findings
    }
}
