import EaseDiagnostics

/// What the walk of a content folder found (``ContentLoader/list(root:)``): the documents to
/// read, in the order the walk found them, and what is known without reading any of them.
struct ContentListing: Sendable {
    /// The media, the number of files looked at and the walk's problems; no documents yet.
    var content: LoadedContent
    /// The prefix of display paths: the root as given, without a trailing `/`.
    let prefix: String
    /// The documents to read, in the order the walk found them.
    var documents: [ContentLoader.WantedDocument] = []
}

/// Documents read and each handed on as soon as it is decoded (``ContentLoader/read(_:each:)``).
struct StreamedContent<Handed> {
    /// What loading found, without documents (each went to the handler) and without texts.
    var content: LoadedContent
    /// The display paths of the files that were read and decoded, in the order they were listed.
    var decodedPaths: [String]
    /// What the handler made of each document, in path order: every slot holds a result, each
    /// optional so that the caller can take it out without a copy (``Swift/Array/unzipTaking()``).
    var results: [Handed?]
}

extension ContentLoader {
    /// Reads every document of `listing` on all cores and hands each to `handle` on the worker
    /// that read it, the moment it is decoded. A one-off build parses it there and lets its
    /// text go, so the texts of all files are never held at once (at 10,000 readings they and
    /// their line tables were the build's largest moment). Problems come in the order
    /// ``read(_:)`` gives them, results in the order of the documents' paths.
    func read<Handed>(_ listing: ContentListing, each handle: @Sendable (SourceDocument) -> Handed) -> StreamedContent<Handed> {
        var content = listing.content
        let (found, prefix) = (listing.documents, listing.prefix)
        var outcomes = readingAhead(listing) { index -> HandedOutcome<Handed> in
            let outcome = readDocument(found[index], prefix: prefix)
            return HandedOutcome(diagnostics: outcome.diagnostics, decodedPath: outcome.file?.path,
                                 relativePath: outcome.document?.relativePath, result: outcome.document.map(handle))
        }
        // On one core once every worker is done, so each outcome is taken out of the list and
        // each of its parts out of it (`take()`), not copied, and the results are put in path
        // order by moving them: a copy retained each worker's document, in memory the other core
        // wrote, and the copy's end released it again. The decoded paths are listed, not hashed
        // into a set: at 10,000 readings this loop took 6-8 ms while the other core waited. A set
        // is made of them only if a finding needs one (``ContentPipeline``).
        var decodedPaths: [String] = []
        decodedPaths.reserveCapacity(outcomes.count)
        var relativePaths: [String] = [], handed: [Handed?] = []
        relativePaths.reserveCapacity(outcomes.count)
        handed.reserveCapacity(outcomes.count)
        content.fileCount += outcomes.count
        for slot in outcomes.indices {
            var outcome = outcomes.take(at: slot, leaving: HandedOutcome())
            if !outcome.diagnostics.isEmpty { content.diagnostics += outcome.diagnostics }
            if let path = outcome.decodedPath.take() { decodedPaths.append(path) }
            if let relativePath = outcome.relativePath.take(), let result = outcome.result.take() {
                relativePaths.append(relativePath)
                handed.append(result)
            } else {
                content.unreadFiles.append(found[slot].unread)
            }
        }
        let order = relativePaths.indices.sorted { relativePaths[$0] < relativePaths[$1] }
        let results = order.map { handed[$0].take() }
        return StreamedContent(content: content, decodedPaths: decodedPaths, results: results)
    }
}

/// What reading one document and handing it on gave.
private struct HandedOutcome<Handed> {
    var diagnostics: [Diagnostic] = []
    var decodedPath: String?
    var relativePath: String?
    var result: Handed?
}

extension ContentLoader {
    /// `transform` for each of the listing's documents by index, on all cores (``parallelMap``),
    /// with the files read into the page cache ahead of the workers for as long as they run.
    func readingAhead<T>(_ listing: ContentListing, _ transform: @Sendable (Int) -> T) -> [T] {
        let readAhead = startReadAhead(listing)
        defer { readAhead?.stop() }
        return parallelMap(listing.documents.count, transform)
    }

    /// Starts reading the listing's files into the page cache ahead of the workers
    /// (``ReadAhead``) when some are not cached; only the real disk has a cache to fill, and only
    /// regular files are advised (anything else is left to ``readDocument(_:prefix:)`` to report).
    func startReadAhead(_ listing: ContentListing) -> ReadAhead? {
        guard fileSystem is LocalFileSystem else { return nil }
        let (documents, prefix) = (listing.documents, listing.prefix)
        let files = documents.indices.filter { documents[$0].fileKind == .file }
        // A path is made only for a file looked at: by the walk's own thread once it starts.
        let path: @Sendable (Int) -> String = { "\(prefix)/\(documents[files[$0]].relative)" }
        guard files.count >= ReadAhead.minimumFiles, ReadAhead.findsUncachedPages(count: files.count, path: path) else { return nil }
        return ReadAhead.start(count: files.count, path: path)
    }
}
