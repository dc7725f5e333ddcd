import EaseMarkdown
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A body's render tree (``MarkdownRenderTree``) kept only until the readers a build has for it
/// have read it: a one-off build reads each body twice, once for its page and once for its bundle
/// file, on different threads.
/// Each reader asks with ``read(parsing:)``; the tree is dropped when the last of them took it,
/// so the build never holds every body's tree at once. A reader beyond those (a page of another
/// locale showing the same untranslated body) parses its own copy.
///
/// The trees lent at any moment are bounded by a ``LendingBudget`` shared by every body of the
/// build: when the page and the bundle file of the same bodies are made far apart (the disk
/// stalls one side's writes), the first reader keeps no tree beyond the budget, and the second
/// parses the body again instead of the build holding every tree in between.
final class LentMarkdownTree: @unchecked Sendable {
    // Guarded by the budget's lock of `stripe`.
    private var tree: MarkdownRenderTree?
    private var readersLeft: Int
    private let budget: LendingBudget
    private let stripe: Int

    /// A tree not parsed yet, for `readers` readers: the first parses it.
    init(readers: Int, budget: LendingBudget) {
        readersLeft = readers
        self.budget = budget
        stripe = budget.nextStripe()
    }

    /// The tree: the one lent (taken away if this is its last reader), or else one `parse` makes,
    /// lent to the readers left if the budget allows. The parse runs under the tree's lock: a
    /// reader asking meanwhile (the page and the bundle file of a body are often made at the same
    /// moment) waits for it instead of parsing the body a third time.
    func read(parsing parse: () -> MarkdownRenderTree) -> MarkdownRenderTree {
        budget.withLock(stripe: stripe) {
            if let lent = tree {
                readersLeft -= 1
                if readersLeft <= 0 {
                    tree = nil
                    budget.giveBack()
                }
                return lent
            }
            let parsed = parse()
            readersLeft -= 1
            if readersLeft > 0, budget.take() { tree = parsed }
            return parsed
        }
    }
}

/// What a build's lent trees (``LentMarkdownTree``) share: how many may be lent at once, and the
/// locks their readers take.
///
/// The trees lent at once are bounded: 256 is about 2 MB of a reading's trees, far more than the
/// page and the bundle file are apart when nothing stalls either (docs/PERFORMANCE.md).
///
/// The locks are a fixed set of stripes, each body given the next in turn (bodies made one after
/// another are read one after another, so they do not share one), not a lock per body. They do
/// not spin: the page and the bundle file of a body are often made at the same moment, and a
/// reader that finds the other parsing sleeps until the tree is there. (`Mutex`, a lock per body
/// before, spun there first: a twentieth of a build's time at 10,000 readings.)
final class LendingBudget: @unchecked Sendable {
    private let available: Atomic<Int>
    private let locks: UnsafeMutablePointer<pthread_mutex_t>
    private let stripes: Int
    private let stripesGiven = Atomic<Int>(0)

    /// A budget of `trees` trees, and `lockStripes` locks for the bodies' readers.
    init(trees: Int = 256, lockStripes: Int = 64) {
        available = Atomic(trees)
        stripes = max(1, lockStripes)
        locks = .allocate(capacity: stripes)
        for index in 0..<stripes { pthread_mutex_init(locks + index, nil) }
    }

    deinit {
        for index in 0..<stripes { pthread_mutex_destroy(locks + index) }
        locks.deallocate()
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

    /// The lock stripe of a new body.
    fileprivate func nextStripe() -> Int {
        stripesGiven.wrappingAdd(1, ordering: .relaxed).oldValue % stripes
    }

    /// Runs `body` holding the lock of `stripe`.
    fileprivate func withLock<Result>(stripe: Int, _ body: () -> Result) -> Result {
        pthread_mutex_lock(locks + stripe)
        defer { pthread_mutex_unlock(locks + stripe) }
        return body()
    }
}
