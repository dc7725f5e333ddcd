/// The front matter of `onboarding/*.md`.
public enum OnboardingPageSchema {
    /// The reminders a page may set: `site.yml`'s `reminders:`.
    public static let reminders = ["relaxation", "reflection"]

    /// The schema.
    public static let page = ObjectSchema(name: "onboarding page", fields: [
        SchemaField("id", .identifier, "unique id"),
        SchemaField("page", .integer(1...20), "position, counting from 1 without gaps"),
        SchemaField("title", .text, "title"),
        CommonSchemas.sourceHash,
        SchemaField("reminder", .choice(reminders), required: false, "the reminder whose time this page sets"),
        SchemaField("image", .object(CommonSchemas.image), required: false, "illustration"),
        SchemaField("motion", .choreography, required: false, "how the page's elements enter (docs/MOTION.md)"),
    ])
}
