import EaseDiagnostics
import EaseTemplates

/// Finds a `ui` string of `site.yml` that is never shown: a key that is not one of Ease's own
/// strings (which Ease's code reads too) and that no template reads (`{{ui.key}}`). Most often it
/// is a misspelt override of one of Ease's, which then keeps its default text while the author's
/// goes nowhere: `site.unread-ui-string`, a warning, with a "did you mean" and the fix-it that
/// renames the key.
struct InterfaceStringUseCheck {
    /// The compiled templates by name, with their files.
    let templates: [String: (file: SourceFile, template: CompiledTemplate)]
    /// The site whose `ui:` strings are checked.
    let site: SiteConfiguration

    /// The diagnostics, in `site.yml`'s order.
    func diagnostics() -> [Diagnostic] {
        guard let entries = site.document.frontMatter?[TemplateVocabulary.interfaceScope]?.entries else { return [] }
        let read = readKeys()
        let builtIn = Set(InterfaceStrings.byKey.keys)
        let written = Set(entries.map(\.key))
        return entries.compactMap { entry in
            guard !builtIn.contains(entry.key), !read.contains(entry.key) else { return nil }
            // Only a string of Ease's the site does not override already is offered.
            let suggestion = NameSuggester.suggestion(for: entry.key, among: builtIn.subtracting(written))
            return .warning("site.unread-ui-string",
                            "ui string '\(entry.key)' is not one of Ease's and no template reads it, so it is never shown"
                                + NameSuggester.didYouMean(suggestion),
                            at: site.document.location(entry.keyRange),
                            notes: [DiagnosticNote("a template shows a string of its own as '{{ui.\(entry.key)}}'; docs/LOCALIZATION.md lists Ease's")],
                            fixIts: suggestion.map { [FixIt("replace '\(entry.key)' with '\($0)'", replacing: entry.keyRange, with: $0)] } ?? [])
        }
    }

    /// The `ui` keys the templates read: `{{ui.key}}`, or `{{key}}` inside `{{#ui}}`.
    private func readKeys() -> Set<String> {
        var keys: Set<String> = []
        for (_, template) in templates.values {
            for use in template.nameUses where use.kind != .partial {
                let parts = use.parts
                if parts.count >= 2, parts[0] == TemplateVocabulary.interfaceScope {
                    keys.insert(parts[1])
                } else if parts.count == 1, use.sections.last.map(TemplateVocabulary.scope(ofSection:)) == TemplateVocabulary.interfaceScope {
                    keys.insert(parts[0])
                }
            }
        }
        return keys
    }
}
