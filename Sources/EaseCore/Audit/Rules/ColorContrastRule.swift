import EaseDiagnostics
import EaseHTML

/// Text has a contrast of at least 4.5:1 (3:1 for large text) with its background, wherever the
/// colours can be resolved from the page's own CSS (WCAG 1.4.3 Contrast (Minimum)). Text over
/// background images, or under partial opacity, is skipped: its contrast cannot be known statically.
struct ColorContrastRule: AuditRule {
    let id = "audit.color-contrast"
    let wcag = "1.4.3"
    let help = "give text a contrast ratio of at least 4.5:1 with its background (3:1 for large text)"

    static let white = CSSColor(255, 255, 255)
    /// Elements whose text is never drawn as page text.
    static let textless: Set<String> = ["script", "style", "title", "head", "option", "noscript", "template"]

    /// The colour behind an element's text: `nil` when it cannot be known (a background image or
    /// partial opacity on the way down before an opaque background).
    private typealias Backdrop = CSSColor?

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        guard page.document.root != nil, page.document.first("body") != nil else { return [] }
        let styles = page.styles
        var diagnostics: [Diagnostic] = []
        // One pass in document order (a parent before its children), carrying the backdrop down:
        // an opaque background replaces it, a translucent one is laid over it, an image or
        // opacity makes it unknown. Elements without a style (the head) are skipped, and so are
        // their children.
        let document = page.document
        let count = document.elements.count
        var backdrops = [Backdrop](repeating: nil, count: count)
        var inBodies = [Bool](repeating: false, count: count)
        var lastPair: (text: CSSColor, background: CSSColor, ratio: Double)?
        let body = AuditNameCodes.shared.body
        // Element records (position, parent, name code), not element values: an element value
        // holds its page's tree, and making one per element retained and released the tree each time.
        document.forEachElementRecord { element in
            guard let style = styles.style(ofElementAt: element.index) else { return }
            let parentIndex = element.parent
            let parentBackdrop = parentIndex < 0 ? Self.white : backdrops[parentIndex]
            let inBody = (parentIndex >= 0 && inBodies[parentIndex]) || element.nameCode == body
            var backdrop = parentBackdrop
            if style.hasBackgroundImage || style.opacity != nil {
                backdrop = nil
            } else if let color = style.backgroundColor, color.alpha > 0 {
                backdrop = color.alpha >= 1 ? color : parentBackdrop.map { color.over($0) }
            }
            backdrops[element.index] = backdrop
            inBodies[element.index] = inBody
            guard inBody, !style.isHidden, let foreground = style.color, let background = backdrop else { return }
            // Most elements pass: the colours are compared first (the last pair's ratio is kept,
            // as neighbours mostly share their colours), and the element's text looked at only
            // when they fail.
            let text = foreground.over(background)
            let ratio: Double
            if let last = lastPair, last.text == text, last.background == background {
                ratio = last.ratio
            } else {
                ratio = text.contrast(with: background)
                lastPair = (text, background, ratio)
            }
            let isLarge = style.fontSize >= 24 || (style.fontSize >= 18.66 && style.fontWeight >= 700)
            let minimum = isLarge ? 3.0 : 4.5
            guard ratio + 0.005 < minimum else { return }
            let failing = document.element(at: element.index)
            if hasOwnText(failing) {
                let shown = (ratio * 100).rounded(.down) / 100
                diagnostics.append(violation(
                    "text contrast is \(shown):1 (\(text.hex) on \(background.hex)); at least \(minimum == 3 ? "3" : "4.5"):1 is needed",
                    at: page.reference(failing)))
            }
        }
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
