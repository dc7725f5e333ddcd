import EaseDiagnostics

/// The choices `site.yml` offers differ from each other: no length is listed twice in
/// `durations` (the Relax tab offers it once), no two moods read the same label or show the same
/// emoji (the mood
/// picker would offer two choices that read alike), no two tabs the same title, no two buttons
/// the same label (in `site.yml`'s strings, and in each translation's buttons, moods and tabs),
/// and no Reflect prompt is listed twice. Each is a warning at the later entry, with a note at the earlier; a
/// repeated duration or prompt gets a fix-it that removes it. Compared as read: letter case and
/// surrounding spaces aside.
struct SiteRepetitionRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["site.repeated": "site.yml lists a duration or a Reflect prompt twice, or gives two moods or two buttons the same label or two tabs the same title"]
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
        let emoji = (document.frontMatter?["moods"]?.items ?? []).compactMap { mood in
            mood["emoji"].flatMap { node in node.string.map { Located($0, at: document.location(node.range)) } }
        }
        for (repeated, earlier) in ReadAlike.repeats(emoji) {
            diagnostics.append(.warning("site.repeated", "mood emoji '\(repeated.value)' is already a mood's emoji; the mood picker would show two moods alike",
                                        at: repeated.location, notes: note(at: earlier.location)))
        }
        let titles = (document.frontMatter?["tabs"]?.items ?? []).compactMap { tab in
            tab["title"].flatMap { node in node.string.map { Located($0, at: document.location(node.range)) } }
        }
        for (title, earlier) in ReadAlike.repeats(titles) {
            diagnostics.append(.warning("site.repeated", "tab title '\(title.value)' is already a tab's title; the tab bar would show two tabs that read alike",
                                        at: title.location, notes: note(at: earlier.location)))
        }
        let prompts = (document.frontMatter?["reflect"]?["prompts"]?.items ?? []).compactMap { node in
            node.string.map { Located($0, at: document.location(node.range)) }
        }
        for (prompt, earlier) in ReadAlike.repeats(prompts) {
            diagnostics.append(.warning("site.repeated", "this Reflect prompt is already listed; the Reflect tab would offer it twice",
                                        at: prompt.location, notes: note(at: earlier.location),
                                        fixIts: context.removalOfRepeated(prompt, label: "remove the repeated prompt", memo: &files)))
        }
        diagnostics += repeatedButtonLabels(in: document) + repeatedTranslatedLabels(of: site)
        return diagnostics
    }

    /// Two buttons with one label: VoiceOver names a control by its label, so two actions that
    /// read alike cannot be told apart.
    private func repeatedButtonLabels(in document: ParsedDocument) -> [Diagnostic] {
        let buttons = (document.frontMatter?["buttons"]?.entries ?? []).compactMap { entry in
            entry.value.string.map { (key: entry.key, label: Located($0, at: document.location(entry.value.range))) }
        }
        return ReadAlike.repeats(buttons.map(\.label)).map { label, earlier in
            let key = buttons.first { $0.label.location == label.location }?.key ?? ""
            let earlierKey = buttons.first { $0.label.location == earlier.location }?.key ?? ""
            return .warning("site.repeated", "button '\(key)' reads '\(label.value)', as button '\(earlierKey)' does; VoiceOver would name two actions alike",
                            at: label.location, notes: note(at: earlier.location))
        }
    }

    /// The same, in each translation: two buttons, moods or tabs whose translated labels read alike.
    private func repeatedTranslatedLabels(of site: SiteConfiguration) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for locale in site.translationLocales {
            guard let translation = site.translation(for: locale) else { continue }
            for (group, effect) in [("buttons.", "VoiceOver would name two actions alike"), ("moods.", "the mood picker would offer two choices that read alike"),
                                    ("tabs.", "the tab bar would show two tabs that read alike")] {
                let keys = translation.keys.filter { $0.hasPrefix(group) }
                let labels = keys.compactMap { key in translation.strings[key].map { Located($0.value.text, at: $0.location) } }
                for (label, earlier) in ReadAlike.repeats(labels) {
                    let key = keys.first { translation.strings[$0]?.location == label.location } ?? ""
                    let earlierKey = keys.first { translation.strings[$0]?.location == earlier.location } ?? ""
                    diagnostics.append(.warning("site.repeated", "\(key) reads '\(label.value)' in \(locale), as \(earlierKey) does; \(effect)",
                                                at: label.location, notes: note(at: earlier.location)))
                }
            }
        }
        return diagnostics
    }

    private func note(at location: SourceLocation?) -> [DiagnosticNote] {
        location.map { [DiagnosticNote("first listed here", at: $0)] } ?? []
    }
}
