import EaseDiagnostics
import EaseMarkdown

/// Raw HTML in Markdown never reaches the app or the site (it would bypass the accessibility and
/// security checks); the author is told where it was dropped.
struct RawHTMLRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["markdown.raw-html": "raw HTML in Markdown is dropped"] }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.subjectDocuments where document.body.containsRawHTML {
            func report(_ html: String, _ range: EaseDiagnostics.SourceRange) {
                let snippet = html.trimmingCharacters(in: .whitespacesAndNewlines).prefix(40)
                diagnostics.append(.warning("markdown.raw-html", "raw HTML '\(snippet)' is dropped from the app and the site",
                                            at: document.location(range),
                                            notes: [DiagnosticNote("write Markdown instead; scripts, styles, frames and event handlers are never published")]))
            }
            func visit(_ inlines: [MarkdownInline]) {
                for inline in inlines {
                    switch inline.kind {
                    case .html(let html): report(html, inline.range)
                    case .emphasis(let children), .strong(let children), .link(_, _, let children): visit(children)
                    default: break
                    }
                }
            }
            document.body.forEachBlock { block in
                switch block.kind {
                case .html(let html): report(html, block.range)
                case .paragraph(let inlines), .heading(_, let inlines): visit(inlines)
                default: break
                }
            }
        }
        return diagnostics
    }
}

import Foundation
