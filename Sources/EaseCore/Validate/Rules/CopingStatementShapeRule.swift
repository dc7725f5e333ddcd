import EaseDiagnostics
import EaseMarkdown

/// The body of `coping-statements.md` is headings and lists: the app and the site show each list
/// item as a statement, grouped under the heading above it, and leave everything else out. A
/// paragraph, quote or code block between the lists, or a list or quote inside a statement, would
/// vanish without a word; each is a warning where it is written. A paragraph gets a fix-it that
/// makes it a statement (`- ` in front). Raw HTML has its own warning (`markdown.raw-html`).
struct CopingStatementShapeRule: ValidationRule {
    var diagnosticIDs: [String: String] {
        ["coping.not-a-statement": "text in coping-statements.md that is no statement, which the app and the site leave out"]
    }

    var scope: ValidationScope { .document }

    func check(_ context: ValidationContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for collection in context.subjects(of: context.catalog.copingStatements) {
            let document = collection.item.document
            for block in document.markdown().blocks {
                switch block.kind {
                case .heading, .html, .thematicBreak:
                    break
                case .list(let list):
                    for item in list.items {
                        for inner in item.blocks where !Self.isParagraph(inner) {
                            diagnostics.append(.warning("coping.not-a-statement",
                                                        "\(Self.name(of: inner)) inside a statement is left out of the app and the site",
                                                        at: document.location(inner.range),
                                                        notes: [DiagnosticNote("a statement is the text of one list item; write each statement as an item of its own")]))
                        }
                    }
                case .paragraph, .blockQuote, .codeBlock:
                    let isParagraph = Self.isParagraph(block)
                    diagnostics.append(.warning("coping.not-a-statement",
                                                "\(Self.name(of: block)) is not a statement and is left out of the app and the site",
                                                at: document.location(block.range),
                                                notes: [DiagnosticNote("statements are list items ('- …'), optionally under headings")],
                                                fixIts: isParagraph ? [FixIt("make it a statement", replacing: SourceRange(at: block.range.start), with: "- ")] : []))
                }
            }
        }
        return diagnostics
    }

    static func isParagraph(_ block: MarkdownBlock) -> Bool {
        if case .paragraph = block.kind { return true }
        return false
    }

    static func name(of block: MarkdownBlock) -> String {
        switch block.kind {
        case .paragraph: "this paragraph"
        case .blockQuote: "this quote"
        case .codeBlock: "this code block"
        case .list: "this list"
        case .heading: "this heading"
        case .html: "this HTML"
        case .thematicBreak: "this line"
        }
    }
}
