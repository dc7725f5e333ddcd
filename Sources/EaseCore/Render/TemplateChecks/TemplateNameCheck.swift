import EaseDiagnostics
import EaseTemplates

/// Finds the names templates read that Ease never gives them (`{{minuts}}`, `{{ui.skip-to-contnet}}`),
/// which would render as nothing: `template.unknown-name`, with a "did you mean" and its fix-it.
///
/// A name is looked up as Mustache looks it up: in the values of the sections around it, innermost
/// first, then in the template's own (``TemplateVocabulary``). A partial is checked where each
/// template includes it, with the sections around the `{{> name}}` tag, and a name is reported
/// when no page that includes it gives it; a partial nothing includes is checked against every name.
/// Names inside a section over an unknown name are not checked again (the section never renders).
struct TemplateNameCheck {
    /// The compiled templates by name (`reading`, `accessibility.ru`, `tabbar`), with their files.
    let templates: [String: (file: SourceFile, template: CompiledTemplate)]
    /// The keys of the site's `ui` strings.
    let interfaceKeys: Set<String>

    /// One scope on the lookup stack: a scope of ``TemplateVocabulary``, or every name (a partial nothing includes).
    private enum Frame {
        /// A scope of the vocabulary; `section` is the section's name as written, `nil` for a template's own values.
        case scope(String, section: String?)
        case everyName
    }

    /// What a use's lookups found so far: unknown in every stack it was checked in, with the first stack's problem.
    private struct Verdict {
        var unknown: Problem?
        var known = false
    }

    /// A name's part that names nothing: which part, and the names it could have been.
    private struct Problem {
        let part: Int
        let candidates: Set<String>
        let place: String
        /// The sections around the name, as written, outermost first.
        let sections: [String]
    }

    /// The diagnostics, by file and position.
    func diagnostics() -> [Diagnostic] {
        var verdicts: [String: [Int: Verdict]] = [:]
        var included: Set<String> = []
        for name in templates.keys.sorted() {
            guard let scope = TemplateVocabulary.pageScope(ofTemplate: name)?.name else { continue }
            check(name, stack: [.scope(scope, section: nil)], place: "the \(scope) template", depth: 0, verdicts: &verdicts, included: &included)
        }
        for name in templates.keys.sorted() where verdicts[name] == nil && !included.contains(name) {
            check(name, stack: [.everyName], place: "any template", depth: 0, verdicts: &verdicts, included: &included)
        }
        return verdicts.keys.sorted().flatMap { name in
            verdicts[name]!.keys.sorted().compactMap { index in
                let verdict = verdicts[name]![index]!
                guard !verdict.known, let problem = verdict.unknown, let (file, template) = templates[name] else { return nil }
                return diagnostic(template.nameUses[index], problem, file: file)
            }
        }
    }

    private func check(_ name: String, stack: [Frame], place: String, depth: Int,
                       verdicts: inout [String: [Int: Verdict]], included: inout Set<String>) {
        guard let template = templates[name]?.template, depth < 16 else { return }
        if verdicts[name] == nil { verdicts[name] = [:] }
        uses: for (index, use) in template.nameUses.enumerated() {
            var frames = stack
            for section in use.sections {
                // A section over a name that names nothing never renders: what is inside is not checked.
                guard problem(in: section, frames: frames, place: place) == nil else { continue uses }
                frames.append(.scope(TemplateVocabulary.scope(ofSection: section), section: section))
            }
            if use.kind == .partial {
                guard templates[use.name] != nil else { continue }
                included.insert(use.name)
                let including = depth == 0 ? "\(place) (which includes this partial)" : place
                check(use.name, stack: frames, place: including, depth: depth + 1,
                      verdicts: &verdicts, included: &included)
                continue
            }
            let found = problem(in: use.name, frames: frames, place: place)
            var verdict = verdicts[name]?[index] ?? Verdict()
            if let found { verdict.unknown = verdict.unknown ?? found } else { verdict.known = true }
            verdicts[name]![index] = verdict
        }
    }

    /// Why `name` names nothing in `frames` (innermost last); `nil` when it names a value.
    private func problem(in name: String, frames: [Frame], place: String) -> Problem? {
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        let searched = name.hasPrefix(".") ? Array(frames.suffix(1)) : frames
        let sections = frames.compactMap { frame -> String? in
            if case .scope(_, let section?) = frame { section } else { nil }
        }
        if searched.contains(where: { names(in: $0).contains(first) }) == false {
            return Problem(part: 0, candidates: searched.reduce(into: []) { $0.formUnion(names(in: $1)) }, place: place, sections: sections)
        }
        for index in parts.indices.dropFirst() {
            let names = names(in: .scope(parts[index - 1], section: nil))
            if !names.contains(parts[index]) { return Problem(part: index, candidates: names, place: place, sections: sections) }
        }
        return nil
    }

    private func names(in frame: Frame) -> Set<String> {
        switch frame {
        case .scope(TemplateVocabulary.interfaceScope, _): interfaceKeys
        case .scope(let scope, _): TemplateVocabulary.names(in: scope)
        case .everyName: TemplateVocabulary.allNames
        }
    }

    private func diagnostic(_ use: TemplateNameUse, _ problem: Problem, file: SourceFile) -> Diagnostic {
        let parts = use.parts
        let part = parts[problem.part]
        // Where the part starts in the name (dots and all; a name is ASCII, bytes are characters).
        let name = use.name.utf8
        let partOffset = name.distance(from: name.startIndex, to: name.split(separator: UInt8(ascii: "."))[problem.part].startIndex)
        func partRange(at offset: Int) -> SourceRange {
            file.range(ofBytes: offset + partOffset..<offset + partOffset + part.utf8.count)
        }
        let path = file.path
        let range = partRange(at: use.utf8Offset)
        let suggestion = NameSuggester.suggestion(for: part, among: problem.candidates)
        let message: String
        if problem.part == 0 {
            let around = problem.sections.isEmpty ? "" : " or of the section\(problem.sections.count == 1 ? "" : "s") around it ('\(problem.sections.joined(separator: "', '"))')"
            message = "'\(part)' is not a value of \(problem.place)\(around), so '{{\(use.name)}}' renders as nothing"
        } else if parts[problem.part - 1] == TemplateVocabulary.interfaceScope {
            message = "the site has no ui string '\(part)', so '{{\(use.name)}}' renders as nothing"
        } else {
            message = "'\(parts[problem.part - 1])' has no value '\(part)', so '{{\(use.name)}}' renders as nothing"
        }
        var notes = [DiagnosticNote("docs/SITE.md lists the values Ease gives each template and section")]
        var fixIts = FixIt.suggested(suggestion, replacing: range)
        if let closing = use.closingUTF8Offset {
            // A fix-it is one edit, and a section's name is written twice: renamed at its opening
            // tag alone, the template would no longer parse.
            notes.insert(DiagnosticNote("'{{/\(use.name)}}' closes the section: rename both", at: SourceLocation(path: path, range: partRange(at: closing))), at: 0)
            fixIts = []
        }
        return .error("template.unknown-name", message + NameSuggester.didYouMean(suggestion),
                      at: SourceLocation(path: path, range: range), notes: notes, fixIts: fixIts)
    }
}
