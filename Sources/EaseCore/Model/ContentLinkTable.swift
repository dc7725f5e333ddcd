import EaseDiagnostics

/// A value for each content document's path (its page's URL, its item id, its place in the
/// catalog), looked up from a link as a document wrote it: the path the link names
/// (``DocumentLinkResolver``) is found by its bytes (``BytePathTable``) without being joined into
/// a string first, when it is a plain ASCII path (most links: `reading-00964.md`,
/// `../exercises/box.md` take the string way).
struct ContentPathTable<Value: Sendable>: Sendable {
    /// The values by path, as given.
    let values: [String: Value]
    private let paths: BytePathTable
    private let valuesByNumber: [Value]
    /// The values by the index of their document in a catalog, and the links the catalog's check
    /// resolved: for writing those without looking them up (``resolvedLinks(of:)``).
    private let byDocument: (values: DocumentValueBytes, links: ResolvedContentLinks?)?

    init(_ values: [String: Value]) {
        self.init(values, byDocument: nil)
    }

    private init(_ values: [String: Value], byDocument: (values: DocumentValueBytes, links: ResolvedContentLinks?)?) {
        self.values = values
        let keys = Array(values.keys)
        paths = BytePathTable(keys)
        valuesByNumber = keys.map { values[$0]! }
        self.byDocument = byDocument
    }

    /// The value of the document that `written` (a link without its `#fragment`) names from the
    /// document `links` resolves for: `links.resolve(written).flatMap { values[$0] }`.
    func value(forLink written: String, from links: DocumentLinkResolver) -> Value? {
        if paths.isASCII, let plain = links.withPlainPath(of: written, { folder, slash, name in paths.number(of: folder, slash, name) }) {
            return plain.map { valuesByNumber[$0] }
        }
        return links.resolve(written).flatMap { values[$0] }
    }
}

/// A page's URL or an item's id by content path: what the site and the bundle look links up in.
typealias ContentLinkTable = ContentPathTable<String>

extension ContentPathTable where Value == String {
    /// A table of `values` that also writes the links the check resolved in `catalog` (the
    /// catalog, or a localized view of it, whose documents the links count) without looking them up.
    init(_ values: [String: String], resolvingLinksOf catalog: ContentCatalog) {
        self.init(values, byDocument: (DocumentValueBytes(catalog.documents, values: values), catalog.resolvedLinks.links))
    }

    /// The links of `document` the check resolved in this table's catalog; one that leaves every
    /// link to the renderer when it did not, or the table has no catalog.
    func resolvedLinks(of document: ParsedDocument) -> ResolvedLinkCursor {
        byDocument?.links?.cursor(for: document) ?? ResolvedLinkCursor()
    }

    /// Calls `body` with the value of the catalog's document at `index` (a resolved link's
    /// target); `nil` when that document has none (or the table has no catalog).
    func withValue<Result>(ofDocumentAt index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        byDocument?.values.withValue(ofDocumentAt: index, body)
    }
}

extension DocumentLinkResolver {
    /// Calls `body` with the pieces of the content path `written` names — the folder, a slash and
    /// the link (the first two empty at the top) — when both are plain ASCII paths (no empty, `.`
    /// or `..` segment), the case ``resolve(_:)`` joins without splitting; `nil` for any other
    /// link, which then needs ``resolve(_:)``.
    func withPlainPath<R>(of written: String, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard folderIsPlainASCII, written.utf8.first != UInt8(ascii: "/") else { return nil }
        return written.withContiguousUTF8 { name -> R? in
            guard name.allSatisfy({ $0 < 0x80 }), Self.isPlainRelativePath(name) else { return nil }
            if folder.isEmpty { return body(name, BytePathTable.none, BytePathTable.none) }
            return folder.withContiguousUTF8 { folder in
                withUnsafeBytes(of: UInt8(ascii: "/")) { slash in body(folder, slash.bindMemory(to: UInt8.self), name) }
            }
        }
    }
}
