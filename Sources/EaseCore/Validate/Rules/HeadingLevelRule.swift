import EaseDiagnostics
import EaseMarkdown

/// Headings in a body go down one level at a time (`##` then `###`, not `####`): screen-reader
/// users move through a page by its headings, and a skipped level reads as a missing section
/// (WCAG 1.3.1). So does a first heading deeper than the body's shallowest (`### Sleep` before
/// the `## Movement` sections): the site puts the shallowest level right under the page's title.
/// The site's audit finds the same skip in the page it renders; this reports it
/// where it is written, with a fix-it to the level below the heading before it.
struct HeadingLevelRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["heading.skipped-level": "a heading is more than one level below the heading before it"] }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.subjectDocuments {
            let skips = document.outline.headingSkips
            // Read again, in a one-off build, only for a document with a skip.
            let file = skips.isEmpty ? nil : context.sourceFile(of: document)
            for skip in skips {
                let wanted = String(repeating: "#", count: skip.previousLevel + 1)
                // Reported at the heading's `#` run when it has one, which the fix-it rewrites.
                let marker = file.flatMap { Self.marker(of: skip, in: $0) }
                var notes = [DiagnosticNote("screen-reader users move by headings, and a skipped level reads as a missing section (WCAG 1.3.1)")]
                if skip.opensBody {
                    notes.insert(DiagnosticNote("the page shows the body's level-\(skip.previousLevel + 1) headings right under its title, so this one would skip a level there"), at: 0)
                }
                diagnostics.append(.error("heading.skipped-level", Self.message(for: skip, wanted: wanted),
                                          at: document.location(marker ?? skip.range), notes: notes,
                                          fixIts: marker.map { [FixIt("write '\(wanted)'", replacing: $0, with: wanted)] } ?? []))
            }
        }
        return diagnostics
    }

    static func message(for skip: MarkdownHeadingSkip, wanted: String) -> String {
        let fix = "make it level \(skip.previousLevel + 1) ('\(wanted)')"
        if skip.opensBody {
            return "a level-\(skip.level) heading opens the body, whose sections start at level \(skip.previousLevel + 1); \(fix)"
        }
        return "a level-\(skip.level) heading follows a level-\(skip.previousLevel) heading; \(fix)"
    }

    /// The `#` run of an ATX heading (`####`, after up to three spaces), or `nil` when the line
    /// is not one (a heading in a block quote or a list item, or underlined).
    static func marker(of skip: MarkdownHeadingSkip, in file: SourceFile) -> SourceRange? {
        guard let line = file.line(skip.range.start.line) else { return nil }
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        guard indent <= 3, rest.prefix(while: { $0 == "#" }).count == skip.level else { return nil }
        let after = rest.dropFirst(skip.level).first
        guard after == nil || after == " " || after == "\t" else { return nil }
        return SourceRange(line: skip.range.start.line, column: indent + 1, length: skip.level)
    }
}
