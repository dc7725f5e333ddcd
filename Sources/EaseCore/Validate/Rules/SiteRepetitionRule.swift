import EaseDiagnostics

/// The choices `site.yml` offers differ from each other: no length is listed twice in
/// `durations` (the Relax tab offers it once), no two moods read the same label or show the same
/// emoji (the mood picker would offer two choices that read alike), no two tabs the same title
/// or the same background colour,
/// no two buttons the same label (in `site.yml`'s strings, and in each translation's buttons,
/// moods and tabs), and no Reflect prompt is listed twice. Each is a warning at the later entry,
/// with a note at the earlier; a repeated duration or prompt gets a fix-it that removes it.
/// Compared as read (``ReadAlike``): letter case, spaces, a closing mark and typographic quotes aside.
struct SiteRepetitionRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["site.repeated": "site.yml lists a duration or a Reflect prompt twice, or gives two moods or two buttons the same label or two tabs the same title or colour"]
    }

    var scope: ValidationScope { .frontMatter }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        guard let site = context.catalog.site else { return [] }
        var diagnostics: [Diagnostic] = []
        var files = FindingSourceFiles()
        for repeated in site.repeatedDurations {
            let entry = Located(String(repeated.value), at: repeated.location)
            diagnostics.append(.warning("site.repeated", "\(repeated.value) minutes is already listed in 'durations'",
                                        at: repeated.location,
                                        notes: note(at: site.durations.first { $0.value == repeated.value }?.location),
                                        fixIts: context.removalOfRepeated(entry, label: "remove the second \(repeated.value)", memo: &files)))
        }
        let document = site.document
        for (label, earlier) in ReadAlike.repeats(site.moods.map(\.label)) {
            diagnostics.append(.warning("site.repeated", "mood label '\(label.value)' is already a mood's label; the mood picker would offer two choices that read alike",
                                        at: label.location, notes: note(at: earlier.location)))
        }
        for (repeated, earlier) in ReadAlike.repeats(Self.strings(document.frontMatter?["moods"], key: "emoji", in: document)) {
            diagnostics.append(.warning("site.repeated", "mood emoji '\(repeated.value)' is already a mood's emoji; the mood picker would show two moods alike",
                                        at: repeated.location, notes: note(at: earlier.location)))
        }
        for (title, earlier) in ReadAlike.repeats(Self.strings(document.frontMatter?["tabs"], key: "title", in: document)) {
            diagnostics.append(.warning("site.repeated", "tab title '\(title.value)' is already a tab's title; the tab bar would show two tabs that read alike",
                                        at: title.location, notes: note(at: earlier.location)))
        }
        diagnostics += repeatedTabColours(of: site)
        for (prompt, earlier) in ReadAlike.repeats(Self.strings(document.frontMatter?["reflect"]?["prompts"], key: nil, in: document)) {
            diagnostics.append(.warning("site.repeated", "this Reflect prompt is already listed; the Reflect tab would offer it twice",
                                        at: prompt.location, notes: note(at: earlier.location),
                                        fixIts: context.removalOfRepeated(prompt, label: "remove the repeated prompt", memo: &files)))
        }
        diagnostics += repeatedButtonLabels(in: document) + repeatedTranslatedLabels(of: site)
        return diagnostics
    }

    /// Two tabs with one background colour (as parsed: `#1565c0` is `#1565C0`, `#fff` is
    /// `#FFFFFF`): each tab has its own colour, the cue that tells the reader which tab they are in.
    private func repeatedTabColours(of site: SiteConfiguration) -> [Diagnostic] {
        site.tabs.indices.compactMap { later in
            guard let colour = site.tabs[later].background,
                  let earlier = site.tabs[..<later].first(where: { $0.background?.value == colour.value }) else { return nil }
            return .warning("site.repeated", "tab '\(site.tabs[later].id)' has the background \(colour.value) of tab '\(earlier.id)'; each tab's own colour tells the reader which tab they are in",
                            at: colour.location, notes: note(at: earlier.background?.location))
        }
    }

    /// Two buttons with one label: VoiceOver names a control by its label, so two actions that
    /// read alike cannot be told apart.
    private func repeatedButtonLabels(in document: ParsedDocument) -> [Diagnostic] {
        let buttons = (document.frontMatter?["buttons"]?.entries ?? []).compactMap { entry in
            entry.value.string.map { (key: entry.key, label: Located($0, at: document.location(entry.value.range))) }
        }
        return ReadAlike.repeats(buttons, text: \.label.value).map { button, earlier in
            .warning("site.repeated", "button '\(button.key)' reads '\(button.label.value)', as button '\(earlier.key)' does; VoiceOver would name two actions alike",
                     at: button.label.location, notes: note(at: earlier.label.location))
        }
    }

    /// The same, in each translation: two buttons, moods or tabs whose translated labels read alike.
    private func repeatedTranslatedLabels(of site: SiteConfiguration) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for locale in site.translationLocales {
            guard let translation = site.translation(for: locale) else { continue }
            for (group, effect) in [("buttons.", "VoiceOver would name two actions alike"), ("moods.", "the mood picker would offer two choices that read alike"),
                                    ("tabs.", "the tab bar would show two tabs that read alike")] {
                let labels = translation.keys.filter { $0.hasPrefix(group) }.compactMap { key in translation.strings[key].map { (key: key, entry: $0) } }
                for (label, earlier) in ReadAlike.repeats(labels, text: \.entry.value.text) {
                    diagnostics.append(.warning("site.repeated", "\(label.key) reads '\(label.entry.value.text)' in \(locale), as \(earlier.key) does; \(effect)",
                                                at: label.entry.location, notes: note(at: earlier.entry.location)))
                }
            }
        }
        return diagnostics
    }

    /// The string values of `list`'s items (with a `key`, each item's value under it), where written.
    private static func strings(_ list: YAMLNode?, key: String?, in document: ParsedDocument) -> [Located<String>] {
        (list?.items ?? []).compactMap { item in
            (key.map { item[$0] } ?? item).flatMap { node in node.string.map { Located($0, at: document.location(node.range)) } }
        }
    }

    private func note(at location: SourceLocation?) -> [DiagnosticNote] {
        location.map { [DiagnosticNote("first listed here", at: $0)] } ?? []
    }
}
