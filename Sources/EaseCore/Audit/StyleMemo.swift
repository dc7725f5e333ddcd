import Synchronization

/// The styles resolved on the pages that share a set of stylesheets, numbered in the order they
/// were first made: a style's number stands for it (and its whole ancestor chain) as the parent
/// in later keys.
///
/// A lookup hands back the number and the ``ResolvedStyle`` alone, a value with no references
/// in it: the custom properties that children inherit stay in the memo, and a page asks for them
/// (``cascaded(_:)``) only to resolve a style no page has needed before. The parallel page
/// workers then never take a reference to a table they share on the path every element takes.
final class StyleMemo: Sendable {
    private let state = Mutex(State())

    private struct State {
        var numbers: [StyleResolver.Key: Int] = [:]
        var styles: [CascadedStyle] = []
    }

    /// The number and the style of `key`, made (outside the lock) the first time any worker needs
    /// it; if two workers make the same key at once, the first stored wins and both get it.
    func style(for key: StyleResolver.Key, make: () -> CascadedStyle) -> (number: Int, style: ResolvedStyle) {
        if let known = state.withLock({ state in state.numbers[key].map { ($0, state.styles[$0].style) } }) { return known }
        let made = make()
        return state.withLock { state in
            if let raced = state.numbers[key] { return (raced, state.styles[raced].style) }
            let number = state.styles.count
            state.numbers[key] = number
            state.styles.append(made)
            return (number, made.style)
        }
    }

    /// The style numbered `number`, with the custom properties its element's children inherit.
    func cascaded(_ number: Int) -> CascadedStyle {
        state.withLock { $0.styles[number] }
    }
}
