import EaseDiagnostics

/// A source's front matter and its translation's side by side: each field both have, as the
/// schema of the source's kind lists it, with its key path (`scenes[2].image.alt`), its type and
/// the two nodes. Objects and lists of objects are gone into, item by item; every other field
/// (a scalar, a list of scalars) is one. Where the two give another `kind`, the fields after it
/// are not the source's and are left out. Shared by the rule that compares a translation's values
/// (``TranslationValueRule``) and the one that compares its words (``TranslationLeftInSourceRule``).
enum TranslatedFrontMatter {
    /// A field both files have.
    struct Field {
        /// The key path, `title` or `scenes[2].title`.
        var path: String
        var type: SchemaType
        var source: YAMLNode
        var translated: YAMLNode

        /// The texts of the field, side by side: itself, when it is a text; each item both have,
        /// at `path[n]`, when it is a list of texts; none otherwise (a number, an id, a choice).
        var texts: [(path: String, source: YAMLNode, translated: YAMLNode)] {
            switch type {
            case .text, .optionalText:
                return [(path, source, translated)]
            case .list(.text, _), .list(.optionalText, _):
                return zip(source.items ?? [], translated.items ?? []).enumerated().map { index, pair in ("\(path)[\(index + 1)]", pair.0, pair.1) }
            default:
                return []
            }
        }
    }

    /// The fields of `translation` and `source` in schema order, but those `leaving` names (a key,
    /// and whether it is at the top level); none for a kind without a schema.
    static func fields(of translation: ContentItem, source: ContentItem, leaving: (_ key: String, _ topLevel: Bool) -> Bool) -> [Field] {
        guard let schema = TranslationValueRule.schema(of: source), let sourceNode = source.document.frontMatter,
              let translatedNode = translation.document.frontMatter else { return [] }
        var fields: [Field] = []
        collect(sourceNode, translatedNode, against: schema, path: "", leaving: leaving, into: &fields)
        return fields
    }

    private static func collect(_ source: YAMLNode, _ translated: YAMLNode, against schema: ObjectSchema, path: String,
                                leaving: (String, Bool) -> Bool, into fields: inout [Field]) {
        for field in schema.fields where !leaving(field.key, path.isEmpty) {
            guard let sourceValue = source[field.key], let translatedValue = translated[field.key] else { continue }
            let fieldPath = path + field.key
            switch field.type {
            case .object(let inner):
                collect(sourceValue, translatedValue, against: inner, path: fieldPath + ".", leaving: leaving, into: &fields)
            case .list(.object(let inner), _):
                guard let items = sourceValue.items, let translatedItems = translatedValue.items else { continue }
                for index in 0..<min(items.count, translatedItems.count) {
                    collect(items[index], translatedItems[index], against: inner, path: "\(fieldPath)[\(index + 1)].", leaving: leaving, into: &fields)
                }
            default:
                fields.append(Field(path: fieldPath, type: field.type, source: sourceValue, translated: translatedValue))
            }
            // Another kind is another schema: the kind's own keys would all differ.
            if field.key == "kind", sourceValue.string != translatedValue.string { return }
        }
    }
}
