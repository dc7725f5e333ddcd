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
        var notes = [DiagnosticNote("\(schema.name) keys: \(known.joined(separator: ", "))")]
        let meant = suggestion.flatMap { schema.field($0) }.flatMap { claimed.contains($0.key) ? nil : $0 }
        if let meant {
            notes.insert(DiagnosticNote("read as '\(meant.key)' until it is fixed, so what it holds is checked"), at: 0)
        }
        diagnostics.append(Self.unknownKey(entry, in: schema.name, suggestion: suggestion, at: location(entry.keyRange), notes: notes))
        return meant
    }

    /// The `schema.unknown-key` error for `entry` in `place` ("reading", "a motion step"), with
    /// "did you mean" and the fix-it that renames the key: one wording for front matter and choreographies.
    static func unknownKey(_ entry: YAMLEntry, in place: String, suggestion: String?, at location: SourceLocation,
                           notes: [DiagnosticNote] = []) -> Diagnostic {
        .error("schema.unknown-key", "unknown key '\(entry.key)' in \(place)" + NameSuggester.didYouMean(suggestion), at: location, notes: notes,
               fixIts: suggestion.map { [FixIt("replace '\(entry.key)' with '\($0)'", replacing: entry.keyRange, with: $0)] } ?? [])
    }
}
