import EaseBytes
import EaseLocks
import EaseMarkdown

/// Where the links of the documents a check covered lead, as its link rule (``ContentLinkRule``)
/// found them: the site and the bundle then write each content link from the document it leads
/// to, instead of resolving its path again in a table of every content path (the two lookups of
/// each link, mostly cache misses, were 2% of a one-off build's time).
///
/// A document's links are in its body's order, as its outline lists them (a link inside an
/// image's description is not among them, nor met by the renderers). Each keeps a digest of its
/// destination's bytes: a renderer takes a link's target only when the link it is at has that
/// digest (``ResolvedLinkCursor``), and resolves any other itself.
///
/// Every document's links are in one array, found by the document: an array kept in each
/// document, or a field more in each, put the documents' memory among what the build lets go
/// after the check, and the heap kept 10 MB more at a 10k build's peak.
final class ResolvedContentLinks: Sendable {
    /// One link.
    struct Link: Sendable {
        /// ``ByteWord/digest(of:)-(UnsafeBufferPointer<UInt8>)`` of the destination as written.
        let digest: UInt64
        /// The index in the catalog's documents of the document the link leads to; -1 for a link
        /// the renderer resolves itself (external, to the document's own `#fragment`, or not found).
        let target: Int32
    }

    /// A document's links: where they are in `links`. The run holds its document, so that no
    /// other document takes its address (its identifier) while the records are kept.
    struct Run: Sendable {
        let document: ParsedDocument
        let range: Range<Int>
    }

    private let links: [Link]
    private let runs: [ObjectIdentifier: Run]

    init(links: [Link], runs: [ObjectIdentifier: Run]) {
        self.links = links
        self.runs = runs
    }

    /// A cursor over the links of `document`, which leaves every link to the renderer when the
    /// check did not resolve that document's.
    func cursor(for document: ParsedDocument) -> ResolvedLinkCursor {
        guard let run = runs[ObjectIdentifier(document)], run.document === document else { return ResolvedLinkCursor() }
        return ResolvedLinkCursor(links: links, range: run.range)
    }
}

/// A catalog's ``ResolvedContentLinks`` once its check has run: a new store comes with every new
/// list of documents (``ContentCatalog/documents``), whose places the links' targets are.
public final class ResolvedLinkStore: Sendable {
    private let kept = Locked<ResolvedContentLinks?>(nil)

    /// Keeps the links of the latest check.
    func keep(_ links: ResolvedContentLinks) {
        kept.withLock { $0 = links }
    }

    /// The links of the latest check, if one has run.
    var links: ResolvedContentLinks? { kept.withLock { $0 } }
}

/// Walks a document's resolved links alongside a renderer that meets the body's links in order.
struct ResolvedLinkCursor {
    private let links: [ResolvedContentLinks.Link]
    private var position: Int
    private let end: Int

    /// A cursor over `links[range]`; without them, one that leaves every link to the renderer.
    init(links: [ResolvedContentLinks.Link] = [], range: Range<Int> = 0..<0) {
        self.links = links
        position = range.lowerBound
        end = range.upperBound
    }

    /// The catalog index of the document the next link leads to, when the check resolved it and
    /// `destination` is the link the check saw at this place; `nil` otherwise.
    mutating func target(of destination: UnsafeBufferPointer<UInt8>) -> Int? {
        guard position < end else { return nil }
        let link = links[position]
        position += 1
        guard link.target >= 0, link.digest == ByteWord.digest(of: destination) else { return nil }
        return Int(link.target)
    }

    /// Moves past the links inside the node at `index` (a heading a page leaves out).
    mutating func skipLinks(in index: Int32, of tree: MarkdownRenderTree) {
        var child = tree[index].firstChild
        while child >= 0 {
            let kind = tree[child].kind
            if kind == .link { position += 1 }
            // Emphasis and a link's text are walked as the outline walks them; an image's description is not.
            if kind != .image { skipLinks(in: child, of: tree) }
            child = tree[child].next
        }
    }
}
