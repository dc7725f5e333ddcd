/// Schemas shared by several kinds of content.
public enum CommonSchemas {
    /// Written in translations only (`name.ru.md`): which version of the source they translate.
    public static let sourceHash = SchemaField("source-hash", .text, required: false,
                                               "translations only: the hash of the source's words when it was translated (`l10n.untracked` and `l10n.stale` give it)")

    /// Where a text comes from: book or agency, year, pages.
    public static let source = ObjectSchema(name: "source", fields: [
        SchemaField("title", .text, "title of the book, article or publication"),
        SchemaField("author", .text, "author or agency"),
        SchemaField("publisher", .text, required: false, "publisher, if different from the author"),
        SchemaField("year", .integer(1900...2100), "year of publication"),
        SchemaField("pages", .text, "pages drawn on, such as `417–418`"),
    ])

    /// An image with its alternative text.
    public static let image = ObjectSchema(name: "image", fields: [
        SchemaField("path", .mediaPath, "image file under `media/`"),
        SchemaField("alt", .optionalText, required: false, "what the image shows, spoken by VoiceOver (rule `image.missing-alt` requires it unless `decorative: true`)"),
        SchemaField("decorative", .boolean, required: false, "`true` for images that carry no information; they get empty alt text"),
    ])

    /// A video with its text description and optional captions.
    public static let video = ObjectSchema(name: "video", fields: [
        SchemaField("path", .mediaPath, "video file under `media/`"),
        SchemaField("description", .optionalText, required: false, "what happens in the video (rule `video.missing-description` requires it)"),
        SchemaField("captions", .mediaPath, required: false, "WebVTT captions under `media/`, offered as the video's captions track in its page's language (rules `captions.*` read them as a browser does)"),
        SchemaField("poster", .mediaPath, required: false, "still image shown before the video plays (`<video poster>`)"),
    ])

    /// An audio recording with its transcript.
    public static let audio = ObjectSchema(name: "audio", fields: [
        SchemaField("path", .mediaPath, "audio file under `media/`"),
        SchemaField("transcript", .mediaPath, required: false, "plain-text or Markdown transcript under `media/` (rule `audio.missing-transcript` requires it)"),
        SchemaField("seconds", .integer(1...7200), unit: .seconds, "length of the recording in seconds"),
    ])
}
