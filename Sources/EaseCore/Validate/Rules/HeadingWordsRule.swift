import EaseDiagnostics
import EaseMarkdown

/// A heading says in words what its section is about (WCAG 2.4.6): one of only an emoji (`## 😰`)
/// is read as the emoji's name ("anxious face with sweat"), and one of only punctuation (`## ???`)
/// as nothing; both become table-of-contents links with no words, which the site's audit then
/// rejects at a line of the generated page. Reported here, at the heading.
///
/// Such a heading has no letters or digits, so its anchor is the slugger's stand-in (`section`,
/// `section-1`…): only a document with such an anchor has its body read again to look.
struct HeadingWordsRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["heading.no-words": "a heading is only an emoji or punctuation"] }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for document in context.subjectDocuments where document.anyHeadingAnchor(where: Self.mayStandForNoWords) {
            for heading in document.markdown().headings {
                let text = heading.text
                guard !text.unicodeScalars.contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil }) else { continue }
                let what = WCAG.isOnlyEmoji(text) ? "only an emoji, which a screen reader reads as the emoji's name" : "no words"
                diagnostics.append(.error("heading.no-words", "the heading '\(text)' has \(what)",
                                          at: document.location(heading.range),
                                          notes: [DiagnosticNote("say in words what the section is about (WCAG 2.4.6); the page's table of contents links to it by its text")]))
            }
        }
        return diagnostics
    }

    /// Whether an anchor is the one a heading with no letters or digits gets.
    static func mayStandForNoWords(_ anchor: String) -> Bool {
        // Nearly every anchor fails at its first byte.
        guard anchor.utf8.first == UInt8(ascii: "s") else { return false }
        return anchor == "section" || (anchor.hasPrefix("section-") && anchor.utf8.dropFirst(8).allSatisfy { (0x30...0x39).contains($0) } && anchor.utf8.count > 8)
    }
}
