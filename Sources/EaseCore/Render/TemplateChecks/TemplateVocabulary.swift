import EaseTemplates

/// The names Ease gives templates, by scope: what each page template's values hold, what the
/// layout's hold, and what the values of a section over a name hold. `TemplateNameCheck` reports a
/// name a template reads that is in none of the scopes around it; in debug builds every page's
/// values are checked against it as they are made (``undeclaredKeys(in:scope:)``), so that it says
/// what the renderer gives. docs/SITE.md's table of names is generated from it.
public enum TemplateVocabulary {
    /// A name and what it holds.
    public struct Name: Sendable {
        /// The name as a template writes it.
        public let name: String
        /// What it holds, for the documentation.
        public let meaning: String
    }

    /// Where names are looked up: a page template's or the layout's own values, or the values a
    /// section over a name pushes (each element of a list).
    public struct Scope: Sendable {
        /// A template's name (`reading`, `layout`) or, for a section's values, the name the section is over.
        public let name: String
        /// Whether this is a template's own values rather than a section's.
        public let isTemplate: Bool
        /// The names it holds.
        public let names: [Name]
    }

    /// The scope of the site's `ui` strings, whose names are the string table's keys.
    public static let interfaceScope = "ui"

    /// Every scope, page templates first.
    public static let scopes: [Scope] = pageScopes + sectionScopes

    /// Each scope's names by scope name (a section scope and a template of the same name share one entry).
    static let namesByScope: [String: Set<String>] = {
        var names: [String: Set<String>] = [:]
        for scope in scopes { names[scope.name, default: []].formUnion(scope.names.map(\.name)) }
        return names
    }()

    /// Every name of every scope, for a partial no template includes.
    static let allNames: Set<String> = namesByScope.values.reduce(into: []) { $0.formUnion($1) }

    /// What a name's value is, for how a template should write it.
    enum Holds {
        /// Plain text (a title, an address): `{{name}}` escapes it; written as it is, a `<` in it
        /// would be markup.
        case text
        /// HTML Ease made (a body, the page in the layout): `{{{name}}}` writes it; escaped, the
        /// page would show its tags.
        case markup
        /// A flag, a number, keyed values or a list.
        case other
    }

    /// The names whose values are HTML.
    static let markupNames: Set<String> = ["body", "content"]

    /// The names whose values are not text: flags, numbers, lists of text, and every name that is
    /// a section's scope (keyed values and lists of them).
    static let nonTextNames: Set<String> = Set(sectionScopes.map(\.name)).union([
        "isHome", "hasLanguages", "hasTOC", "hasRelated", "hasScenes", "hasStatements", "current", "primary",
        "fadeSeconds", "cycles", "number", "prompts", "transcript", interfaceScope,
    ])

    /// What the value of `name` (its last part, for a dotted name; a `ui` string is text) is;
    /// `nil` for a name Ease does not give (which ``TemplateNameCheck`` reports).
    static func holds(_ parts: [String], interfaceKeys: Set<String>) -> Holds? {
        guard let last = parts.last else { return nil }
        if parts.count > 1, parts[parts.count - 2] == interfaceScope { return interfaceKeys.contains(last) ? .text : nil }
        guard allNames.contains(last) else { return nil }
        return markupNames.contains(last) ? .markup : nonTextNames.contains(last) ? .other : .text
    }

    /// The lists whose elements are text (`{{#prompts}}{{.}}{{/prompts}}`); a group's `statements`
    /// are too, inside `{{#statements}}` or `{{#groups}}`.
    static let textLists: Set<String> = ["prompts", "transcript"]

    /// What `{{.}}` is inside `sections` (outermost first): an element of a list of text is text,
    /// and a section over a value pushes that value; `nil` outside any section (a partial's top,
    /// whose sections are its includers') or inside one over a name Ease does not give.
    static func holdsCurrent(inside sections: [String], interfaceKeys: Set<String>) -> Holds? {
        guard let innermost = sections.last else { return nil }
        if isListOfText(sections) { return .text }
        let parts = innermost.split(separator: ".").map(String.init)
        return parts.isEmpty ? nil : holds(parts, interfaceKeys: interfaceKeys)
    }

    /// Whether the innermost of `sections` (outermost first) goes over a list of text: prompts, a
    /// transcript, or a group's `statements` inside `{{#statements}}` or `{{#groups}}`.
    static func isListOfText(_ sections: [String]) -> Bool {
        guard let innermost = sections.last.map(scope(ofSection:)) else { return false }
        let outer = sections.dropLast().last.map(scope(ofSection:))
        return textLists.contains(innermost) || (innermost == "statements" && (outer == "statements" || outer == "groups"))
    }

    /// The scope a section over `name` pushes: the name's last dotted part (`{{#ui.labels}}` → `labels`).
    static func scope(ofSection name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The page scope of a template, by its name without a locale (`accessibility.ru` →
    /// `accessibility`); `nil` for a partial or any other template Ease does not render as a page.
    static func pageScope(ofTemplate name: String) -> Scope? {
        let page = name.split(separator: ".").first.map(String.init) ?? name
        return scopes.first { $0.isTemplate && $0.name == page }
    }

    /// The names a scope holds; empty for a scope Ease does not know (a section over text or a flag).
    static func names(in scope: String) -> Set<String> {
        namesByScope[scope] ?? []
    }

    /// The keys of `values` (and of the values nested in them, each under its key's scope) that
    /// the vocabulary does not declare, as `scope.key`; `ui`'s keys are the string table's.
    /// A text or markup name whose value is not a string (or, for markup, rendered bytes) is
    /// reported as `scope.key: not text`.
    static func undeclaredKeys(in values: TemplateValues, scope: String) -> [String] {
        var undeclared: [String] = []
        TemplateValuesWalk.visit(values, scope: scope) { scope, key, value in
            let holds = holds([key], interfaceKeys: [])
            let isText = value is String || (holds == .markup && value is RenderedMarkup)
            if !names(in: scope).contains(key) {
                undeclared.append("\(scope).\(key)")
            } else if (holds == .other) == isText {
                undeclared.append("\(scope).\(key): \(isText ? "text" : "not text")")
            }
            return key != interfaceScope
        }
        return undeclared
    }
}

extension TemplateVocabulary {
    /// The table of names for docs/SITE.md: each template's own, then each section's.
    public static func markdownTable() -> String {
        var out = "| looked up in | name | what it holds |\n| --- | --- | --- |\n"
        for scope in scopes {
            let place = scope.isTemplate ? "`\(scope.name).mustache`" : "`{{#\(scope.name)}}`"
            for name in scope.names {
                out += "| \(place) | `\(name.name)` | \(name.meaning.replacing("|", with: "\\|")) |\n"
            }
        }
        return out
    }
}
