/// A reading of the Learn tab.
///
/// Its fields are kept in one object that every copy shares, as ``ContentItem``'s are: a
/// reading handed to the page, the bundle file or the reading tables is one reference count,
/// not one for each of the dozen strings and arrays it holds.
public struct Reading: Sendable {
    /// The fields of a reading, never changed once read.
    private final class Fields: Sendable {
        let item: ContentItem
        let summary: String
        let source: SourceAttribution?
        let related: [Located<String>]
        let image: ImageReference?

        init(item: ContentItem, summary: String, source: SourceAttribution?, related: [Located<String>], image: ImageReference?) {
            self.item = item
            self.summary = summary
            self.source = source
            self.related = related
            self.image = image
        }
    }

    private let fields: Fields

    /// Id, title, body.
    public var item: ContentItem { _read { yield fields.item } }
    /// Shown in the list of readings.
    public var summary: String { _read { yield fields.summary } }
    /// Where the ideas come from.
    public var source: SourceAttribution? { _read { yield fields.source } }
    /// Ids of related readings.
    public var related: [Located<String>] { _read { yield fields.related } }
    /// Illustration.
    public var image: ImageReference? { _read { yield fields.image } }

    init?(_ reader: FieldReader) {
        guard let item = reader.item() else { return nil }
        fields = Fields(item: item, summary: reader.string("summary") ?? "", source: reader.attribution("source"),
                        related: reader.locatedStrings("related"), image: reader.image("image"))
    }
}
