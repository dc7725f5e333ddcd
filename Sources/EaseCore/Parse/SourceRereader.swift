import EaseBytes
import EaseDiagnostics
import EaseLocks
import EaseMarkdown

/// Reads content files again after the check let their text go. A one-off build does not hold
/// every source file while it makes the site and the bundle: a body is read again when its
/// first reader asks for its tree, and a file with findings when the report shows them.
///
/// A file that is not what the check read (edited while the build ran) is recorded: the build
/// then writes nothing and says which files changed (``changedPaths``).
public final class SourceRereader: Sendable {
    let fileSystem: any ContentFileSystem
    private let changed = Locked<Set<String>>([])

    /// Creates a rereader over the file system the check read.
    public init(fileSystem: any ContentFileSystem) {
        self.fileSystem = fileSystem
    }

    /// The file at a display path as it is now; `nil` if it can no longer be read as text.
    func file(at path: String) -> SourceFile? {
        guard case .bytes(let bytes)? = try? fileSystem.read(path, limit: ContentLoader.maximumFileSize) else { return nil }
        return fileSystem.decode(bytes, path: path).file
    }

    /// The tree of a Markdown body read again. A file that cannot be read or is no longer the one
    /// the check read (its ``ByteWord/digest(of:)`` differs) is recorded as changed; its tree, or
    /// an empty one, is still returned, and the build stops before writing anything. The file the
    /// check read gives the tree it parsed then, whose `outline` is taken instead of made again.
    func tree(ofBodyAt path: String, checked digest: UInt64, outline: MarkdownOutline) -> MarkdownDocument {
        guard let (file, unchanged) = checkedFile(at: path, digest: digest) else { return MarkdownDocument(blocks: []) }
        let body = ContentParser.markdownBody(of: file)
        return CommonMarkParser.parse(body.text, in: file, lineOffset: body.lineOffset, outline: unchanged ? outline : nil)
    }

    /// ``tree(ofBodyAt:checked:outline:)`` as a ``MarkdownRenderTree``; the file the check read
    /// gives its headings the anchors the check worked out (`headingAnchors`).
    ///
    /// Made from the file's bytes as read, without decoding them into a ``SourceFile`` (its line
    /// table is for positions, which a render tree has none of): a file the check read is valid
    /// UTF-8, whose text is its bytes after any byte order mark, so their digest is the text's.
    /// Bytes that are not (a file broken since) have another digest and are recorded as changed.
    func renderTree(ofBodyAt path: String, checked digest: UInt64, headingAnchors: [String]) -> MarkdownRenderTree {
        guard case .bytes(let bytes)? = try? fileSystem.read(path, limit: ContentLoader.maximumFileSize) else {
            recordChange(path)
            return .empty
        }
        return bytes.withUnsafeBufferPointer { bytes in
            let text = UnsafeBufferPointer(rebasing: bytes[(SourceDecoder.startsWithByteOrderMark(bytes) ? 3 : 0)...])
            let unchanged = ByteWord.digest(of: text) == digest
            if !unchanged { recordChange(path) }
            // As ``ContentParser/markdownBody(of:)``: after the front matter, or the whole text.
            var body = text
            if case .found(_, let bodyStart, _) = FrontMatterSplitter.layout(of: text) { body = UnsafeBufferPointer(rebasing: text[bodyStart...]) }
            return CommonMarkParser.renderTree(utf8: body, headingAnchors: unchanged ? headingAnchors : nil)
        }
    }

    /// The file at `path` read again, and whether it is the one the check read; a change is recorded.
    private func checkedFile(at path: String, digest: UInt64) -> (file: SourceFile, unchanged: Bool)? {
        guard let file = file(at: path) else {
            recordChange(path)
            return nil
        }
        let unchanged = ByteWord.digest(of: file.text) == digest
        if !unchanged { recordChange(path) }
        return (file, unchanged)
    }

    /// The files at `paths` as they are now, for showing the lines diagnostics point at.
    func sources(_ paths: some Sequence<String>) -> SourceFileStore {
        var store = SourceFileStore()
        for path in Set(paths) {
            if let file = file(at: path) { store.add(file) }
        }
        return store
    }

    private func recordChange(_ path: String) {
        _ = changed.withLock { $0.insert(path) }
    }

    /// The display paths of files that changed since the check read them, sorted.
    public var changedPaths: [String] { changed.withLock { $0.sorted() } }
}
