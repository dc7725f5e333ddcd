import EaseMarkdown
import Synchronization

/// A body's tree kept only until the readers a build has for it have read it: a one-off build
/// reads each body twice, once for its page and once for its bundle file, on different threads.
/// Each reader asks with ``read(parsing:)``; the tree is dropped when the last of them took it,
/// so the build never holds every body's tree at once. A reader beyond those (a page of another
/// locale showing the same untranslated body) parses its own copy.
///
/// The trees lent at any moment are bounded by a ``LendingBudget`` shared by every body of the
/// build: when the page and the bundle file of the same bodies are made far apart (the disk
/// stalls one side's writes), the first reader keeps no tree beyond the budget, and the second
/// parses the body again instead of the build holding every tree in between.
final class LentMarkdownTree: Sendable {
    fileprivate struct State {
        var tree: MarkdownDocument?
        var readersLeft: Int
    }

    private let state: Mutex<State>
    private let budget: LendingBudget

    /// A tree not parsed yet, for `readers` readers: the first parses it.
    init(readers: Int, budget: LendingBudget) {
        state = Mutex(State(tree: nil, readersLeft: readers))
        self.budget = budget
    }

    /// The tree: the one lent (taken away if this is its last reader), or else one `parse` makes,
    /// lent to the readers left if the budget allows. The parse runs under the tree's lock: a
    /// reader asking meanwhile (the page and the bundle file of a body are often made at the same
    /// moment) waits for it instead of parsing the body a third time.
    func read(parsing parse: () -> MarkdownDocument) -> MarkdownDocument {
        state.withLock { state in
            if let lent = state.tree {
                state.readersLeft -= 1
                if state.readersLeft <= 0 {
                    state.tree = nil
                    budget.giveBack()
                }
                return lent
            }
            let parsed = parse()
            state.readersLeft -= 1
            if state.readersLeft > 0, budget.take() { state.tree = parsed }
            return parsed
        }
    }
}

/// How many trees a build's bodies may have lent at once (``LentMarkdownTree``).
final class LendingBudget: Sendable {
    private let available: Atomic<Int>

    /// A budget of `trees` trees: 256 is about 2 MB of a reading's trees, far more than the page
    /// and the bundle file are apart when nothing stalls either (docs/PERFORMANCE.md).
    init(trees: Int = 256) {
        available = Atomic(trees)
    }

    /// Takes room for one tree; false when there is none left.
    func take() -> Bool {
        var current = available.load(ordering: .relaxed)
        while current > 0 {
            let (exchanged, original) = available.compareExchange(expected: current, desired: current - 1, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
        return false
    }

    /// Gives back the room of a tree its last reader took.
    func giveBack() {
        available.add(1, ordering: .relaxed)
    }
}
