extension ContentCatalog {
    /// Calls `body` with the kind, content-relative path and locale of every content file the walk
    /// found: each parsed document's, then each file's that gave no document (``unreadFiles``).
    /// The rules that look for a file by its path or its name go through this, so that a file
    /// with errors of its own (an empty file, front matter that made no item) is there for them
    /// and nothing else is reported about it.
    func forEachContentFile(_ body: (_ kind: ContentKind, _ relativePath: String, _ locale: String?) -> Void) {
        // By index, each field read in place: a `for document in` loop, or a copy of the
        // document's source, would retain its text with it.
        for index in documents.indices {
            body(documents[index].source.kind, documents[index].source.relativePath, documents[index].source.locale)
        }
        for file in unreadFiles { body(file.kind, file.relativePath, file.locale) }
    }

    /// The content files of `kind` in `locale` (`nil`: the default locale's), read or not: more
    /// than the items of that kind when a file made none (its own errors say why).
    func contentFileCount(of kind: ContentKind, locale: String?) -> Int {
        var count = 0
        forEachContentFile { fileKind, _, fileLocale in if fileKind == kind && fileLocale == locale { count += 1 } }
        return count
    }
}
