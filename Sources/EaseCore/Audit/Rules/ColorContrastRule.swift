import EaseDiagnostics
import EaseHTML

/// Text has a contrast of at least 4.5:1 (3:1 for large text) with its background, wherever the
/// colours can be resolved from the page's own CSS (WCAG 1.4.3 Contrast (Minimum)). Text over
/// background images, or under partial opacity, is skipped: its contrast cannot be known statically.
struct ColorContrastRule: AuditRule {
    let id = "audit.color-contrast"
    let wcag = "1.4.3"
    let help = "give text a contrast ratio of at least 4.5:1 with its background (3:1 for large text)"

    /// Elements whose text is never drawn as page text.
    static let textless: Set<String> = ["script", "style", "title", "head", "option", "noscript", "template"]

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        guard page.document.root != nil, page.document.first("body") != nil else { return [] }
        let styles = page.styles
        var diagnostics: [Diagnostic] = []
        // One pass in document order (a parent before its children). Each element's verdict is
        // its style number's (``ContrastVerdicts``): the pages before have worked out nearly all
        // of them, and a number new to the site is worked out from its parent's. Elements without
        // a style (the head) are skipped, and so are their children.
        let document = page.document
        let shared = page.sheets.contrast
        var known = shared.snapshot()
        var made: [(number: Int, verdict: ContrastVerdicts.Verdict)] = []
        let body = AuditNameCodes.shared.body
        // Element records (position, parent, name code), not element values: an element value
        // holds its page's tree, and making one per element retained and released the tree each
        // time. Walked by a loop of this function's own (``HTMLDocument/withElementRecords(_:)``).
        document.withElementRecords { records in
            for index in 0..<records.count {
                let element = records[index]
                guard let number = styles.number(ofElementAt: element.index) else { continue }
                let verdict: ContrastVerdicts.Verdict
                if number < known.count, let found = known[number] {
                    verdict = found
                } else {
                    // The parent's verdict is known: it came before in document order.
                    let parent = element.parent < 0 ? nil : styles.number(ofElementAt: element.parent).flatMap { known[$0] }
                    verdict = ContrastVerdicts.verdict(for: styles.style(ofElementAt: element.index)!, isBody: element.nameCode == body, parent: parent)
                    if number >= known.count { known.append(contentsOf: repeatElement(nil, count: number + 1 - known.count)) }
                    known[number] = verdict
                    made.append((number, verdict))
                }
                // Most elements pass; the element's text is looked at only when its colours fail.
                guard let failure = verdict.failure else { continue }
                let failing = document.element(at: element.index)
                if hasOwnText(failing) {
                    let shown = (failure.ratio * 100).rounded(.down) / 100
                    diagnostics.append(violation(
                        "text contrast is \(shown):1 (\(failure.text.hex) on \(failure.background.hex)); at least \(failure.minimum == 3 ? "3" : "4.5"):1 is needed",
                        at: page.reference(failing)))
                }
            }
        }
        shared.publish(made)
        return diagnostics
    }

    private func hasOwnText(_ element: HTMLElement) -> Bool {
        guard !Self.textless.contains(element.name) else { return false }
        return element.children.contains { child in
            if case .text(let text) = child { return !WCAG.isBlank(text) }
            return false
        }
    }
}
