/// Renders the schemas as Markdown tables for docs/CONTENT.md, so the documentation is generated
/// from the same definitions the checker uses (a test keeps the two in step).
public enum SchemaDocumentation {
    /// The top-level schemas in documentation order, each with the file it describes.
    public static let documents: [(title: String, schema: ObjectSchema)] = [
        ("`site.yml`", SiteSchema.site),
        ("Readings — `readings/*.md` front matter", ReadingSchema.reading),
        ("Exercises — keys of every kind", ExerciseSchema.common),
        ("`kind: breathing`", ExerciseSchema.breathing),
        ("`kind: calming-scene`", ExerciseSchema.calmingScene),
        ("`kind: coping-statements`", ExerciseSchema.copingStatements),
        ("`kind: guided-meditation`", ExerciseSchema.guidedMeditation),
        ("Onboarding pages — `onboarding/*.md` front matter", OnboardingPageSchema.page),
        ("Coping statements — `coping-statements.md` front matter", CopingStatementsSchema.collection),
    ]

    /// Every table: the documents', then each nested object schema once.
    public static func markdown() -> String {
        var out = ""
        var nested: [ObjectSchema] = []
        var seen: Set<String> = []
        func collect(_ type: SchemaType) {
            switch type {
            case .object(let schema):
                if seen.insert(schema.name).inserted { nested.append(schema) }
                schema.fields.forEach { collect($0.type) }
            case .list(let element, _), .dictionary(let element): collect(element)
            default: break
            }
        }
        for (title, schema) in documents {
            out += "### \(title)\n\n" + table(schema, skipping: title.hasPrefix("`kind:") ? ExerciseSchema.common : nil) + "\n"
            schema.fields.forEach { collect($0.type) }
        }
        for schema in nested {
            out += "### `\(schema.name)` (nested)\n\n" + table(schema, skipping: nil) + "\n"
        }
        return out
    }

    private static func table(_ schema: ObjectSchema, skipping base: ObjectSchema?) -> String {
        var out = "| key | type | required | meaning |\n| --- | --- | --- | --- |\n"
        for field in schema.fields where base?.field(field.key) == nil {
            out += "| `\(field.key)` | \(field.type.summary) | \(field.isRequired ? "yes" : "no") | \(field.summary) |\n"
        }
        return out
    }
}
