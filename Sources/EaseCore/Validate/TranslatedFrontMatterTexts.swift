import EaseDiagnostics

/// The texts of a translation's front matter beside its source's, key by key as the schema of
/// the source's kind lists them: `title`, `summary`, an exercise's `instructions` and `prompts`,
/// a scene's `title`, an image's `alt`, a video's `description`, a list of texts item by item.
/// A source's own `source:` (a book's title, its author) is the same in every language and is
/// left out, as are ids, numbers, choices and paths (``TranslationValueRule`` compares those).
enum TranslatedFrontMatterTexts {
    /// A translated text and the source's text at the same key.
    struct Pair {
        var translated: YAMLNode
        var source: String
    }

    /// Top-level keys whose texts are not the author's words to translate.
    static let untranslatedTopLevelKeys: Set = ["id", "source-hash", "source"]

    /// The pairs of `translation` and `source` in schema order; empty for a kind without a schema.
    static func pairs(of translation: ContentItem, source: ContentItem) -> [Pair] {
        guard let schema = TranslationValueRule.schema(of: source), let sourceNode = source.document.frontMatter,
              let translatedNode = translation.document.frontMatter else { return [] }
        var pairs: [Pair] = []
        collect(sourceNode, translatedNode, against: schema, topLevel: true, into: &pairs)
        return pairs
    }

    private static func collect(_ source: YAMLNode, _ translated: YAMLNode, against schema: ObjectSchema, topLevel: Bool, into pairs: inout [Pair]) {
        for field in schema.fields where !(topLevel && untranslatedTopLevelKeys.contains(field.key)) {
            guard let sourceValue = source[field.key], let translatedValue = translated[field.key] else { continue }
            collect(sourceValue, translatedValue, as: field.type, into: &pairs)
            // Another kind is another schema: its keys are not the source's.
            if field.key == "kind", sourceValue.string != translatedValue.string { return }
        }
    }

    private static func collect(_ source: YAMLNode, _ translated: YAMLNode, as type: SchemaType, into pairs: inout [Pair]) {
        switch type {
        case .text, .optionalText:
            if let text = source.string, translated.string != nil { pairs.append(Pair(translated: translated, source: text)) }
        case .list(let element, _):
            guard let items = source.items, let translatedItems = translated.items else { return }
            for index in 0..<min(items.count, translatedItems.count) { collect(items[index], translatedItems[index], as: element, into: &pairs) }
        case .object(let schema):
            collect(source, translated, against: schema, topLevel: false, into: &pairs)
        case .dictionary(let element):
            for entry in translated.entries ?? [] {
                if let sourceValue = source[entry.key] { collect(sourceValue, entry.value, as: element, into: &pairs) }
            }
        default:
            break
        }
    }
}
