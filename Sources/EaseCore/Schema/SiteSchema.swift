/// The schema of `site.yml`.
public enum SiteSchema {
    /// A tab of the app.
    public static let tab = ObjectSchema(name: "tab", fields: [
        SchemaField("id", .choice(["learn", "relax", "reflect"]), "which tab"),
        SchemaField("title", .text, "tab title"),
        SchemaField("background", .color, "background colour"),
        SchemaField("text", .color, "text colour; must reach 4.5:1 contrast with the background"),
    ])

    /// A mood of the Relax tab's picker.
    public static let mood = ObjectSchema(name: "mood", fields: [
        SchemaField("id", .identifier, "mood id used by session rules"),
        SchemaField("emoji", .text, "emoji shown on the button"),
        SchemaField("label", .text, "spoken and visible label; never only an emoji"),
    ])

    /// One cell of the session matrix.
    public static let session = ObjectSchema(name: "session", fields: [
        SchemaField("mood", .identifier, "a mood id"),
        SchemaField("minutes", .integer(1...120), unit: .minutes, "one of `durations`"),
        SchemaField("exercises", .list(.identifier, count: 0...Int.max), "1–3 exercise ids, in order"),
    ])

    /// A reminder default.
    public static let reminder = ObjectSchema(name: "reminder", fields: [
        SchemaField("time", .clockTime, "default time of day"),
        SchemaField("enabled", .boolean, "whether it is on by default"),
        SchemaField("message", .text, "notification text"),
    ])

    /// The reminders by name: the two the app has, so a misspelt one (`reflexion:`) is read as the
    /// one it names rather than as a third reminder no page sets.
    public static let reminders = ObjectSchema(name: "reminders", fields: [
        SchemaField("reflection", .object(reminder), required: false, "the Reflect tab's daily reminder"),
        SchemaField("relaxation", .object(reminder), required: false, "the relaxation reminder an onboarding page sets the time of"),
    ])

    /// The milliseconds a named motion duration may take.
    static let motionDurationRange = 1...10_000

    /// Named motion durations and easing curves.
    public static let motion = ObjectSchema(name: "motion", fields: [
        SchemaField("durations", .dictionary(.integer(motionDurationRange)), unit: .milliseconds, "named durations in milliseconds"),
        SchemaField("easings", .dictionary(.easing), "named easing curves"),
        SchemaField("session-enter", .choreography, required: false, "how the first screen of a session enters"),
        SchemaField("attention", .choreography, required: false, "the nudge on Next or Done that replays every few seconds"),
    ])

    /// The words of controls.
    public static let buttons = ObjectSchema(name: "buttons", fields: [
        SchemaField("begin", .text, "starts the breathing exercise"),
        SchemaField("pause", .text, "pauses an exercise"),
        SchemaField("resume", .text, "resumes a paused exercise"),
        SchemaField("play", .text, "plays the meditation"),
        SchemaField("next", .text, "goes to the next exercise"),
        SchemaField("done", .text, "ends the session"),
        SchemaField("skip", .text, "skips onboarding"),
        SchemaField("get-started", .text, "closes onboarding on its last page"),
        SchemaField("show-tutorial", .text, "re-opens the onboarding tutorial from the Learn tab"),
    ])

    /// The Reflect tab's text.
    public static let reflect = ObjectSchema(name: "reflect", fields: [
        SchemaField("intro", .text, "text at the top of the tab"),
        SchemaField("compose-label", .text, "label of the button that adds an entry"),
        SchemaField("prompts", .list(.text, count: 1...Int.max), "prompts that suggest what to write"),
        SchemaField("empty-state", .text, "text shown before the first entry"),
    ])

    /// The Relax tab's prompts.
    public static let relax = ObjectSchema(name: "relax", fields: [
        SchemaField("mood-prompt", .text, "question above the mood picker"),
        SchemaField("duration-prompt", .text, "question above the duration picker"),
    ])

    /// Onboarding settings.
    public static let onboarding = ObjectSchema(name: "onboarding", fields: [
        SchemaField("word-budget", .integer(10...1000), "pages with more words get a warning"),
        SchemaField("tutorial-page", .identifier, "the page the Learn tab's button re-opens"),
        SchemaField("page-limit", .integer(1...20), required: false, "more pages than this get a warning (5 when not given)"),
    ])

    /// One locale's translated strings.
    public static let translation = ObjectSchema(name: "translation", fields: [
        SchemaField("source-hash", .text, required: false, "hash of the default locale's strings this translation was made from (rule `l10n.stale`)"),
        SchemaField("strings", .stringTable, "translated strings by key: `title`, `tabs.<id>`, `moods.<id>`, `buttons.<key>`, `relax.<key>`, `reflect.<key>`, `reflect.prompts.<n>`, `reminders.<id>`, `ui.<key>`"),
    ])

    /// The whole file.
    public static let site = ObjectSchema(name: "site.yml", fields: [
        SchemaField("title", .text, "name of the app and site"),
        SchemaField("base-url", .text, required: false, "public address of the site, for sitemap.xml (default https://ease.example.org)"),
        SchemaField("default-locale", .text, "BCP 47 tag of the source language, such as `en`"),
        SchemaField("locales", .list(.text, count: 1...Int.max), "every locale, default first"),
        SchemaField("tabs", .list(.object(tab), count: 3...3), "Learn, Relax and Reflect"),
        SchemaField("moods", .list(.object(mood), count: 3...3), "from least to most anxious"),
        SchemaField("durations", .list(.integer(1...120), count: 1...6), unit: .minutes, "session lengths in minutes"),
        SchemaField("sessions", .list(.object(session), count: 1...Int.max), "one per mood × duration"),
        SchemaField("reminders", .object(reminders), "`reflection` and `relaxation` reminder defaults"),
        SchemaField("motion", .object(motion), "motion tokens"),
        SchemaField("buttons", .object(buttons), "words of controls"),
        SchemaField("relax", .object(relax), "Relax tab text"),
        SchemaField("reflect", .object(reflect), "Reflect tab text"),
        SchemaField("onboarding", .object(onboarding), "onboarding settings"),
        SchemaField("ui", .dictionary(.localizable), required: false, "the site's chrome text by key, over the built-in English defaults (docs/LOCALIZATION.md lists them)"),
        SchemaField("translations", .dictionary(.object(translation)), required: false, "per-locale strings: locale → translation"),
    ])
}
