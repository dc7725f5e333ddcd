import EaseDiagnostics

/// Reads typed values out of a schema-checked YAML mapping. Values of the wrong type read as `nil`
/// (the schema check has already reported them), so models are built from whatever is valid.
struct FieldReader {
    let node: YAMLNode
    let document: ParsedDocument

    init(_ node: YAMLNode, in document: ParsedDocument) {
        self.node = node
        self.document = document
    }

    func string(_ key: String) -> String? { node[key]?.string }
    func int(_ key: String) -> Int? { node[key]?.int }
    func double(_ key: String) -> Double? { node[key]?.double }
    func bool(_ key: String) -> Bool? { node[key]?.bool }

    /// The number at `key` if it lies in the range `schema` declares for it (`.number`), else
    /// `nil`, as for a value of the wrong type: the schema check reports it, and no model or rule
    /// computes with a value the schema rejected (a breath of 1e300 seconds overflowed the session
    /// rules' arithmetic and stopped the check).
    func double(_ key: String, within schema: ObjectSchema) -> Double? {
        guard let value = double(key) else { return nil }
        if case .number(let range) = schema.field(key)?.type, !range.contains(value) { return nil }
        return value
    }

    /// Whether one of `keys` is written but did not read: its value is one the schema rejected
    /// (`isRead` says it was not used). A rule that finds the value missing leaves the report to
    /// the schema check: the author wrote it. An empty value the schema accepts (`alt:`) is no
    /// value, and the rule's to report. (A misspelt key is read as the key it was meant to be,
    /// ``SchemaChecker/checkRepairing(_:against:anchor:)``.)
    func writesUnread(_ keys: [String], within schema: ObjectSchema, isRead: (String) -> Bool) -> Bool {
        keys.contains { key in
            guard let value = node[key], !isRead(key) else { return false }
            return !(value.scalar?.resolved == .null && schema.field(key)?.type.acceptsEmpty == true)
        }
    }

    /// The whole number at `key` if it lies in the range `schema` declares for it, else `nil`
    /// (``double(_:within:)``).
    func int(_ key: String, within schema: ObjectSchema) -> Int? {
        guard let value = int(key) else { return nil }
        if case .integer(let range) = schema.field(key)?.type, !range.contains(value) { return nil }
        return value
    }

    /// ``locatedInt(_:)`` within the range `schema` declares for `key` (``int(_:within:)``).
    func locatedInt(_ key: String, within schema: ObjectSchema) -> Located<Int>? {
        guard let value = node[key], let number = int(key, within: schema) else { return nil }
        return Located(number, at: document.location(value.range))
    }

    /// The whole numbers of the list at `key` that lie in the range `schema` declares for its items.
    func locatedInts(_ key: String, within schema: ObjectSchema) -> [Located<Int>] {
        let range: ClosedRange<Int>?
        if case .list(.integer(let items), _) = schema.field(key)?.type { range = items } else { range = nil }
        return (node[key]?.items ?? []).compactMap { item in
            guard let number = item.int, range?.contains(number) ?? true else { return nil }
            return Located(number, at: document.location(item.range))
        }
    }

    func located(_ key: String) -> Located<String>? {
        guard let value = node[key], let text = value.string else { return nil }
        return Located(text, at: document.location(value.range))
    }

    func locatedInt(_ key: String) -> Located<Int>? {
        guard let value = node[key], let number = value.int else { return nil }
        return Located(number, at: document.location(value.range))
    }

    func child(_ key: String) -> FieldReader? {
        guard let value = node[key], value.entries != nil else { return nil }
        return FieldReader(value, in: document)
    }

    func children(_ key: String) -> [FieldReader] {
        (node[key]?.items ?? []).filter { $0.entries != nil }.map { FieldReader($0, in: document) }
    }

    func locatedStrings(_ key: String) -> [Located<String>] {
        (node[key]?.items ?? []).compactMap { item in item.string.map { Located($0, at: document.location(item.range)) } }
    }

    var location: SourceLocation { document.location(node.range) }

    /// The media file at `key`; `nil` for a path the schema rejected (not under `media/`), which
    /// is that report alone rather than also one of `media.outside-content`.
    func media(_ key: String, role: MediaRole) -> MediaReference? {
        guard let path = located(key), SchemaChecker.acceptsMediaPath(path.value) else { return nil }
        return MediaReference(role: role, contentPath: ContentCatalog.resolve(path.value, relativeTo: ""),
                              written: path.value, location: path.location)
    }

    func attribution(_ key: String) -> SourceAttribution? {
        guard let source = child(key), let title = source.string("title"), let author = source.string("author"),
              let year = source.int("year"), let pages = source.string("pages") else { return nil }
        return SourceAttribution(title: title, author: author, publisher: source.string("publisher"), year: year, pages: pages)
    }

    func image(_ key: String) -> ImageReference? {
        guard let image = child(key), let media = image.media("path", role: .image) else { return nil }
        let alt = image.string("alt"), decorative = image.bool("decorative")
        let altIsUnread = image.writesUnread(["alt", "decorative"], within: CommonSchemas.image) { $0 == "alt" ? alt != nil : decorative != nil }
        return ImageReference(media: media, alt: alt, isDecorative: decorative ?? false, altIsUnread: altIsUnread)
    }

    func video(_ key: String) -> VideoReference? {
        guard let video = child(key), let media = video.media("path", role: .video) else { return nil }
        let description = video.string("description")
        return VideoReference(media: media, description: description,
                              descriptionIsUnread: video.writesUnread(["description"], within: CommonSchemas.video) { _ in description != nil },
                              captions: video.media("captions", role: .captions), poster: video.media("poster", role: .poster))
    }

    func audio(_ key: String) -> AudioReference? {
        guard let audio = child(key), let media = audio.media("path", role: .audio),
              let seconds = audio.int("seconds", within: CommonSchemas.audio) else { return nil }
        let transcript = audio.media("transcript", role: .transcript)
        return AudioReference(media: media, transcript: transcript, seconds: seconds,
                              transcriptIsUnread: audio.writesUnread(["transcript"], within: CommonSchemas.audio) { _ in transcript != nil })
    }

    /// The id, title and document shared by every Markdown item.
    func item() -> ContentItem? {
        guard let id = located("id") else { return nil }
        return ContentItem(id: id, title: string("title") ?? id.value, document: document)
    }
}
