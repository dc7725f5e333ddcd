import Synchronization

/// Tree builders kept between the pages ``PlainHTMLReader`` reads, a few for the whole process.
///
/// A builder has thirteen tables; made afresh for every page, each was allocated, grown and
/// freed once a page (and its memory handed back to the system and faulted in again for the
/// next). A reader takes a builder here and gives it back once the page's tree is copied out of
/// it: its tables keep their memory up to ``HTMLTreeBuilder/keptBytesPerTable`` each, so the
/// pool holds about a reading page's tables per builder, whatever the largest page was.
enum TreeBuilderPool {
    /// At most this many idle builders are kept: one per worker reading pages at once.
    static let limit = 16

    private static let idle = Mutex<[UnsafeTransfer]>([])

    /// A builder for one page: an idle one, or a new one.
    static func take() -> HTMLTreeBuilder {
        idle.withLock { $0.popLast() }?.builder ?? HTMLTreeBuilder()
    }

    /// Gives a builder back once its page is done (finished or given up), emptied for the next.
    static func give(_ builder: HTMLTreeBuilder) {
        builder.reset()
        let kept = UnsafeTransfer(builder: builder)
        idle.withLock { if $0.count < limit { $0.append(kept) } }
    }

    /// How many builders are idle (for tests).
    static var idleCount: Int { idle.withLock { $0.count } }

    /// A builder moved between threads: only one page uses it at a time, taken from and given back
    /// to the pool under its lock.
    private struct UnsafeTransfer: @unchecked Sendable {
        let builder: HTMLTreeBuilder
    }
}
