import EaseDiagnostics
import EaseMarkdown

/// What a link whose text names nothing (`[](what-is-gad.md)`, `[click here](what-is-gad.md)`)
/// could say instead: the title of the content page it leads to, or the heading its `#fragment`
/// names, in the linking page's locale where the target has a version in it. Looked up only for
/// such links, so the table of paths is made at the first.
struct VagueLinkNaming {
    let context: ValidationContext
    private var indexByPath: [String: Int]?

    init(_ context: ValidationContext) {
        self.context = context
    }

    /// The fix-it that writes the target's name as the text of the link at `range` in
    /// `document`, whose text is `text` as written (the whole link on one line, its text plain);
    /// none for a link out of the content, or a target with no name.
    mutating func fixIts(forLinkTo destination: String, text: String, at range: SourceRange, in document: ParsedDocument) -> [FixIt] {
        guard !ContentCatalog.isExternal(destination), range.start.line == range.end.line,
              let name = name(ofTarget: destination, from: document), let file = context.sourceFile(of: document) else { return [] }
        let textRange = SourceRange(line: range.start.line, column: range.start.column + 1, length: text.unicodeScalars.count)
        // The text as written between the brackets, and nothing else (markup inside would differ).
        guard let bytes = file.byteRange(of: textRange), file.text(inBytes: bytes) == Substring(text),
              file.byte(at: bytes.upperBound) == UInt8(ascii: "]") else { return [] }
        return [FixIt("name where it leads: '\(name)'", replacing: textRange, with: name)]
    }

    /// The title of the page `destination` leads to from `document`, or its fragment's heading.
    mutating func name(ofTarget destination: String, from document: ParsedDocument) -> String? {
        let (written, fragment) = ContentCatalog.splitFragment(destination)
        let documents = context.catalog.documents
        let target: ParsedDocument
        if written.isEmpty {
            target = document
        } else {
            guard let path = ContentCatalog.resolve(written, relativeTo: document.source.relativePath) else { return nil }
            let indexByPath = self.indexByPath ?? context.documentIndexByPath
            self.indexByPath = indexByPath
            // A page in another locale links to the file of the default one; its version in that locale is the one shown.
            let shown = ContentCatalog.shownPath(ofSource: path, in: document.source.locale) { indexByPath[$0] != nil }
            guard let index = indexByPath[shown] else { return nil }
            target = documents[index]
        }
        if let fragment {
            return target.markdown().headings.first { $0.anchor == fragment }?.text
        }
        return target === document ? nil : target.frontMatter?["title"]?.string
    }
}
