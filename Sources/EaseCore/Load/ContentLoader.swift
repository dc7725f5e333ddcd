import EaseBytes
import EaseDiagnostics

/// Load: walks the content folder, reads and decodes every content file, and indexes media.
public struct ContentLoader: Sendable {
    /// Files larger than this are refused with a diagnostic instead of being read.
    public static let maximumFileSize = 8 * 1024 * 1024

    let fileSystem: any ContentFileSystem

    /// Creates a loader over a file system.
    public init(fileSystem: any ContentFileSystem = LocalFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Loads the content folder at `root` (a path as the user typed it; used as the prefix of display paths).
    public func load(root: String) -> LoadedContent {
        read(list(root: root))
    }

    /// Walks the content folder at `root`: the documents to read, the media, and the problems
    /// the walk itself finds. Nothing is read yet.
    func list(root: String) -> ContentListing {
        var listing = ContentListing(content: LoadedContent(root: root, documents: [], mediaFiles: [], fileCount: 0,
                                                            sources: SourceFileStore(), diagnostics: []),
                                     prefix: root.hasSuffix("/") ? String(root.dropLast()) : root)
        let prefix = listing.prefix
        guard fileSystem.kind(at: root) == .directory || fileSystem.kind(at: prefix) == .directory
                || (fileSystem.kind(at: prefix) == .symbolicLink && fileSystem.resolvedPath(prefix) != nil) else {
            listing.content.diagnostics.append(.error("usage.content-directory", "content folder '\(root)' does not exist or is not a folder",
                                                      at: nil, notes: [DiagnosticNote("pass the folder that holds site.yml with --content")]))
            return listing
        }
        let entries: [DirectoryEntry]
        do {
            entries = try fileSystem.entries(ofDirectory: prefix)
        } catch {
            listing.content.diagnostics.append(.error("io.unreadable", "cannot list content folder '\(root)': \(error)", at: nil))
            return listing
        }
        var content = listing.content
        if !entries.contains(where: { $0.name == "site.yml" }) {
            content.diagnostics.append(.error("content.missing-site", "content folder has no site.yml",
                                              at: .file("\(prefix)/site.yml"),
                                              notes: [DiagnosticNote("site.yml holds the title, tabs, moods, durations and session rules")]))
        }
        // The folder is walked first; then every document is read and decoded in parallel, and
        // the results are taken in the order the walk found them.
        var wanted: [WantedDocument] = []
        for entry in entries where !entry.isHidden {
            let relative = entry.name  // at the top, a name is its own content-relative path
            switch relative {
            case "site.yml":
                wanted.append(WantedDocument(relative: relative, kind: .site, locale: nil, fileKind: entry.kind))
            case "readings":
                loadFolder(relative, kind: .reading, prefix: prefix, into: &content, wanted: &wanted)
            case "exercises":
                loadFolder(relative, kind: .exercise, prefix: prefix, into: &content, wanted: &wanted)
            case "onboarding":
                loadFolder(relative, kind: .onboardingPage, prefix: prefix, into: &content, wanted: &wanted)
            case "media":
                indexMedia(relative, prefix: prefix, into: &content)
            default:
                if let (stem, locale) = ContentLoader.splitMarkdownName(relative), stem == "coping-statements" {
                    wanted.append(WantedDocument(relative: relative, kind: .copingStatements, locale: locale, fileKind: entry.kind))
                } else {
                    unexpected(relative, prefix: prefix, into: &content)
                }
            }
        }
        listing.content = content
        listing.documents = wanted
        return listing
    }

    /// Reads and decodes every document of `listing` on all cores.
    func read(_ listing: ContentListing) -> LoadedContent {
        var content = listing.content
        let (found, prefix) = (listing.documents, listing.prefix)
        var outcomes = readingAhead(listing) { readDocument(found[$0], prefix: prefix) }
        content.documents.reserveCapacity(outcomes.count)
        content.sources.reserveCapacity(outcomes.count)
        content.fileCount += outcomes.count
        // Each outcome is taken out of the list, not copied.
        for slot in outcomes.indices {
            let outcome = outcomes.take(at: slot, leaving: DocumentOutcome())
            content.diagnostics += outcome.diagnostics
            if let file = outcome.file { content.sources.add(file) }
            if let document = outcome.document { content.documents.append(document) } else { content.unreadFiles.append(found[slot].unread) }
        }
        content.documents.sort { $0.relativePath < $1.relativePath }
        return content
    }

    /// A content file the walk found, to be read.
    struct WantedDocument: Sendable {
        let relative: String
        let kind: ContentKind
        let locale: String?
        /// What the listing said the name is (a file, a link, a folder…).
        let fileKind: ContentFileKind

        /// The file as one that gave no document.
        var unread: UnreadContentFile { UnreadContentFile(kind: kind, relativePath: relative, locale: locale) }
    }

    /// What reading one content file gave: its problems, its decoded text, and the document to parse.
    struct DocumentOutcome {
        var diagnostics: [Diagnostic] = []
        var file: SourceFile?
        var document: SourceDocument?
    }

    private func loadFolder(_ folder: String, kind: ContentKind, prefix: String, into content: inout LoadedContent,
                            wanted: inout [WantedDocument]) {
        guard expectDirectory(folder, prefix: prefix, into: &content) else { return }
        let entries = (try? fileSystem.entries(ofDirectory: "\(prefix)/\(folder)")) ?? []
        wanted.reserveCapacity(wanted.count + entries.count)
        // By index, each name read where the listing holds it.
        for index in entries.indices where !entries[index].isHidden {
            let relative = String(joining: folder, "/", entries[index].name)
            let (isMarkdown, locale) = ContentLoader.markdownLocale(of: entries[index].name)
            if isMarkdown {
                wanted.append(WantedDocument(relative: relative, kind: kind, locale: locale, fileKind: entries[index].kind))
            } else {
                unexpected(relative, prefix: prefix, into: &content)
            }
        }
    }

    private func indexMedia(_ folder: String, prefix: String, into content: inout LoadedContent) {
        guard expectDirectory(folder, prefix: prefix, into: &content) else { return }
        var pending = [folder]
        while let current = pending.popLast() {
            for entry in (try? fileSystem.entries(ofDirectory: "\(prefix)/\(current)")) ?? [] where !entry.isHidden {
                let relative = String(joining: current, "/", entry.name)
                content.fileCount += 1
                switch entry.kind {
                case .directory: pending.append(relative); content.fileCount -= 1
                default: content.mediaFiles.insert(relative)
                }
            }
        }
    }

    private func expectDirectory(_ relative: String, prefix: String, into content: inout LoadedContent) -> Bool {
        let kind = fileSystem.kind(at: "\(prefix)/\(relative)")
        if kind == .directory { return true }
        content.diagnostics.append(.error("content.not-a-folder", "'\(relative)' should be a folder",
                                          at: .file("\(prefix)/\(relative)")))
        return false
    }

    private func unexpected(_ relative: String, prefix: String, into content: inout LoadedContent) {
        content.fileCount += 1
        content.diagnostics.append(.warning(
            "content.unexpected-file", "'\(relative)' is not a content file and was ignored",
            at: .file("\(prefix)/\(relative)"),
            notes: [DiagnosticNote("content files are site.yml, coping-statements.md, and Markdown files in readings/, exercises/ and onboarding/; put other files in media/")]))
    }

    func readDocument(_ wanted: WantedDocument, prefix: String) -> DocumentOutcome {
        let relative = wanted.relative
        let path = String(joining: prefix, "/", relative)
        func failed(_ diagnostic: Diagnostic) -> DocumentOutcome { DocumentOutcome(diagnostics: [diagnostic]) }
        switch wanted.fileKind {
        case .file:
            break
        case .symbolicLink:
            guard let resolved = fileSystem.resolvedPath(path), fileSystem.kind(at: resolved) == .file else {
                return failed(.error("content.not-a-file", "'\(relative)' is a symbolic link that does not lead to a file", at: .file(path)))
            }
        case .directory:
            return failed(.error("content.not-a-file", "'\(relative)' is a folder, but a file is expected here", at: .file(path),
                                 notes: [DiagnosticNote("a \(wanted.kind.rawValue) is one file; rename the folder or move its files")]))
        case .special, .missing:
            return failed(.error("content.not-a-file", "'\(relative)' is not a regular file", at: .file(path)))
        }
        // A file far too large (a video saved as .md, a runaway generator) is refused before it is read.
        let bytes: [UInt8]
        do {
            switch try fileSystem.read(path, limit: ContentLoader.maximumFileSize) {
            case .bytes(let read): bytes = read
            case .tooLarge(let size): return failed(tooLarge(size, at: path))
            }
        } catch let error as ContentReadError {
            return failed(.error("io.unreadable", "cannot read '\(relative)': \(error.reason)", at: .file(path)))
        } catch {
            return failed(.error("io.unreadable", "cannot read '\(relative)': \(error)", at: .file(path)))
        }
        guard bytes.count <= ContentLoader.maximumFileSize else { return failed(tooLarge(bytes.count, at: path)) }
        let decoded = fileSystem.decode(bytes, path: path)
        var outcome = DocumentOutcome(diagnostics: decoded.diagnostics, file: decoded.file)
        if let file = decoded.file, !decoded.diagnostics.contains(where: { $0.id == "source.empty-file" }) {
            outcome.document = SourceDocument(kind: wanted.kind, relativePath: relative, locale: wanted.locale, file: file)
        }
        return outcome
    }

    private func tooLarge(_ size: Int, at path: String) -> Diagnostic {
        .error("source.too-large", "file is \(size) bytes; the limit is \(ContentLoader.maximumFileSize) (8 MiB)", at: .file(path),
               notes: [DiagnosticNote("split long text into several readings; media belong in media/, not in a Markdown file")])
    }
}
