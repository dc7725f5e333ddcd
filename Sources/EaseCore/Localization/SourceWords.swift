import EaseDiagnostics

/// What a translation translates of its source, and the `source-hash` it records of it: the
/// texts of the source's front matter, every text field its kind's schema lists (in schema order,
/// each with its key path: `title`, `scenes[2].image.alt`), but its `id`, its `source-hash` and the
/// `source` a reading draws on (a book keeps its title in every language), then its Markdown body
/// with each run of spaces, tabs and line breaks read as one space.
///
/// So a source whose number, switch, choice or media file changed (a breathing exercise's fade or
/// its pace, a new illustration) leaves its translations current: each translation's own values
/// are compared with the source's by `l10n.value-differs`, which says what to change, and a
/// translation may set its fade and its media for itself. Nor does a paragraph wrapped anew
/// make them stale. A changed word, heading, link, `alt` text or prompt does.
public enum SourceWords {
    /// The top-level keys whose texts are not the source's words to translate.
    static let keysNotTranslated = TranslationLeftInSourceRule.keysNotTranslated

    /// The `source-hash` of an item's words: the first 12 hex digits of their SHA-256.
    public static func hash(of item: ContentItem) -> String {
        SourceHash.of(bytes(of: item))
    }

    /// The words as hashed: each front matter text as `path=text` and a line feed, a record
    /// separator, then the body (the whole file, when its front matter does not close).
    static func bytes(of item: ContentItem) -> [UInt8] {
        var bytes: [UInt8] = []
        if let frontMatter = item.document.frontMatter, let schema = TranslationValueRule.schema(of: item) {
            appendTexts(of: frontMatter, against: schema, path: "", into: &bytes)
        }
        bytes.append(0x1E)
        appendCollapsingSpaces(ContentParser.markdownBody(of: item.document.source.file).text.utf8, into: &bytes)
        return bytes
    }

    private static func appendTexts(of node: YAMLNode, against schema: ObjectSchema, path: String, into bytes: inout [UInt8]) {
        for field in schema.fields where !(path.isEmpty && keysNotTranslated.contains(field.key)) {
            guard let value = node[field.key] else { continue }
            append(value, as: field.type, path: path + field.key, into: &bytes)
        }
    }

    private static func append(_ node: YAMLNode, as type: SchemaType, path: String, into bytes: inout [UInt8]) {
        switch type {
        case .text, .optionalText:
            guard let text = node.string else { return }
            bytes += path.utf8
            bytes.append(UInt8(ascii: "="))
            appendCollapsingSpaces(text.utf8, into: &bytes)
            bytes.append(0x0A)
        case .list(let element, _):
            for (index, item) in (node.items ?? []).enumerated() {
                append(item, as: element, path: "\(path)[\(index + 1)]", into: &bytes)
            }
        case .object(let inner):
            appendTexts(of: node, against: inner, path: path + ".", into: &bytes)
        default:
            return
        }
    }

    /// Appends `text` with each run of spaces, tabs, carriage returns and line feeds as one
    /// space, and none at either end.
    private static func appendCollapsingSpaces(_ text: some Sequence<UInt8>, into bytes: inout [UInt8]) {
        var pendingSpace = false
        var wroteAny = false
        for byte in text {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = wroteAny
                continue
            }
            if pendingSpace { bytes.append(0x20); pendingSpace = false }
            bytes.append(byte)
            wroteAny = true
        }
    }
}
