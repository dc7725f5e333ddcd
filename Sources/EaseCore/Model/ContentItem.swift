public import EaseDiagnostics
public import EaseMarkdown

/// What every Markdown content item has: its id, title, locale and parsed document.
///
/// Its fields are kept in one object that every copy shares (``Fields``): items are handed around
/// by the site, the bundle and the rules, and a copy is one reference count instead of one for
/// each string it holds, each of them in memory the parse wrote on one core or the other.
public struct ContentItem: Sendable {
    /// The fields of an item, never changed once made.
    private final class Fields: Sendable {
        let id: Located<String>
        let title: String
        let document: ParsedDocument

        init(id: Located<String>, title: String, document: ParsedDocument) {
            self.id = id
            self.title = title
            self.document = document
        }
    }

    private let fields: Fields

    init(id: Located<String>, title: String, document: ParsedDocument) {
        fields = Fields(id: id, title: title, document: document)
    }

    /// The unique id and where it is written.
    public var id: Located<String> { _read { yield fields.id } }
    /// The title.
    public var title: String { _read { yield fields.title } }
    /// The parsed file.
    public var document: ParsedDocument { _read { yield fields.document } }

    /// The locale of a localized sibling, `nil` for the default locale.
    public var locale: String? { document.source.locale }
    /// What validation reads of the Markdown body.
    public var outline: MarkdownOutline { document.outline }
    /// The Markdown body as a block tree (see ``ParsedDocument/markdown()``).
    public func markdown() -> MarkdownDocument { document.markdown() }
    /// The Markdown body for rendering (see ``ParsedDocument/renderTree()``).
    public func renderTree() -> MarkdownRenderTree { document.renderTree() }
    /// The path shown in diagnostics.
    public var path: String { document.path }

    /// Where the front matter's value at `keys` (`"source", "year"`) is written, for a finding
    /// about it; the id's place when it is not there to point at.
    func location(ofValueAt keys: String...) -> SourceLocation {
        var node = document.frontMatter
        for key in keys { node = node?[key] }
        return node.map { document.location($0.range) } ?? id.location
    }
}

/// A book or agency publication a text draws on.
public struct SourceAttribution: Sendable, Equatable {
    /// Title of the work.
    public var title: String
    /// Author or agency.
    public var author: String
    /// Publisher, if different.
    public var publisher: String?
    /// Year of publication.
    public var year: Int
    /// Pages drawn on.
    public var pages: String
}

/// What a media file is used as.
public enum MediaRole: String, Sendable {
    case image, video, audio, transcript, captions, poster
}

/// A reference to a file under `media/`, from front matter or a Markdown image.
public struct MediaReference: Sendable {
    /// What the file is used as.
    public var role: MediaRole
    /// The path relative to the content folder after resolving a Markdown-relative path;
    /// `nil` when a relative path climbs out of the content folder.
    public var contentPath: String?
    /// The path as written.
    public var written: String
    /// Where it is written.
    public var location: SourceLocation
}

/// An image with its alternative text.
public struct ImageReference: Sendable {
    /// The file.
    public var media: MediaReference
    /// The alt text, if any.
    public var alt: String?
    /// Whether the image is marked decorative.
    public var isDecorative: Bool
    /// Whether `alt:` or `decorative:` is written with a value the schema rejected: the schema
    /// check reports it, `image.missing-alt` does not.
    public var altIsUnread = false
}

/// A video with its description and captions.
public struct VideoReference: Sendable {
    /// The file.
    public var media: MediaReference
    /// What happens in the video.
    public var description: String?
    /// Whether `description:` is written but did not read (``ImageReference/altIsUnread``).
    public var descriptionIsUnread = false
    /// WebVTT captions.
    public var captions: MediaReference?
    /// Still image.
    public var poster: MediaReference?
}

/// An audio recording and its transcript.
public struct AudioReference: Sendable {
    /// The file.
    public var media: MediaReference
    /// The transcript file.
    public var transcript: MediaReference?
    /// Length in seconds.
    public var seconds: Int
    /// Whether `transcript:` is written but did not read (``ImageReference/altIsUnread``).
    public var transcriptIsUnread = false
}

/// A typed value of the catalog made from one Markdown file (a reading, an exercise…).
public protocol CatalogEntry {
    /// The file's common part.
    var item: ContentItem { get }
}

extension Reading: CatalogEntry {}
extension Exercise: CatalogEntry {}
extension OnboardingPage: CatalogEntry {}
extension CopingStatementCollection: CatalogEntry {}
