/// The front matter of `readings/*.md`.
public enum ReadingSchema {
    /// The schema.
    public static let reading = ObjectSchema(name: "reading", fields: [
        SchemaField("id", .identifier, "unique id"),
        SchemaField("title", .text, "title"),
        CommonSchemas.sourceHash,
        SchemaField("summary", .text, "one or two sentences shown in the list of readings"),
        SchemaField("source", .object(CommonSchemas.source), "where the reading's ideas come from"),
        SchemaField("related", .list(.identifier, count: 0...Int.max), required: false, "ids of related readings"),
        SchemaField("image", .object(CommonSchemas.image), required: false, "illustration at the top"),
    ])
}
