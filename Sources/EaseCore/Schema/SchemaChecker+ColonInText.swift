import EaseDiagnostics

extension SchemaChecker {
    /// Text written with `: ` in it and no quotes, which YAML reads as a mapping of one key to its
    /// value (`- Try this: what made you smile?` in a list of prompts): the fix-it writes the key,
    /// `: ` and the value as one text in double quotes (`\` and `"` escaped). None for a mapping of
    /// more keys, or one written over more than one line.
    static func colonInTextFixIts(_ node: YAMLNode) -> [FixIt] {
        guard case .mapping(let entries) = node.value, entries.count == 1, let value = entries[0].value.scalar,
              value.resolved != .null, entries[0].keyRange.start.line == entries[0].value.range.end.line else { return [] }
        let quoted = YAMLQuoting.doubleQuoted("\(entries[0].key): \(value.text)")
        return [FixIt("put it in quotes: YAML reads the ': ' in it as a key's", replacing: SourceRange(start: entries[0].keyRange.start, end: entries[0].value.range.end),
                      with: quoted)]
    }
}
