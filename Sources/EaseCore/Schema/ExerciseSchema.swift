/// The front matter of `exercises/*.md`; `kind` selects the rest of the schema.
public enum ExerciseSchema {
    /// The kinds of exercise.
    public static let kinds = ["breathing", "calming-scene", "coping-statements", "guided-meditation"]

    /// Keys every exercise has.
    public static let common = ObjectSchema(name: "exercise", fields: [
        SchemaField("id", .identifier, "unique id, used by session rules"),
        SchemaField("kind", .choice(kinds), "which kind of exercise"),
        SchemaField("title", .text, "title"),
        CommonSchemas.sourceHash,
        SchemaField("summary", .text, "one sentence about the exercise"),
        SchemaField("instructions", .text, "instruction text shown at the top"),
        SchemaField("instruction-fade-seconds", .number(1...30), required: false, unit: .seconds, "seconds before the instructions fade out (default 4)"),
    ])

    static let breathingTiming = ObjectSchema(name: "timing", fields: [
        SchemaField("inhale", .number(1...20), unit: .seconds, "seconds breathing in"),
        SchemaField("hold", .number(0...20), unit: .seconds, "seconds holding"),
        SchemaField("exhale", .number(1...20), unit: .seconds, "seconds breathing out"),
        SchemaField("rest", .number(0...20), unit: .seconds, "seconds resting before the next breath"),
    ])

    static let breathingPrompts = ObjectSchema(name: "prompts", fields: [
        SchemaField("inhale", .text, "label while breathing in"),
        SchemaField("hold", .text, "label while holding"),
        SchemaField("exhale", .text, "label while breathing out"),
        SchemaField("rest", .text, "label while resting"),
    ])

    static let scene = ObjectSchema(name: "scene", fields: [
        SchemaField("id", .identifier, "scene id (remembered as the last one viewed)"),
        SchemaField("title", .text, "scene name"),
        SchemaField("image", .object(CommonSchemas.image), required: false, "still image of the scene"),
        SchemaField("video", .object(CommonSchemas.video), required: false, "looping video of the scene"),
    ])

    /// `kind: breathing`.
    public static let breathing = common.extended(name: "breathing exercise", with: [
        SchemaField("timing", .object(breathingTiming), "one breath's phases"),
        SchemaField("cycles", .integer(1...60), "number of breaths"),
        SchemaField("prompts", .object(breathingPrompts), "the button's label in each phase"),
    ])

    /// `kind: calming-scene`.
    public static let calmingScene = common.extended(name: "calming-scene exercise", with: [
        SchemaField("seconds", .integer(10...3600), unit: .seconds, "how long the exercise lasts in a session"),
        SchemaField("scenes", .list(.object(scene), count: 1...Int.max), "the scenes to swipe between"),
    ])

    /// `kind: coping-statements`.
    public static let copingStatements = common.extended(name: "coping-statements exercise", with: [
        SchemaField("seconds", .integer(10...3600), unit: .seconds, "how long the exercise lasts in a session"),
    ])

    /// `kind: guided-meditation`.
    public static let guidedMeditation = common.extended(name: "guided-meditation exercise", with: [
        SchemaField("audio", .object(CommonSchemas.audio), "the recording"),
    ])

    /// The schema for a kind, or `nil` for an unknown kind.
    public static func schema(forKind kind: String) -> ObjectSchema? {
        switch kind {
        case "breathing": return breathing
        case "calming-scene": return calmingScene
        case "coping-statements": return copingStatements
        case "guided-meditation": return guidedMeditation
        default: return nil
        }
    }
}
