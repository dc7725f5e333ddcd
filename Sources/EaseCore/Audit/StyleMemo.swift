import Synchronization

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
    private let state = Mutex(State())
    /// Local tables not in use, handed to the next page that starts (at most one per worker).
    private let idle = Mutex<[Local]>([])

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
    /// ``checkOut()``); a style it lacks is asked of the shared memo and kept. Keys are found by
    /// open addressing on their ``StyleResolver/Key/mix`` (a dictionary ran each through `Hasher`).
    struct Local {
        /// Indices into `keys` (`-1`: empty); the count is a power of two, at most half full.
        private var slots = [Int32](repeating: -1, count: 256)
        private var keys: [StyleResolver.Key] = []
        /// Each key's number and style.
        private var found: [(number: Int, style: ResolvedStyle)] = []

        /// How many styles the table holds.
        var count: Int { keys.count }

        /// The number and the style of `key`, if this table has met it.
        func style(for key: borrowing StyleResolver.Key) -> (number: Int, style: ResolvedStyle)? {
            let mask = slots.count - 1
            var slot = Self.slot(of: key, mask: mask)
            while slots[slot] >= 0 {
                let entry = Int(slots[slot])
                if keys[entry] == key { return found[entry] }
                slot = (slot + 1) & mask
            }
            return nil
        }

        /// The number and the style of `key`: from this table, else from `memo` (which makes it
        /// with `make` if no page has needed it before), then kept. A caller on a hot path asks
        /// ``style(for:)`` first, so that the closure is made only for a key the table has not met.
        mutating func style(for key: StyleResolver.Key, in memo: StyleMemo,
                            make: () -> CascadedStyle) -> (number: Int, style: ResolvedStyle) {
            if let known = style(for: key) { return known }
            let made = memo.style(for: key, make: make)
            keys.append(key)
            found.append(made)
            if keys.count * 2 > slots.count {
                slots = [Int32](repeating: -1, count: slots.count * 2)
                for entry in keys.indices { place(entry) }
            } else {
                place(keys.count - 1)
            }
            return made
        }

        private mutating func place(_ entry: Int) {
            let mask = slots.count - 1
            var slot = Self.slot(of: keys[entry], mask: mask)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }

        private static func slot(of key: StyleResolver.Key, mask: Int) -> Int {
            Int(truncatingIfNeeded: UInt(bitPattern: key.mix) >> 7) & mask
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
