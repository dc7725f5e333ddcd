import EaseMarkdown

/// What other files' outputs read of a reading besides its front matter: its headings (anchors
/// that links and the table of contents use), its links and images (media names, link checks),
/// and its reading time in minutes (the Learn list). Two versions of a reading with the same
/// front matter text and the same outline differ only in what the reading's own outputs show.
struct DocumentOutline: Equatable {
    struct Heading: Equatable {
        let level: Int
        let text: String
        let anchor: String
    }

    struct Reference: Equatable {
        let kind: MarkdownReference.Kind
        let destination: String
        let text: String
    }

    /// The front matter as written, and the number of lines before the body.
    let frontMatter: String
    let bodyLineOffset: Int
    let headings: [Heading]
    let references: [Reference]
    let minutes: Int

    /// The outline of a parsed document; `nil` when its front matter could not be split off.
    init?(_ document: ParsedDocument) {
        guard case .success(let parts) = FrontMatterSplitter.split(document.source.file) else { return nil }
        frontMatter = String(parts.yaml)
        bodyLineOffset = parts.bodyLineOffset
        // An edit build keeps the trees: this is the parse's own, not a new one.
        headings = document.markdown().headings.map { Heading(level: $0.level, text: $0.text, anchor: $0.anchor) }
        references = document.references.map { Reference(kind: $0.kind, destination: $0.destination, text: $0.text) }
        minutes = ItemEncoder.readingMinutes(words: document.wordCount)
    }
}
