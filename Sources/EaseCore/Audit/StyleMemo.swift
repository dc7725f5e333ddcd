import EaseLocks

/// The styles resolved on the pages that share a set of stylesheets, numbered in the order they
/// were first made: a style's number stands for it (and its whole ancestor chain) as the parent
/// in later keys.
///
/// A lookup hands back the number and the ``ResolvedStyle`` alone, a value with no references
/// in it: the custom properties that children inherit stay in the memo, and a page asks for them
/// (``cascaded(_:)``) only to resolve a style no page has needed before. The parallel page
/// workers then never take a reference to a table they share on the path every element takes.
///
/// A page looks its styles up in a ``Local`` table (``checkOut()``) that holds what the pages
/// before it on the same table looked up, without the lock: a site's pages need a few hundred
/// distinct styles and look them up tens of thousands of times, and a lock taken by both cores
/// for every lookup moved its cache line between them each time.
final class StyleMemo: Sendable {
    private let state = Locked(State())
    /// Local tables not in use, handed to the next page that starts (at most one per worker).
    private let idle = Locked<[Local]>([])

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

    /// A table of the styles one worker has looked up, used by one page at a time (see
    /// ``checkOut()``); a style it lacks is asked of the shared memo and kept.
    struct Local: Sendable {
        private var known = ProbingTable<StyleResolver.Key, (number: Int, style: ResolvedStyle)>(capacity: 128)
        /// The styles of plain elements (``PlainStyleKey``: a parent's number and a tag, no class,
        /// tested id or tested attribute) met on this table's pages: a plain element first met
        /// on a page is found here by its two numbers, without making a ``StyleResolver/Key``
        /// (about forty a reading page did, all but the first page's found in `known`).
        private var plain = ProbingTable<PlainStyleKey, (number: Int, style: ResolvedStyle)>(capacity: 128)

        /// How many styles the table holds.
        var count: Int { known.count }

        /// How many plain elements' keys the table holds.
        var plainCount: Int { plain.count }

        /// The number and the style of a plain element's key, if a page of this table has met it.
        func style(forPlain key: PlainStyleKey) -> (number: Int, style: ResolvedStyle)? {
            plain.value(for: key)
        }

        /// Keeps the number and the style of a plain element's key, which the table has not met.
        mutating func keep(_ entry: (number: Int, style: ResolvedStyle), forPlain key: PlainStyleKey) {
            plain.insert(key, entry)
        }

        /// The number and the style of `key`, if this table has met it.
        func style(for key: borrowing StyleResolver.Key) -> (number: Int, style: ResolvedStyle)? {
            known.value(for: key)
        }

        /// The number and the style of `key`: from this table, else from `memo` (which makes it
        /// with `make` if no page has needed it before), then kept. A caller on a hot path asks
        /// ``style(for:)`` first, so that the closure is made only for a key the table has not met.
        mutating func style(for key: StyleResolver.Key, in memo: StyleMemo,
                            make: () -> CascadedStyle) -> (number: Int, style: ResolvedStyle) {
            if let found = known.value(for: key) { return found }
            let made = memo.style(for: key, make: make)
            known.insert(key, made)
            return made
        }
    }

    /// A local table for one page: the one the last page to finish handed back, or a new one.
    func checkOut() -> Local {
        idle.withLock { $0.popLast() } ?? Local()
    }

    /// Hands a page's local table back for the next page.
    func checkIn(_ local: Local) {
        idle.withLock { $0.append(local) }
    }
}
