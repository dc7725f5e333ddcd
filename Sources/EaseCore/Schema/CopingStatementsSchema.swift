/// The front matter of `coping-statements.md`; the statements are the body's list items.
public enum CopingStatementsSchema {
    /// The schema.
    public static let collection = ObjectSchema(name: "coping statements", fields: [
        SchemaField("id", .identifier, "unique id"),
        SchemaField("title", .text, "title"),
        CommonSchemas.sourceHash,
        SchemaField("summary", .text, "one sentence about how to use the statements"),
        SchemaField("source", .object(CommonSchemas.source), "where the idea of the statements comes from"),
    ])
}
