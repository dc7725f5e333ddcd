/// A template that does not parse: what is wrong, and where (1-based line and column, the column
/// counted in Unicode scalars, as every diagnostic's).
public struct TemplateSyntaxError: Error, Sendable, Equatable {
    /// What is wrong.
    public enum Kind: Sendable, Equatable {
        /// `{{/b}}` closes `{{#a}}`.
        case sectionClosedWithWrongName(expected: String, found: String)
        /// A tag without its closing `}}` (or `}}}`), or with characters a name cannot have.
        case unfinishedTag
        /// `{{#a}}` or `{{^a}}` without `{{/a}}`.
        case sectionNeverClosed(String)
        /// `{{/a}}` with no section open.
        case closingWithoutSection(String)
        /// `{{! …` without `}}`.
        case commentNeverClosed
        /// Mustache that Ease's engine does not support (`{{=<% %>=}}`, `{{<parent}}`, `{{$block}}`,
        /// `{{%PRAGMA}}`, `{{>*dynamic}}`, `{{name(transform)}}`), with the construct's name.
        case unsupported(String)
    }

    /// What is wrong.
    public let kind: Kind
    /// 1-based line of the problem.
    public let line: Int
    /// 1-based column of the problem, in Unicode scalars.
    public let column: Int

    /// A sentence for a diagnostic.
    public var message: String {
        switch kind {
        case .sectionClosedWithWrongName(let expected, let found):
            return "a section is closed with the wrong name: '{{/\(found)}}' closes '{{#\(expected)}}'"
        case .unfinishedTag: return "a tag is not closed with }}"
        case .sectionNeverClosed(let name): return "a section is never closed: '{{#\(name)}}' needs '{{/\(name)}}'"
        case .closingWithoutSection(let name): return "'{{/\(name)}}' closes no section"
        case .commentNeverClosed: return "a comment is never closed with }}"
        case .unsupported(let what): return "\(what) are not supported in Ease's templates"
        }
    }
}
