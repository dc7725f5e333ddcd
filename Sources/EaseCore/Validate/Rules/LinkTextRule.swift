import EaseDiagnostics
import EaseMarkdown

/// A link's text says where it leads: not empty, not only an emoji, and not a word that only
/// names the control ("click here", "link"; the site's audit's list, `AccessibleNameRule`). A
/// screen reader's list of links reads each one's text alone (WCAG 2.4.4 Link Purpose). The audit
/// finds the same text in the rendered page; this reports it where it is written.
struct LinkTextRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["link.vague-text": "a link's text is empty, only an emoji, or only says it is a link"] }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.subjectDocuments {
            let references = document.outline.references
            for index in references.indices where references[index].kind == .link {
                // Text that starts and ends with a visible ASCII character (nearly all) has nothing to trim.
                let written = references[index].text
                let text = Self.isVisibleASCII(written.utf8.first) && Self.isVisibleASCII(written.utf8.last) ? written : written.trimmingWhitespace()
                let destination = references[index].destination
                let message: String
                if text.isEmpty { message = "the link to '\(destination)' has no text" }
                else if WCAG.isOnlyEmoji(text) { message = "the link to '\(destination)' is only an emoji" }
                else if AccessibleNameRule.isTypeWord(text) { message = "the link text '\(text)' says only that it is a link, not where it leads (to '\(destination)')" }
                else { continue }
                diagnostics.append(.error("link.vague-text", message,
                                          at: document.location(references[index].range),
                                          notes: [DiagnosticNote("name what the link leads to; a screen reader's list of links reads each one's text alone (WCAG 2.4.4)")]))
            }
        }
        return diagnostics
    }

    private static func isVisibleASCII(_ byte: UInt8?) -> Bool {
        byte.map { $0 > 0x20 && $0 < 0x7F } ?? false
    }
}
