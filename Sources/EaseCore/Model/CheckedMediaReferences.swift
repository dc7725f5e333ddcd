import EaseLocks

/// The media references of a whole catalog as the check listed them (``MediaReferenceRule``), kept
/// for the build's media stage (``HashedMedia``), which needs the same list: made again there, it
/// was 3–5 ms of one core at 10,000 readings between the check and the outputs, the other core
/// waiting (a walk over every document's lock and references, most of it waiting on memory).
///
/// A catalog makes a new, empty store whenever its documents change, as it does for the links the
/// check resolved (``ResolvedLinkStore``); only the whole catalog's list is kept, never a localized
/// view's or a check of some documents alone.
public final class CheckedMediaReferences: Sendable {
    private let kept = Locked<[MediaReference]?>(nil)

    /// An empty store.
    public init() {}

    /// Keeps the references the latest check listed.
    func keep(_ references: [MediaReference]) {
        kept.withLock { $0 = references }
    }

    /// The references the latest check listed, if one has, handed over: the store keeps them no longer.
    func take() -> [MediaReference]? {
        kept.withLock { kept in
            defer { kept = nil }
            return kept
        }
    }
}
