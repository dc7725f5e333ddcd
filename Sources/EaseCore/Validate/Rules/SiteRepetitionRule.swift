import EaseDiagnostics

/// The choices `site.yml` offers differ from each other: no length is listed twice in
/// `durations` (the Relax tab offers it once), no two moods read the same label (the mood
/// picker would offer two choices that read alike), no two tabs the same title, and no Reflect
/// prompt is listed twice. Each is a warning at the later entry, with a note at the earlier; a
/// repeated duration or prompt gets a fix-it that removes it. Compared as read: letter case and
/// surrounding spaces aside.
struct SiteRepetitionRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["site.repeated": "site.yml lists a duration or a Reflect prompt twice, or gives two moods the same label or two tabs the same title"]
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
        return diagnostics
    }

    private func note(at location: SourceLocation?) -> [DiagnosticNote] {
        location.map { [DiagnosticNote("first listed here", at: $0)] } ?? []
    }
}
