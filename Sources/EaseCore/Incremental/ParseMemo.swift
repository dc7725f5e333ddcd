import EaseDiagnostics

/// Parsed documents kept between the builds of `ease serve`: a file whose text is unchanged is
/// not parsed again (parsing depends on the file's kind, path, locale and text, and nothing else).
public final class ParseMemo: @unchecked Sendable {
    struct Key: Hashable, Sendable {
        let path: String
        let kind: ContentKind
        let locale: String?
        let text: String
    }

    private let memo = RebuildMemo<Key, (ParsedDocument, [Diagnostic])>()

    /// An empty memo.
    public init() {}

    /// How many documents the last build took from the memo, and how many it parsed.
    public var counts: (reused: Int, parsed: Int) { (memo.hits, memo.misses) }

    /// The parse of `document`, from the memo if an earlier build parsed the same text.
    func parse(_ document: SourceDocument) -> (ParsedDocument, [Diagnostic]) {
        let key = Key(path: document.file.path, kind: document.kind, locale: document.locale, text: document.file.text)
        return memo.value(for: key) { ContentParser.parse(document) }
    }

    /// Ends a build: keeps only the documents it used.
    public func finishBuild() { memo.finishBuild() }
}
