import EaseDiagnostics

/// A content link table's values (a page's URL, an item's id) by the index of the catalog's
/// document they belong to, as UTF-8 bytes in memory the table owns: what a renderer writes for
/// a link the check resolved (``ResolvedContentLinks``). Reading one takes no reference the
/// parallel workers share, as reading a `String` out of an array would.
final class DocumentValueBytes: @unchecked Sendable {
    private let text: UnsafeBufferPointer<UInt8>
    /// Document `i`'s value starts at `spans[i] >> 32` in `text` and has `spans[i] & 0xFFFF_FFFF`
    /// bytes; -1: it has none.
    private let spans: UnsafeBufferPointer<Int64>

    /// The value of each of `documents` in `values` (keyed by content path), by the document's index.
    init(_ documents: [ParsedDocument], values: [String: String]) {
        var text: [UInt8] = [], spans: [Int64] = []
        spans.reserveCapacity(documents.count)
        for document in documents {
            guard let value = values[document.source.relativePath] else {
                spans.append(-1)
                continue
            }
            spans.append(Int64(text.count) << 32 | Int64(value.utf8.count))
            text.append(contentsOf: value.utf8)
        }
        precondition(text.count < Int(Int32.max), "link values' bytes past 2 GB")
        self.text = .copy(of: text)
        self.spans = .copy(of: spans)
    }

    deinit {
        text.freeCopy()
        spans.freeCopy()
    }

    /// Calls `body` with the value of the document at `index`; `nil` when it has none.
    func withValue<Result>(ofDocumentAt index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard index >= 0, index < spans.count, spans[index] >= 0 else { return nil }
        let start = Int(spans[index] >> 32), count = Int(spans[index] & 0xFFFF_FFFF)
        return body(UnsafeBufferPointer(rebasing: text[start..<start + count]))
    }
}
