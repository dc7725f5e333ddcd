import EaseDiagnostics
import EaseMarkdown

/// Texts that tell the reader which control to use name it by its label: "Tap Begin" in a
/// breathing exercise's instructions, "the Learn tab" on an onboarding page. When no button or
/// tab reads so (a typo, or a label renamed in `site.yml` and the texts that name it left
/// behind), the reader looks for a control that is not there. A warning at the name, with "did
/// you mean" when a label is near; an exercise's note lists the buttons its screen shows.
///
/// Looked in: every exercise's `instructions:` and `summary:`, and every onboarding page's body,
/// in each locale against that locale's labels. Names are found by a few words of each language
/// (``ControlMention``). Readings are not looked in: that would read every reading's text
/// again, which a check otherwise does only for the few bodies an outline flags.
struct ControlMentionRule: ValidationRule {
    var diagnosticIDs: [String: String] { ["label.unknown-control": "a text names a button or a tab that no label reads as"] }

    /// The buttons an exercise's screen shows, by kind (`site.yml`'s `buttons:` keys); every
    /// exercise of a session also has Next or Done.
    static let screenButtons: [String: [String]] = [
        "breathing": ["begin", "resume", "next", "done"],
        "guided-meditation": ["play", "pause", "next", "done"],
        "calming-scene": ["next", "done"],
        "coping-statements": ["next", "done"],
    ]

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var labelsByLocale: [String: Labels?] = [:]
        // A locale without strings of its own shows the default labels: `l10n.missing` or
        // `l10n.orphan` reports that, and its texts are not held to labels it does not have.
        func labels(_ locale: String?) -> Labels? {
            let locale = locale ?? site.defaultLocale
            if let known = labelsByLocale[locale] { return known }
            let isDefault = locale == site.defaultLocale
            let labels = isDefault || site.translation(for: locale) != nil
                ? Labels(site: isDefault ? site : site.localized(to: locale), catalog: context.catalog) : nil
            labelsByLocale[locale] = labels
            return labels
        }
        var diagnostics: [Diagnostic] = []
        for exercise in context.catalog.exercises {
            let document = exercise.item.document
            guard let known = labels(exercise.item.locale) else { continue }
            let screen = (Self.screenButtons[exercise.kind] ?? []).compactMap { known.buttonsByKey[$0] }
            for key in ["instructions", "summary"] {
                guard let node = document.frontMatter?[key], let text = node.string else { continue }
                diagnostics += unknownMentions(in: text, at: node.range, of: document, language: language(exercise.item.locale, site), labels: known,
                                               screen: screen, context: context)
            }
        }
        for page in context.catalog.onboardingPages {
            let document = page.item.document
            guard let known = labels(page.item.locale) else { continue }
            document.markdown().forEachBlock { block in
                guard case .paragraph(let inlines) = block.kind else { return }
                diagnostics += unknownMentions(in: MarkdownDocument.plainText(inlines), at: block.range, of: document,
                                               language: language(page.item.locale, site), labels: known, screen: [], context: context)
            }
        }
        return diagnostics
    }

    private func language(_ locale: String?, _ site: SiteConfiguration) -> String {
        PluralRules.language(of: locale ?? site.defaultLocale)
    }

    private func unknownMentions(in text: String, at range: SourceRange, of document: ParsedDocument, language: String, labels: Labels,
                                 screen: [String], context: ValidationContext) -> [Diagnostic] {
        ControlMention.find(in: text, language: language, labels: labels.all).compactMap { mention in
            let candidates = labels.candidates(for: mention.kind)
            guard !candidates.contains(where: { $0.lowercased() == mention.name.lowercased() }) else { return nil }
            let what = mention.kind == .tab ? "a tab" : "a button"
            let suggestion = NameSuggester.suggestion(for: mention.name, among: mention.kind == .tab ? labels.tabs : screen.isEmpty ? candidates : screen)
            let place = context.sourceFile(of: document)?.range(ofTheOne: mention.name, within: range)
            var notes: [DiagnosticNote] = []
            if !screen.isEmpty { notes.append(DiagnosticNote("this exercise's screen shows the buttons \(screen.map { "'\($0)'" }.joined(separator: ", "))")) }
            if mention.kind == .tab { notes.append(DiagnosticNote("the tabs are \(labels.tabs.map { "'\($0)'" }.joined(separator: ", "))")) }
            notes.append(DiagnosticNote("labels are site.yml's 'buttons:' and 'tabs:' (a translation's, in its locale); a renamed label leaves the texts that name it behind"))
            return .warning("label.unknown-control", "this text names \(what) '\(mention.name)', but none reads so" + NameSuggester.didYouMean(suggestion),
                            at: document.location(place ?? range), notes: notes,
                            fixIts: place.map { FixIt.suggested(suggestion, replacing: $0) } ?? [])
        }
    }

    /// The names of one locale's controls, and of what else a reader may be told to tap.
    private struct Labels {
        var buttonsByKey: [String: String]
        var tabs: [String]
        /// Moods and exercise titles: tapped too, though not buttons of their own.
        var others: [String]

        init(site: SiteConfiguration, catalog: ContentCatalog) {
            buttonsByKey = site.buttons
            tabs = site.tabs.map(\.title)
            others = site.moods.map(\.label.value) + catalog.exercises.map(\.item.title)
        }

        var all: [String] { Array(buttonsByKey.values) + tabs + others }

        func candidates(for kind: ControlMention.Kind) -> [String] {
            switch kind {
            case .tab: tabs
            case .button: Array(buttonsByKey.values) + others
            case .control: all
            }
        }
    }
}
