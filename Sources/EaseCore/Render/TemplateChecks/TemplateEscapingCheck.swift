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
        let includers = includingTags()
        return templates.keys.sorted().flatMap { name -> [Diagnostic] in
            let (file, template) = templates[name]!
            return template.nameUses.compactMap { use in
                // `{{.}}` is the value of the section around it, in a partial the one around the tag
                // that includes it: name it in the message.
                let holds: TemplateVocabulary.Holds?
                let value: String
                if use.parts.isEmpty {
                    let including = includers[name] ?? []
                    let contexts = including.isEmpty ? [use.sections] : including.map { $0.use.sections + use.sections }
                    let judged = contexts.map { TemplateVocabulary.holdsCurrent(inside: $0, interfaceKeys: interfaceKeys) }
                    guard Set(judged).count == 1 else {
                        return disagreement(use, in: file, including: Array(zip(including, judged)))
                    }
                    holds = judged[0]
                    value = Self.current(inside: contexts[0])
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

    /// A partial's `{{.}}` whose including tags disagree on what `.` is: wrong for those tags that
    /// make it the other kind (text written unescaped, HTML escaped), reported at the partial's tag
    /// with a note at each of them, and without a fix-it: rewriting the tag would make it wrong for
    /// the others.
    private func disagreement(_ use: TemplateNameUse, in file: SourceFile,
                              including: [((template: String, use: TemplateNameUse), TemplateVocabulary.Holds?)]) -> Diagnostic? {
        let wrong: TemplateVocabulary.Holds
        switch use.kind {
        case .variable: wrong = .markup
        case .unescapedVariable: wrong = .text
        default: return nil
        }
        let wrongly = including.filter { $0.1 == wrong }.map(\.0)
        guard let first = wrongly.first else { return nil }
        let value = Self.current(inside: first.use.sections + use.sections)
        let what = wrong == .text ? "writes the text of \(value) unescaped" : "escapes the HTML in \(value)"
        let harm = wrong == .text ? "a '<' in the content would become markup" : "the page shows its tags as text"
        let notes = wrongly.compactMap { tag in
            templates[tag.template].map { located in
                DiagnosticNote("\(fileName(of: tag.template)) includes the partial here", at: Self.location(of: tag.use, in: located.file))
            }
        } + [DiagnosticNote("other tags include the partial where '.' is another kind of value, so one way of writing '\(written(use, in: file))' "
                            + "cannot suit them all: write the value in the including templates, or give each kind a partial of its own")]
        return .error(wrong == .text ? "template.unescaped-text" : "template.escaped-markup",
                      "'\(written(use, in: file))' \(what) where \(fileName(of: first.template)) includes this partial, so \(harm)",
                      at: Self.location(of: use, in: file), notes: notes)
    }

    /// How a message names `.` inside `sections`: `'body'`, or `each of 'prompts'` for a list of text.
    private static func current(inside sections: [String]) -> String {
        let section = sections.last.map(TemplateVocabulary.scope(ofSection:)) ?? ""
        return TemplateVocabulary.isListOfText(sections) ? "each of '\(section)'" : "'\(section)'"
    }

    /// For each partial, the tags that include it, with their templates (one level: what a
    /// partial includes in turn is judged by its own sections).
    private func includingTags() -> [String: [(template: String, use: TemplateNameUse)]] {
        var includers: [String: [(template: String, use: TemplateNameUse)]] = [:]
        for name in templates.keys.sorted() {
            for use in templates[name]!.template.nameUses where use.kind == .partial {
                includers[use.name, default: []].append((name, use))
            }
        }
        return includers
    }

    /// `reading.mustache` of the template `reading`, `partials/prompt.mustache` of a partial.
    private func fileName(of template: String) -> String {
        templates[template].map { TemplateSet.fileName(ofTemplateAt: $0.file.path) } ?? template
    }

    /// Where a tag is in its file.
    private static func location(of use: TemplateNameUse, in file: SourceFile) -> SourceLocation {
        SourceLocation(path: file.path, range: file.range(ofBytes: use.tagUTF8Range))
    }

    /// The tag as the template writes it.
    private func written(_ use: TemplateNameUse, in file: SourceFile) -> String {
        String(file.text(inBytes: use.tagUTF8Range))
    }

    private func diagnostic(_ id: String, _ use: TemplateNameUse, file: SourceFile, rewrite: String, _ message: String) -> Diagnostic {
        let location = Self.location(of: use, in: file)
        return .error(id, message + "; write '\(rewrite)'", at: location,
                      fixIts: [FixIt("write '\(rewrite)'", replacing: location.range, with: rewrite)])
    }
}
