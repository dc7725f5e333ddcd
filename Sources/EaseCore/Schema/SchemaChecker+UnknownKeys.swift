import EaseDiagnostics

extension SchemaChecker {
    /// Reports a key `schema` does not know, with "did you mean" and a fix-it when one of its keys
    /// the mapping lacks is near, and gives the field the key is then read as: the one it names,
    /// unless an earlier misspelling was read as it (`claimed`).
    func reportUnknownKey(_ entry: YAMLEntry, of entries: [YAMLEntry], in schema: ObjectSchema, claimed: [String],
                          into diagnostics: inout [Diagnostic]) -> SchemaField? {
        let known = schema.fields.map(\.key)
        // A key the mapping already has is not offered: `kid:` beside `id:` means `kind`.
        let suggestion = NameSuggester.suggestion(for: entry.key, among: known.filter { !Self.contains($0, in: entries) })
        var message = "unknown key '\(entry.key)' in \(schema.name)"
        var notes = [DiagnosticNote("\(schema.name) keys: \(known.joined(separator: ", "))")]
        var fixIts: [FixIt] = []
        if let suggestion {
            message += "; did you mean '\(suggestion)'?"
            fixIts.append(FixIt("replace '\(entry.key)' with '\(suggestion)'", replacing: entry.keyRange, with: suggestion))
        }
        let meant = suggestion.flatMap { schema.field($0) }.flatMap { claimed.contains($0.key) ? nil : $0 }
        if let meant {
            notes.insert(DiagnosticNote("read as '\(meant.key)' until it is fixed, so what it holds is checked"), at: 0)
        }
        diagnostics.append(.error("schema.unknown-key", message, at: location(entry.keyRange), notes: notes, fixIts: fixIts))
        return meant
    }
}
