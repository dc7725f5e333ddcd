/// A Mustache template parsed once into a tree of nodes that render straight to UTF-8 bytes.
///
/// Ease's templates are Mustache without lambdas, transforms, inheritance, dynamic partials,
/// pragmas or changed delimiters: text, `{{name}}`, `{{{name}}}` and `{{& name}}`, sections
/// `{{#name}}…{{/name}}`, inverted sections `{{^name}}…{{/name}}`, comments and partials
/// `{{> name}}`. Whitespace follows swift-mustache 2.1, which rendered the site before this engine
/// (standalone tag lines are dropped, a standalone partial indents its lines), so the output is
/// byte for byte the same; only `&`, `<`, `>`, `"` and `'` followed by a combining mark are now
/// escaped too (swift-mustache compared whole characters and let them through).
public struct CompiledTemplate: Sendable {
    /// The nodes of the template, in order.
    let nodes: [TemplateNode]
    /// Every name the template reads and every partial it includes, in order, with the sections
    /// around each and where it stands.
    public let nameUses: [TemplateNameUse]

    /// Parses `text`; throws a ``TemplateSyntaxError`` with the line and column of the problem.
    public init(_ text: String) throws(TemplateSyntaxError) {
        var parser = TemplateParser(text)
        nodes = try parser.parseTemplate()
        nameUses = parser.nameUses
    }

    /// The names of the partials this template includes (`{{> name}}`), at any depth, in order.
    public var partialNames: [String] {
        var names: [String] = []
        func collect(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .partial(let name, _): names.append(name)
                case .section(_, let body), .invertedSection(_, let body): collect(body)
                case .text, .variable: break
                }
            }
        }
        collect(nodes)
        return names
    }
}

/// One piece of a compiled template.
indirect enum TemplateNode: Sendable {
    /// Literal text, as UTF-8.
    case text([UInt8])
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (not escaped).
    case variable(TemplateName, escaped: Bool)
    /// `{{#name}}…{{/name}}`.
    case section(TemplateName, [TemplateNode])
    /// `{{^name}}…{{/name}}`.
    case invertedSection(TemplateName, [TemplateNode])
    /// `{{> name}}`; a standalone one carries the whitespace before it, which indents its lines.
    case partial(String, indentation: [UInt8]?)
}

/// A tag's name, split into its dotted parts once at parse time.
struct TemplateName: Sendable, Hashable {
    /// The dotted parts (`ui.skip-to-content` → `ui`, `skip-to-content`); empty for `.`.
    let parts: [String]
    /// Whether the name starts with `.` (`.title`): looked up in the innermost context only.
    let innermostOnly: Bool

    init(_ text: String) {
        parts = text.split(separator: ".").map(String.init)
        innermostOnly = text.first == "."
    }
}
