/// A reading of the Learn tab.
public struct Reading: Sendable {
    /// Id, title, body.
    public var item: ContentItem
    /// Shown in the list of readings.
    public var summary: String
    /// Where the ideas come from.
    public var source: SourceAttribution?
    /// Ids of related readings.
    public var related: [Located<String>]
    /// Illustration.
    public var image: ImageReference?

    init?(_ fields: FieldReader) {
        guard let item = fields.item() else { return nil }
        self.item = item
        summary = fields.string("summary") ?? ""
        source = fields.attribution("source")
        related = fields.locatedStrings("related")
        image = fields.image("image")
    }
}
