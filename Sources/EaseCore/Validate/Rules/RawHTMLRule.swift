import EaseDiagnostics
import EaseMarkdown

/// Raw HTML in Markdown never reaches the app or the site (it would bypass the accessibility and
/// security checks); the author is told where it was dropped.
struct RawHTMLRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["markdown.raw-html": "raw HTML in Markdown is dropped"] }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.subjectDocuments {
            for raw in document.outline.rawHTML {
                let snippet = raw.html.trimmingCharacters(in: .whitespacesAndNewlines).prefix(40)
                diagnostics.append(.warning("markdown.raw-html", "raw HTML '\(snippet)' is dropped from the app and the site",
                                            at: document.location(raw.range),
                                            notes: [DiagnosticNote("write Markdown instead; scripts, styles, frames and event handlers are never published")]))
            }
        }
        return diagnostics
    }
}
