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

    func check(_ page: AuditPage, in site: AuditSite) -> [Diagnostic] {
        guard let body = page.document.first("body") else { return [] }
        let styles = page.styles
        var diagnostics: [Diagnostic] = []
        for element in body.descendants() where hasOwnText(element) {
            guard let style = styles.style(of: element), !style.isHidden, let foreground = style.color else { continue }
            let chain = [element] + page.ancestors(of: element).reversed()
            var layers: [CSSColor] = []
            var unknown = false
            for node in chain {
                guard let nodeStyle = styles.style(of: node) else { continue }
                if nodeStyle.hasBackgroundImage { unknown = true; break }
                if nodeStyle.opacity != nil { unknown = true; break }
                if let color = nodeStyle.backgroundColor, color.alpha > 0 {
                    layers.append(color)
                    if color.alpha >= 1 { break }
                }
            }
            guard !unknown else { continue }
            var background = layers.last.map { $0.alpha >= 1 ? $0 : $0.over(Self.white) } ?? Self.white
            for layer in layers.dropLast().reversed() { background = layer.over(background) }
            let text = foreground.over(background)
            let ratio = text.contrast(with: background)
            let isLarge = style.fontSize >= 24 || (style.fontSize >= 18.66 && style.fontWeight >= 700)
            let minimum = isLarge ? 3.0 : 4.5
            if ratio + 0.005 < minimum {
                let shown = (ratio * 100).rounded(.down) / 100
                diagnostics.append(violation(
                    "text contrast is \(shown):1 (\(text.hex) on \(background.hex)); at least \(minimum == 3 ? "3" : "4.5"):1 is needed",
                    at: page.reference(element)))
            }
        }
        return diagnostics
    }

    private func hasOwnText(_ element: HTMLElement) -> Bool {
        guard !["script", "style", "title", "head", "option", "noscript", "template"].contains(element.name) else { return false }
        return element.children.contains { child in
            if case .text(let text) = child { return text.contains { !$0.isWhitespace } }
            return false
        }
    }
}
