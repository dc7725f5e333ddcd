import EaseLocks

/// What the colour-contrast rule concludes about each style of one set of stylesheets, by the
/// style's number in its ``StyleMemo``.
///
/// A style's number stands for the element's whole ancestor chain (each key holds its parent's
/// number), and what the rule needs to know of an element — whether it is inside the body, the
/// colour behind its text, whether that text's contrast is too low — follows from its style and
/// its parent's alone. So every element with the same number gets the same verdict, on every page
/// that uses the stylesheets: a site's pages have a few hundred numbers between them and some
/// hundred elements each, and each verdict is worked out once, not once per element.
///
/// Pages read a snapshot of the verdicts (``snapshot()``) without a lock, work out the numbers it
/// lacks themselves (a parent before its children, as document order has them) and hand them back
/// (``publish(_:)``); two pages working out the same number get the same verdict.
final class ContrastVerdicts: Sendable {
    /// The rule's conclusion about the elements of one style.
    struct Verdict: Sendable {
        /// Whether the elements are the body or inside it (what is outside is never drawn).
        let isInBody: Bool
        /// The colour behind their text, the backgrounds of the elements and their ancestors laid
        /// over white; `nil` when a background image or partial opacity makes it unknown.
        let backdrop: CSSColor?
        /// Their text's colour pair when its contrast is below the minimum; `nil` when it passes,
        /// is hidden, or cannot be known.
        let failure: Failure?
    }

    /// A text colour on a backdrop whose contrast is too low.
    struct Failure: Sendable {
        /// The text colour laid over the backdrop.
        let text: CSSColor
        let background: CSSColor
        let ratio: Double
        /// 3 for large text, 4.5 for the rest.
        let minimum: Double
    }

    private let known = Locked<[Verdict?]>([])

    /// The verdicts worked out so far, by style number (`nil`, or past the end: not yet).
    func snapshot() -> [Verdict?] {
        known.withLock { $0 }
    }

    /// Adds verdicts a page worked out, by style number.
    func publish(_ made: [(number: Int, verdict: Verdict)]) {
        guard !made.isEmpty else { return }
        known.withLock { known in
            for (number, verdict) in made {
                if number >= known.count { known.append(contentsOf: repeatElement(nil, count: number + 1 - known.count)) }
                known[number] = verdict
            }
        }
    }

    /// The verdict for elements of `style` (the body itself when `isBody`) whose parent has the
    /// verdict `parent` (`nil` for the root).
    static func verdict(for style: ResolvedStyle, isBody: Bool, parent: Verdict?) -> Verdict {
        let parentBackdrop = parent == nil ? white : parent!.backdrop
        let isInBody = (parent?.isInBody ?? false) || isBody
        // An opaque background replaces the backdrop, a translucent one is laid over it, an image
        // or opacity makes it unknown.
        var backdrop = parentBackdrop
        if style.hasBackgroundImage || style.opacity != nil {
            backdrop = nil
        } else if let color = style.backgroundColor, color.alpha > 0 {
            backdrop = color.alpha >= 1 ? color : parentBackdrop.map { color.over($0) }
        }
        guard isInBody, !style.isHidden, let foreground = style.color, let background = backdrop else {
            return Verdict(isInBody: isInBody, backdrop: backdrop, failure: nil)
        }
        let text = foreground.over(background)
        let ratio = text.contrast(with: background)
        let isLarge = style.fontSize >= 24 || (style.fontSize >= 18.66 && style.fontWeight >= 700)
        let minimum = isLarge ? 3.0 : 4.5
        let failure = ratio + 0.005 < minimum ? Failure(text: text, background: background, ratio: ratio, minimum: minimum) : nil
        return Verdict(isInBody: isInBody, backdrop: backdrop, failure: failure)
    }

    private static let white = CSSColor(255, 255, 255)
}
