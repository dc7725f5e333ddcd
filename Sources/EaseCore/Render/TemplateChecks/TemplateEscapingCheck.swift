import EaseDiagnostics
import EaseTemplates

/// Finds values a template writes the wrong way round, each with the fix-it that rewrites its tag:
///
/// - `template.escaped-markup`: `{{body}}` escapes HTML Ease made, so the page shows its tags as text;
/// - `template.unescaped-text`: `{{{title}}}` or `{{& title}}` writes plain text as it is, so a `<` in
///   the content becomes markup: the content could put a script or a broken tag in the page.
///
/// Only names Ease gives are judged (``TemplateVocabulary/holds(_:interfaceKeys:)``); a name it does
/// not give is ``TemplateNameCheck``'s.
struct TemplateEscapingCheck {
    /// The compiled templates by name, with their files.
    let templates: [String: (file: SourceFile, template: CompiledTemplate)]
    /// The keys of the site's `ui` strings.
    let interfaceKeys: Set<String>

    /// The diagnostics, by file and position.
    func diagnostics() -> [Diagnostic] {
        let includers = sectionsAroundIncludes()
        return templates.keys.sorted().flatMap { name -> [Diagnostic] in
            let (file, template) = templates[name]!
            return template.nameUses.compactMap { use in
                // `{{.}}` is the value of the section around it, in a partial the one around the tag
                // that includes it (judged only when every including tag agrees): name it in the message.
                let holds: TemplateVocabulary.Holds?
                let value: String
                if use.parts.isEmpty {
                    let contexts = (includers[name] ?? [[]]).map { $0 + use.sections }
                    let judged = Set(contexts.map { TemplateVocabulary.holdsCurrent(inside: $0, interfaceKeys: interfaceKeys) })
                    holds = judged.count == 1 ? judged.first! : nil
                    let section = contexts[0].last.map(TemplateVocabulary.scope(ofSection:)) ?? ""
                    value = TemplateVocabulary.isListOfText(contexts[0]) ? "each of '\(section)'" : "'\(section)'"
                } else {
                    holds = TemplateVocabulary.holds(use.parts, interfaceKeys: interfaceKeys)
                    value = "'\(use.name)'"
                }
                switch (use.kind, holds) {
                case (.variable, .markup?):
                    return diagnostic("template.escaped-markup", use, file: file, rewrite: "{{{\(use.name)}}}",
                                      "'\(written(use, in: file))' escapes the HTML in \(value), so the page shows its tags as text")
                case (.unescapedVariable, .text?):
                    return diagnostic("template.unescaped-text", use, file: file, rewrite: "{{\(use.name)}}",
                                      "'\(written(use, in: file))' writes the text of \(value) unescaped, so a '<' in the content would become markup")
                default:
                    return nil
                }
            }
        }
    }

    /// For each partial, the sections around each tag that includes it (one level: what a
    /// partial includes in turn is judged by its own sections).
    private func sectionsAroundIncludes() -> [String: [[String]]] {
        var includers: [String: [[String]]] = [:]
        for name in templates.keys.sorted() {
            for use in templates[name]!.template.nameUses where use.kind == .partial {
                includers[use.name, default: []].append(use.sections)
            }
        }
        return includers
    }

    /// The tag as the template writes it.
    private func written(_ use: TemplateNameUse, in file: SourceFile) -> String {
        String(file.text(inBytes: use.tagUTF8Range))
    }

    private func diagnostic(_ id: String, _ use: TemplateNameUse, file: SourceFile, rewrite: String, _ message: String) -> Diagnostic {
        let range = SourceRange(start: file.position(ofByteOffset: use.tagUTF8Range.lowerBound),
                                end: file.position(ofByteOffset: use.tagUTF8Range.upperBound))
        return .error(id, message + "; write '\(rewrite)'", at: SourceLocation(path: file.path, range: range),
                      fixIts: [FixIt("write '\(rewrite)'", replacing: range, with: rewrite)])
    }
}
