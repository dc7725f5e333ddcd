import EaseMarkdown
import Synchronization

/// A body's tree kept only until the readers a build has for it have read it: a one-off build
/// reads each body twice, once for its page and once for its bundle file, on different threads.
/// Each reader asks with ``read(parsing:)``; the tree is dropped when the last of them took it,
/// so the build never holds every body's tree at once. A reader beyond those (a page of another
/// locale showing the same untranslated body) parses its own copy.
final class LentMarkdownTree: Sendable {
    fileprivate struct State {
        var tree: MarkdownDocument?
        var readersLeft: Int
    }

    private let state: Mutex<State>

    /// A tree not parsed yet, for `readers` readers: the first parses it.
    init(readers: Int) {
        state = Mutex(State(tree: nil, readersLeft: readers))
    }

    /// The tree: the one lent (taken away if this is its last reader), or else one `parse` makes,
    /// lent to the readers left. The parse runs under the tree's lock: a reader asking meanwhile
    /// (the page and the bundle file of a body are often made at the same moment) waits for it
    /// instead of parsing the body a third time.
    func read(parsing parse: () -> MarkdownDocument) -> MarkdownDocument {
        state.withLock { state in
            if let lent = state.take() { return lent }
            let parsed = parse()
            state.readersLeft -= 1
            if state.readersLeft > 0 { state.tree = parsed }
            return parsed
        }
    }
}

extension LentMarkdownTree.State {
    /// The lent tree, counting this reader; dropped from the state when no reader is left.
    mutating func take() -> MarkdownDocument? {
        guard let tree else { return nil }
        readersLeft -= 1
        if readersLeft <= 0 { self.tree = nil }
        return tree
    }
}
