import EaseDiagnostics

/// A line that starts with `- ` under a plain text value and is indented more than that value's
/// own line: YAML reads it as more of the text above, not as an item of a list, so two prompts
/// (`- What made you smile today?` and, indented two spaces more, `- Who helped you?`) become one
/// (`What made you smile today? - Who helped you?`) without a word. A warning at the line; when
/// the text above is itself a list's item, a fix-it indents the line as that item.
enum YAMLContinuedItem {
    /// The first such line after the plain text `text` that starts at `range`.
    static func find(in text: String, at range: SourceRange, file: SourceFile) -> Diagnostic? {
        // Only a text that runs on past its first line has lines after it to look at.
        guard text.utf8.contains(UInt8(ascii: "-")), let first = file.line(range.start.line) else { return nil }
        let opening = Array(first.unicodeScalars.prefix(range.start.column - 1))
        guard !opening.isEmpty, first.unicodeScalars.count - opening.count < text.unicodeScalars.count else { return nil }
        // The value's line is a list's item when its text follows `- ` after the indentation.
        let indent = opening.prefix { $0 == " " }.count
        let isItem = indent + 1 < opening.count && opening[indent] == "-" && opening[indent + 1] == " "
        var number = range.start.line + 1
        while let line = file.line(number) {
            let content = line.drop { $0 == " " }
            let words = content.reversed().drop { $0 == " " || $0 == "\r" }.reversed()
            guard !words.isEmpty, text.contains(String(words)) else { return nil }
            if content.hasPrefix("- ") {
                let spaces = line.count - content.count
                let fixIts = isItem ? [FixIt("indent it \(YAMLSyntaxRepair.spaces(indent)), as the item above", replacing: SourceRange(line: number, column: 1, length: spaces),
                                             with: String(repeating: " ", count: indent))] : []
                return .warning("yaml.continued-item", "this line starts with '- ' but is indented more than the line above, so YAML reads it as more of that text, not as an item of a list: '\(text)'",
                                at: SourceLocation(path: file.path, range: SourceRange(line: number, column: spaces + 1, length: 1)),
                                notes: [DiagnosticNote("the items of a list line up: each '- ' is indented as much as the others")], fixIts: fixIts)
            }
            number += 1
        }
        return nil
    }
}
