/// The names themselves: each page template's, the layout's, and each section's.
extension TemplateVocabulary {
    private static func scope(_ name: String, template: Bool = false, _ names: [(String, String)]) -> Scope {
        Scope(name: name, isTemplate: template, names: names.map { Name(name: $0.0, meaning: $0.1) })
    }

    private static let ui = ("ui", "the site's `ui` strings by key (`{{ui.skip-to-content}}`): the built-in ones and any `site.yml` adds")
    private static let contentLang = ("contentLang", "the content's language when it differs from the page's, for a `lang` attribute")
    private static let title = ("title", "the title")
    private static let summary = ("summary", "the one-sentence summary")
    private static let body = ("body", "the body as HTML (write it with `{{{body}}}`)")

    /// The names of a control's values (a button or a link the accessibility inventory lists).
    private static let control: [(String, String)] = [
        ("id", "the control's inventory id"), ("label", "its accessible label"), ("value", "its accessible value, if it has one"),
        ("hint", "its hint, if it has one"), ("hintID", "the id to give the hint's element, for `aria-describedby`"),
        ("href", "where it leads"), ("primary", "true for the page's main action"),
    ]

    /// The exercise page's names, which a session's step has too.
    private static let exercise: [(String, String)] = [
        ("id", "the exercise's id"), title, summary, ("instructions", "the instructions shown before it starts"), body, contentLang,
        ("fadeSeconds", "seconds the instructions take to fade (cross-fade variant)"),
        ("breathing", "a breathing exercise's pacer"), ("hasScenes", "true for a calming scene with scenes"),
        ("scenes", "a calming scene's scenes"), ("hasStatements", "true for coping statements"),
        ("statements", "the coping statements' groups"), ("audio", "a guided meditation's recording"), ui,
    ]

    static let pageScopes: [Scope] = [
        scope("layout", template: true, [
            ("content", "the page template's output (write it with `{{{content}}}`)"), ("pageTitle", "the page's title"),
            ("siteTitle", "the site's title"), ("lang", "the page's language"), ("tab", "the id of the page's tab, or `none`"),
            ("tabs", "the tab bar"), ("isHome", "true on the home page"), ("homeHref", "the home page's address"),
            ("accessibilityHref", "the accessibility statement's address"), ("labelsHref", "the labels inventory's address"),
            ("hasLanguages", "true on a site in more than one language"), ("languages", "the language switcher's entries"),
            ("alternates", "the page in the other languages, for `<link rel=alternate>`"), ui,
        ]),
        scope("home", template: true, [("siteTitle", "the site's title"), ("tabs", "the tabs, as links"), ("tourHref", "the onboarding's first page"), ui]),
        scope("learn", template: true, [title, ("readings", "every reading, in order"), ("tutorial", "the button that shows the tutorial"), ui]),
        scope("reading", template: true, [
            title, summary, body, contentLang, ("titleAnchor", "the anchor of the body's title heading, if it has one"),
            ("minutes", "the reading time (`4 min read`)"), ("hasTOC", "true when the reading has sections"), ("toc", "its sections"),
            ("hasRelated", "true when it names related readings"), ("related", "the related readings"),
            ("image", "its image, if it has one"), ("source", "the line naming its source, if it has one"),
            ("tutorialHref", "the tutorial's address"), ("tutorialLabel", "the tutorial button's label"), ui,
        ]),
        scope("relax", template: true, [title, ("prompt", "the question above the moods"), ("moods", "the mood buttons"), ui]),
        scope("relax-mood", template: true, [
            title, ("mood", "the mood's label"), ("emoji", "the mood's emoji"), ("durations", "the session lengths, as buttons"),
            ("backHref", "the Relax tab's address"), ("backLabel", "the back link's label"), ui,
        ]),
        scope("exercise", template: true, exercise),
        scope("session-step", template: true, exercise + [
            ("progress", "where the step is in its session (`Step 2 of 3`)"), ("motionScope", "the id that scopes the step's motion"),
            ("advance", "the button to the next step"), ("pauseMotion", "the button that pauses the motion"),
        ]),
        scope("coping-statements", template: true, [
            title, summary, contentLang, ("groups", "the statements' groups"), ("source", "the line naming their source, if any"), ui,
        ]),
        scope("reflect", template: true, [
            title, ("intro", "the introduction"), ("prompts", "the writing prompts (each is `{{.}}`)"),
            ("emptyState", "what shows before anything is written"), ("reminder", "the reflection reminder, if it has a time"), ui,
        ]),
        scope("onboarding", template: true, [
            title, body, contentLang, ("titleAnchor", "the anchor of the body's title heading, if it has one"),
            ("image", "the page's image, if it has one"), ("progress", "where the page is (`Page 2 of 4`)"), ("pager", "the pager's pages"),
            ("motionScope", "the id that scopes the page's motion"), ("reminder", "the reminder the page suggests, if any"),
            ("previousHref", "the page before's address (not on the first)"), ("nextHref", "the next page's address (not on the last)"),
            ("skip", "the button that skips the onboarding (not on the last page)"), ("getStarted", "the last page's button"), ui,
        ]),
        scope("accessibility", template: true, [("siteTitle", "the site's title"), ("labelsHref", "the labels inventory's address"), ui]),
        scope("labels", template: true, [("layoutRows", "the controls every page has"), ("rows", "every other control, page by page"), ui]),
        scope("not-found", template: true, [("homeHref", "the home page's address"), ui]),
    ]

    static let sectionScopes: [Scope] = [
        scope("tabs", [("id", "the tab's id"), title, ("href", "its address"), ("current", "true for the page's own tab")]),
        scope("languages", [("lang", "the language's code"), ("name", "its name, in itself"), ("href", "the page in it"), ("current", "true for the page's language")]),
        scope("alternates", [("hreflang", "the language's code"), ("href", "the page in it")]),
        scope("readings", [title, summary, ("href", "its address"), ("minutes", "its reading time"), contentLang]),
        scope("toc", [("text", "the section's heading"), ("anchor", "its anchor")]),
        scope("related", [title, ("href", "its address")]),
        scope("image", [("src", "the image's address"), ("alt", "its alternative text")]),
        scope("video", [("src", "the video's address"), ("description", "its description"), ("poster", "its still image's address, if it has one"),
                        ("captions", "its captions, if it has them")]),
        scope("captions", [("src", "the WebVTT file's address"), ("lang", "its language's code"), ("label", "its language's name, in itself")]),
        scope("moods", control + [("emoji", "the mood's emoji")]),
        scope("reminder", [("time", "the time, as the locale writes it"), ("datetime", "the time as `HH:MM`, for `<time datetime>`"),
                           ("before", "the text before the time"), ("after", "the text after it")]),
        scope("pager", [("number", "the page's number"), ("href", "its address"), ("current", "true for the page itself"),
                        ("before", "the label's text before the number"), ("after", "the label's text after it")]),
        scope("breathing", [("pattern", "the pattern in words"), ("steps", "the phases as JSON, for the pacer's script"),
                            ("cycles", "how many breaths"), ("begin", "the start button"), ("pause", "the pause button"), ("resume", "the resume button")]),
        scope("scenes", [title, ("number", "the scene's number"), ("position", "where it is (`Scene 2 of 5`)"),
                         ("image", "its image, if it has one"), ("video", "its video, if it has one")]),
        scope("statements", [("heading", "the group's heading, if it has one"), ("statements", "its statements (each is `{{.}}`)")]),
        scope("groups", [("heading", "the group's heading, if it has one"), ("statements", "its statements (each is `{{.}}`)")]),
        scope("audio", [("src", "the recording's address"), ("length", "its length in words"), ("transcript", "the transcript's paragraphs (each is `{{.}}`)")]),
        scope("layoutRows", [("id", "the control's id"), ("role", "its role"), ("label", "its label"), ("value", "its value"), ("hint", "its hint"),
                             ("spoken", "what a screen reader says for it"), ("where", "where on every page it is")]),
        scope("rows", [("page", "the page it is on"), ("id", "the control's id"), ("role", "its role"), ("label", "its label"), ("value", "its value"),
                       ("hint", "its hint"), ("spoken", "what a screen reader says for it")]),
    ] + ["tutorial", "durations", "advance", "pauseMotion", "pause", "begin", "resume", "skip", "getStarted"].map { scope($0, control) }
}
