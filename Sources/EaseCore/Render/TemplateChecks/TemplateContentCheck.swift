import EaseDiagnostics
import EaseTemplates

/// Finds a page template that never writes the HTML its page is for: a layout without
/// `{{{content}}}` (every page would be empty), a reading, exercise, session step or onboarding
/// page without `{{{body}}}`, counting what its partials write. `template.missing-content`, a
/// warning: a template may leave a value out on purpose, but not usually this one.
struct TemplateContentCheck {
    /// The compiled templates by name, with their files.
    let templates: [String: (file: SourceFile, template: CompiledTemplate)]

    /// The diagnostics, by file.
    func diagnostics() -> [Diagnostic] {
        templates.keys.sorted().compactMap { name -> Diagnostic? in
            guard let page = TemplateVocabulary.pageScope(ofTemplate: name),
                  let markup = page.names.first(where: { TemplateVocabulary.markupNames.contains($0.name) })?.name,
                  !writtenNames(from: name).contains(markup), let file = templates[name]?.file else { return nil }
            let isLayout = page.name == "layout"
            let what = isLayout ? "every page would have no main content" : "its pages would have no body"
            return .warning("template.missing-content", "\(name).mustache never writes '{{{\(markup)}}}', so \(what)",
                            at: .file(file.path),
                            notes: [DiagnosticNote("write '{{{\(markup)}}}' where the \(isLayout ? "page's content" : "body") belongs, in the template or a partial it includes")])
        }
    }

    /// The names written by `name` and every partial it includes, at any depth.
    private func writtenNames(from name: String) -> Set<String> {
        var written: Set<String> = []
        for included in TemplatePartials.withIncluded(name, in: templates) {
            for use in templates[included]!.template.nameUses {
                switch use.kind {
                case .variable, .unescapedVariable:
                    // `{{.}}` inside `{{#body}}` writes the body too.
                    let current = use.parts.isEmpty ? use.sections.last.map(TemplateVocabulary.scope(ofSection:)) : nil
                    written.insert(current ?? use.name)
                case .partial, .section, .invertedSection: break
                }
            }
        }
        return written
    }
}
