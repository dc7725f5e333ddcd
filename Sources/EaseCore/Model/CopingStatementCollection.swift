public import EaseDiagnostics
import EaseMarkdown

/// The coping statements: the body's list items, grouped under the headings above them.
public struct CopingStatementCollection: Sendable {
    /// Statements under one heading (or before the first heading).
    public struct Group: Sendable {
        /// The heading text, `nil` for statements before any heading.
        public var heading: String?
        /// Where the heading is written.
        public var headingLocation: SourceLocation?
        /// The statements.
        public var statements: [Located<String>]
    }

    /// Id, title, body.
    public var item: ContentItem
    /// How to use the statements.
    public var summary: String
    /// Where the idea comes from.
    public var source: SourceAttribution?
    /// The groups in order.
    public var groups: [Group]

    /// Every statement in order.
    public var statements: [Located<String>] { groups.flatMap(\.statements) }

    init?(_ fields: FieldReader) {
        guard let item = fields.item() else { return nil }
        self.item = item
        summary = fields.string("summary") ?? ""
        source = fields.attribution("source")
        var groups: [Group] = []
        var current = Group(heading: nil, headingLocation: nil, statements: [])
        for block in item.markdown().blocks {
            switch block.kind {
            case .heading(_, let inlines):
                if !current.statements.isEmpty || current.heading != nil { groups.append(current) }
                current = Group(heading: MarkdownDocument.plainText(inlines), headingLocation: item.document.location(block.range), statements: [])
            case .list(let list):
                for listItem in list.items {
                    let text = listItem.blocks.compactMap { block -> String? in
                        if case .paragraph(let inlines) = block.kind { return MarkdownDocument.plainText(inlines) }
                        return nil
                    }.joined(separator: " ")
                    current.statements.append(Located(text, at: item.document.location(listItem.range)))
                }
            default:
                break
            }
        }
        if !current.statements.isEmpty || current.heading != nil { groups.append(current) }
        self.groups = groups
    }
}
