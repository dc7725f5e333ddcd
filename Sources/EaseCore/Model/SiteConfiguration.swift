import EaseBytes
public import EaseDiagnostics

/// `site.yml`: the app's structure and the strings that are not part of any content item.
public struct SiteConfiguration: Sendable {
    /// A tab and its colours.
    public struct Tab: Sendable {
        public var id: String
        public var title: String
        public var background: Located<ColorValue>?
        public var text: Located<ColorValue>?
        public var location: SourceLocation
    }

    /// A mood of the picker.
    public struct Mood: Sendable {
        public var id: Located<String>
        public var emoji: String
        public var label: Located<String>
    }

    /// One cell of the session matrix.
    public struct SessionRule: Sendable {
        public var mood: Located<String>
        public var minutes: Located<Int>
        public var exercises: [Located<String>]
        public var location: SourceLocation
    }

    /// A reminder default.
    public struct Reminder: Sendable {
        public var time: ClockTime?
        public var enabled: Bool
        public var message: String
    }

    /// The parsed file.
    public var document: ParsedDocument
    public var title: String
    public var defaultLocale: String
    /// Each listed locale once, in `locales` order.
    public var locales: [Located<String>]
    /// Entries of `locales` that repeat one listed before them (`locale.repeated` reports them);
    /// not in ``locales``, so no page, sitemap entry or bundle list has a locale twice.
    public var repeatedLocales: [Located<String>]
    public var tabs: [Tab]
    /// Ordered from least to most anxious.
    public var moods: [Mood]
    /// Each listed duration once, in `durations` order.
    public var durations: [Located<Int>]
    /// Entries of `durations` that repeat one listed before them (`site.repeated` reports them);
    /// not in ``durations``, so the Relax tab offers each length once.
    public var repeatedDurations: [Located<Int>]
    public var sessions: [SessionRule]
    /// Whether an item of `durations` or an entry of `sessions` could not be read (its schema
    /// error reports it): the session matrix is then not checked for what may be missing from it.
    public var sessionMatrixHasUnreadableParts: Bool
    public var reminders: [String: Reminder]
    public var motionDurations: [String: Int]
    public var motionEasings: [String: EasingCurve]
    /// Motion tokens whose values the schema rejected (a duration of 0 ms, an easing that is
    /// not one): in neither table, and not reported again where a step names them.
    public var unusableMotionTokens: Set<String>
    /// Words of controls by key (`next`, `done`, …).
    public var buttons: [String: String]
    /// Pages with more words get a warning.
    public var onboardingWordBudget: Int
    /// More onboarding pages than this get a warning (`onboarding.page-limit`, 5 when not given).
    public var onboardingPageLimit: Located<Int>?
    /// The onboarding page the Learn tab re-opens.
    public var tutorialPage: Located<String>?
    /// The Relax tab's prompts by key (`mood-prompt`, `duration-prompt`).
    public var relaxText: [String: String]
    /// The Reflect tab's text.
    public var reflect: ReflectText
    /// The site's chrome strings by key (`skip-to-content`, …): `ui:` over the built-in defaults.
    public var ui: [String: LocalizableString]
    /// The locale these strings are in: the default locale, or the one ``localized(to:)`` applied.
    public var locale: String
    /// The default locale's translatable strings.
    public var sourceStrings: [SiteString]
    /// The `translations:` blocks.
    public var translations: [SiteTranslation]

    /// The Reflect tab's text.
    public struct ReflectText: Sendable {
        public var intro: String
        public var composeLabel: String?
        public var prompts: [String]
        public var emptyState: String
    }

    /// A plain chrome string, with `{name}` placeholders filled from `values`.
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        var text = ui[key]?.text ?? key
        for (name, value) in values { text = text.replacingPlaceholder("{" + name + "}", with: value) }
        return text
    }

    /// A plain chrome string with its `{name}` placeholder filled with `value`: ``text(_:_:)`` for
    /// one value, without a dictionary made for it (every reading page fills two).
    public func text(_ key: String, filling name: String, with value: String) -> String {
        (ui[key]?.text ?? key).replacingPlaceholder(String(joining: "{", name, "}"), with: value)
    }

    /// A chrome string with a count, in the agreeing plural form ("5 минут чтения").
    public func text(_ key: String, count: Int) -> String {
        ui[key]?.format(count, locale: locale) ?? key
    }

    init(_ fields: FieldReader) {
        document = fields.document
        title = fields.string("title") ?? ""
        defaultLocale = fields.string("default-locale") ?? "en"
        (locales, repeatedLocales) = Located.splittingRepeats(fields.locatedStrings("locales"))
        tabs = fields.children("tabs").compactMap { tab in
            guard let id = tab.string("id") else { return nil }
            func color(_ key: String) -> Located<ColorValue>? {
                guard let text = tab.located(key), let color = ColorValue(hex: text.value) else { return nil }
                return Located(color, at: text.location)
            }
            return Tab(id: id, title: tab.string("title") ?? id, background: color("background"), text: color("text"), location: tab.location)
        }
        moods = fields.children("moods").compactMap { mood in
            guard let id = mood.located("id"), let label = mood.located("label") else { return nil }
            return Mood(id: id, emoji: mood.string("emoji") ?? "", label: label)
        }
        (durations, repeatedDurations) = Located.splittingRepeats(fields.locatedInts("durations", within: SiteSchema.site))
        let sessionEntries = fields.children("sessions")
        sessions = sessionEntries.compactMap { session in
            guard let mood = session.located("mood"), let minutes = session.locatedInt("minutes", within: SiteSchema.session) else { return nil }
            return SessionRule(mood: mood, minutes: minutes, exercises: session.locatedStrings("exercises"), location: session.location)
        }
        sessionMatrixHasUnreadableParts = sessions.count < sessionEntries.count
            || durations.count + repeatedDurations.count < (fields.node["durations"]?.items?.count ?? 0)
        var reminders: [String: Reminder] = [:]
        // The two reminders the app has; a misspelt name was read as the one it names, and another is reported.
        for entry in fields.node["reminders"]?.entries ?? [] where SiteSchema.reminders.field(entry.key) != nil {
            let reminder = FieldReader(entry.value, in: fields.document)
            reminders[entry.key] = Reminder(time: reminder.string("time").flatMap { ClockTime($0) },
                                            enabled: reminder.bool("enabled") ?? false, message: reminder.string("message") ?? "")
        }
        self.reminders = reminders
        let motion = fields.child("motion")
        var durations: [String: Int] = [:]
        var easings: [String: EasingCurve] = [:]
        var unusable: Set<String> = []
        let durationRange = SiteSchema.motionDurationRange
        for entry in motion?.node["durations"]?.entries ?? [] {
            if let value = entry.value.int, durationRange.contains(value) { durations[entry.key] = value } else { unusable.insert(entry.key) }
        }
        for entry in motion?.node["easings"]?.entries ?? [] {
            if let curve = entry.value.string.flatMap(EasingCurve.init) { easings[entry.key] = curve } else { unusable.insert(entry.key) }
        }
        motionDurations = durations
        motionEasings = easings
        unusableMotionTokens = unusable
        var buttons: [String: String] = [:]
        for entry in fields.node["buttons"]?.entries ?? [] { buttons[entry.key] = entry.value.string }
        self.buttons = buttons
        onboardingWordBudget = fields.child("onboarding")?.int("word-budget", within: SiteSchema.onboarding) ?? 80
        tutorialPage = fields.child("onboarding")?.located("tutorial-page")
        onboardingPageLimit = fields.child("onboarding")?.locatedInt("page-limit", within: SiteSchema.onboarding)
        var relaxText: [String: String] = [:]
        for entry in fields.node["relax"]?.entries ?? [] { relaxText[entry.key] = entry.value.string }
        self.relaxText = relaxText
        let reflect = fields.node["reflect"]
        self.reflect = ReflectText(intro: reflect?["intro"]?.string ?? "", composeLabel: reflect?["compose-label"]?.string,
                                   prompts: (reflect?["prompts"]?.items ?? []).compactMap(\.string),
                                   emptyState: reflect?["empty-state"]?.string ?? "")
        var ui = InterfaceStrings.byKey.mapValues(\.value)
        for entry in fields.node["ui"]?.entries ?? [] { ui[entry.key] = LocalizableString(entry.value) ?? ui[entry.key] }
        self.ui = ui
        locale = defaultLocale
        sourceStrings = SiteStrings.source(of: fields.document)
        translations = SiteTranslation.all(in: fields.document)
    }
}
