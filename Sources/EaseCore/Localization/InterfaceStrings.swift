/// The words of the site's chrome that belong to no content item (skip link, headings of page
/// sections, table headers, the motion setting…), keyed as in `site.yml`'s `ui:` section.
///
/// `site.yml` may override any of them; these English defaults fill in the rest, so a content
/// folder without a `ui:` section still builds. Translators see them in the string table
/// under `ui.<key>` like every other string.
public enum InterfaceStrings {
    /// One default: its English text and what it is for (the comment translators see).
    public struct Default: Sendable {
        /// The English text.
        public var value: LocalizableString
        /// Where the string appears.
        public var comment: String
    }

    /// Every key with its default, in documentation order.
    public static let defaults: [(key: String, value: Default)] = [
        ("skip-to-content", text("Skip to content", "the skip link at the top of every page")),
        ("tabs", text("Tabs", "accessible name of the tab bar")),
        ("language", text("Language", "accessible name of the language switcher")),
        ("footer-accessibility", text("Accessibility", "footer link to the accessibility statement")),
        ("footer-labels", text("Spoken labels", "footer link to the inventory of spoken labels")),
        ("reading-time", Default(value: .plural([.one: "{count} minute to read", .other: "{count} minutes to read"]),
                                 comment: "reading time on the Learn tab and on each reading")),
        ("based-on", text("Based on: {source}", "the source a reading or the coping statements draw on")),
        ("pages", text("pages {pages}", "the pages of a source a text draws on")),
        ("on-this-page", text("On this page", "heading of a reading's table of contents")),
        ("related-readings", text("Related readings", "heading of the links to related readings")),
        ("page-of", text("Page {position} of {count}", "onboarding progress and page indicator")),
        ("introduction-pages", text("Introduction pages", "accessible name of the onboarding pager")),
        ("previous", text("Previous", "link to the previous onboarding page")),
        ("continue", text("Continue", "link to the next onboarding page")),
        ("suggested-time", text("Suggested time: {time}", "the reminder time on the onboarding page about reminders")),
        ("reflect-ideas", text("Ideas for what to write", "heading above the Reflect prompts")),
        ("reflect-reminder", text("The app reminds you every day at {time}: “{message}” You can change the time or turn the reminder off in the app.",
                                  "the daily reflection reminder on the Reflect tab")),
        ("reflect-privacy", text("Your entries stay on your phone; this site does not store anything.", "privacy note on the Reflect tab")),
        ("breathing-pacer", text("Breathing pacer", "hidden heading of the breathing exercise")),
        ("pause-animation", text("Pause animation", "button that stops the nudge on Next or Done")),
        ("pause-animation-hint", text("Stops the moving reminder on the button", "hint of the Pause animation button")),
        ("recording", text("Recording", "heading of the meditation recording")),
        ("recording-label", text("Guided meditation recording", "accessible name of the audio player")),
        ("length", text("Length: {length}", "length of the meditation recording")),
        ("transcript", text("Transcript", "heading of the meditation transcript")),
        ("statements", text("Statements", "heading of the coping statements exercise")),
        ("scenes", text("Scenes", "accessible name of the calming scenes")),
        ("motion", text("Motion", "legend of the motion setting")),
        ("motion-system", text("Like my device", "motion setting: follow the system")),
        ("motion-full", text("Full", "motion setting: full motion")),
        ("motion-reduced", text("Reduced", "motion setting: reduced motion")),
        ("motion-crossfade", text("Cross-fade", "motion setting: cross-fade transitions")),
        ("home-intro", text("A quiet place to turn to when worry runs high: short readings, calming exercises, and a space to note what went well.",
                            "introduction on the start page")),
        ("home-tour", text("Take the short introduction", "start page link to onboarding")),
        ("not-found-title", text("Page not found", "title of the 404 page")),
        ("not-found-text", text("There is nothing at this address. It may have moved.", "text of the 404 page")),
        ("not-found-home", text("Go to the start page", "link on the 404 page")),
        ("accessibility-title", text("Accessibility", "title of the accessibility statement")),
        ("labels-title", text("Spoken labels", "title of the inventory of spoken labels")),
        ("labels-intro", text("Every control on every page — buttons, tabs, page indicators, pacer and player controls, the skip link — with what a screen reader says for it. The same descriptions are in the app's content bundle (accessibility.json). Links inside text are read as their text followed by “link”.",
                              "introduction of the inventory of spoken labels")),
        ("labels-page", text("Page", "column header: the page of a control")),
        ("labels-control", text("Control", "column header: the control's id")),
        ("labels-role", text("Role", "column header: the control's role")),
        ("labels-name", text("Name", "column header: the accessible name")),
        ("labels-value", text("Value", "column header: the accessible value")),
        ("labels-description", text("Description", "column header: the accessible description (hint)")),
        ("labels-spoken", text("Spoken", "column header: what a screen reader says")),
        ("labels-site", text("On every page", "heading above the skip link and tab bar rows of the inventory")),
        ("labels-site-intro", text("The skip link and the tab bar are the same on every page; a tab is read as selected on the pages of its tab.",
                                   "introduction of the controls on every page")),
        ("labels-pages", text("Page by page", "heading above the rows of each page's own controls")),
        ("labels-where", text("Where", "column header: the pages a control of every page is read on that way")),
        ("labels-every-page", text("Every page", "where a control is read the same way on every page")),
        ("labels-tab-pages", text("Pages of this tab", "where a tab is read as selected")),
        ("labels-other-pages", text("Other pages", "where a tab is read as not selected")),
    ]

    /// The defaults by key.
    public static let byKey: [String: Default] = Dictionary(defaults.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })

    private static func text(_ value: String, _ comment: String) -> Default {
        Default(value: .text(value), comment: comment)
    }
}

extension InterfaceStrings {
    /// The table of `ui` keys for docs/LOCALIZATION.md.
    public static func markdownTable() -> String {
        var out = "| key | English default | where |\n| --- | --- | --- |\n"
        for (key, value) in defaults {
            let text: String
            switch value.value {
            case .text(let plain): text = plain
            case .plural(let forms): text = PluralCategory.allCases.compactMap { category in forms[category].map { "\(category.rawValue): \($0)" } }.joined(separator: "; ")
            }
            out += "| `\(key)` | \(text.replacing("|", with: "\\|")) | \(value.comment) |\n"
        }
        return out
    }
}
